import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/server';

const API_KEY = 'xi-test-key-0123456789';

/** A real HTTP server in place of api.elevenlabs.io: it records requests and answers what the test sets. */
class FakeElevenLabs {
  requests: Array<{ method: string; path: string; query: URLSearchParams; apiKey: string | undefined }> = [];
  answer: { status: number; body: string; headers?: Record<string, string> } = { status: 200, body: '{}' };
  private readonly http: Server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    this.requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      apiKey: request.headers['xi-api-key'] as string | undefined,
    });
    response.writeHead(this.answer.status, { 'content-type': 'application/json', ...this.answer.headers });
    response.end(this.answer.body);
  });

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.http.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.http.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.http.close(() => resolve()));
  }
}

describe('POST /api/functions/voice-conversation with ELEVENLABS_API_KEY', () => {
  const fake = new FakeElevenLabs();
  let server: TestServer;
  let unreachable: TestServer;

  beforeAll(async () => {
    const baseUrl = await fake.listen();
    server = await createTestServer({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_API_URL: baseUrl, TRUST_PROXY: 'true' });
    // Port 9 (discard) on loopback: nothing listens, the connection is refused.
    unreachable = await createTestServer({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_API_URL: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await server?.close();
    await unreachable?.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests = [];
  });

  let serial = 0;
  const call = (target: TestServer, agentId = 'demo-med-spa') =>
    target.client().request('/api/functions/voice-conversation', {
      method: 'POST',
      json: { agentId },
      headers: { 'x-forwarded-for': `192.0.2.${++serial}` },
    });

  it('asks ElevenLabs for a signed URL with the API key header and returns it as signedUrl', async () => {
    const signed = 'wss://api.elevenlabs.io/v1/convai/conversation?agent_id=demo-med-spa&conversation_signature=abc';
    fake.answer = { status: 200, body: JSON.stringify({ signed_url: signed }) };
    const response = await call(server);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ signedUrl: signed });
    expect(text).not.toContain(API_KEY);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'GET', path: '/v1/convai/conversation/get-signed-url', apiKey: API_KEY });
    expect(request!.query.get('agent_id')).toBe('demo-med-spa');
  });

  it.each([
    ['a refused key', 401, '{"detail":{"status":"invalid_api_key","message":"Invalid API key"}}'],
    ['an agent ElevenLabs does not know', 404, '{"detail":"agent not found"}'],
    ['an ElevenLabs outage', 500, 'upstream exploded'],
    ['a 200 without signed_url', 200, '{"url":"wss://x"}'],
    ['a 200 that is not JSON', 200, '<html>'],
  ])('maps %s to 503 VOICE_UNAVAILABLE without passing on details', async (_label, status, body) => {
    fake.answer = { status, body };
    const response = await call(server);
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'VOICE_UNAVAILABLE', message: expect.any(String) } });
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain(body.slice(0, 12));
  });

  it('passes on ElevenLabs’ Retry-After when it rate-limits us', async () => {
    fake.answer = { status: 429, body: '{}', headers: { 'retry-after': '12' } };
    const response = await call(server);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('12');
  });

  it('answers 503 when ElevenLabs cannot be reached', async () => {
    const response = await call(unreachable);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: 'VOICE_UNAVAILABLE' } });
  });

  it('does not call ElevenLabs for an agent that is not ours', async () => {
    const response = await call(server, 'agent_somebody_elses');
    expect(response.status).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });
});
