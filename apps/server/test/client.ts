import type { App } from '../src/app';

export const TEST_ORIGIN = 'http://localhost:3000';

/** What @hono/node-server hands a request as its environment: the socket, here a browser on this very machine. */
export const connectionFrom = (remoteAddress: string) => ({
  incoming: {
    socket: { remoteAddress, remotePort: 52_000, remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4' },
  },
});

export interface RequestOptions {
  method?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (for malformed or oversized bodies). */
  body?: string;
  headers?: Record<string, string>;
}

/**
 * A browser-like caller of the in-process app, or of a server process at a base URL (real HTTP): sends the trusted
 * Origin and JSON, and keeps the cookies the app sets (better-auth's `receptiva.session_token`) for the next
 * request, like a browser tab would.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly target: App | string,
    /** The client's address as the server's socket sees it: loopback unless a test is about another machine. */
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  /** The same cookie jar against another target: a browser whose next request a load balancer sends elsewhere. */
  to(target: App | string): TestClient {
    const copy = new TestClient(target, this.remoteAddress);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  private send(path: string, init: RequestInit): Promise<Response> {
    if (typeof this.target === 'string') return fetch(new URL(path, this.target), { ...init, redirect: 'manual' });
    return Promise.resolve(this.target.request(path, init, connectionFrom(this.remoteAddress)));
  }

  async request(path: string, options: RequestOptions = {}): Promise<Response> {
    const headers = new Headers({ origin: TEST_ORIGIN, ...options.headers });
    let body = options.body;
    if (options.json !== undefined) body = JSON.stringify(options.json);
    if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    const method = options.method ?? (body === undefined ? 'GET' : 'POST');
    const response = await this.send(path, { method, headers, body });
    this.store(response);
    return response;
  }

  /**
   * Sends exactly these headers and body (no JSON default), plus the Origin of this site unless the headers name
   * one, and the cookies: for malformed and hostile requests.
   */
  async requestRaw(path: string, init: { method: string; headers: Record<string, string>; body?: string }) {
    const headers = new Headers({ origin: TEST_ORIGIN, ...init.headers });
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    return this.send(path, { method: init.method, headers, body: init.body });
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request(path, { headers });
  }

  post(path: string, json: unknown = {}, headers?: Record<string, string>) {
    return this.request(path, { method: 'POST', json, headers });
  }

  /** The session cookie's value, to hand to another client or to compare. */
  get sessionToken(): string | undefined {
    return this.cookies.get('receptiva.session_token');
  }

  /** A second "browser" with a copy of this one's cookies. */
  fork(): TestClient {
    return this.to(this.target);
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
