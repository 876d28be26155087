import type { ApiRoutes } from '@receptiva/server/api-routes';
import { isApiErrorBody } from '@receptiva/shared';
import type { Hono } from 'hono';

/** An API answer that was not 2xx, normalised from `{ error: { code, message, fields? } }` (or better-auth's `{ code, message }`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

const codeForStatus = (status: number): string => {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export async function toApiError(response: Response): Promise<ApiError> {
  const body = parseJson(await response.text());
  if (isApiErrorBody(body)) {
    const { code, message, fields } = body.error;
    return new ApiError(response.status, code, message, fields);
  }
  if (typeof body === 'object' && body !== null) {
    const { code, message } = body as { code?: unknown; message?: unknown };
    if (typeof code === 'string' || typeof message === 'string') {
      return new ApiError(
        response.status,
        typeof code === 'string' ? code : codeForStatus(response.status),
        typeof message === 'string' ? message : response.statusText,
      );
    }
  }
  return new ApiError(
    response.status,
    codeForStatus(response.status),
    response.statusText || `HTTP ${response.status}`,
  );
}

type ApiSchema = ApiRoutes extends Hono<infer _E, infer S, infer _B> ? S : never;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Every path of the server's API that answers this method, as the server declares it (`/api/orders/:id`). */
export type ApiPath<M extends Method> = {
  [P in keyof ApiSchema]: `$${M}` extends keyof ApiSchema[P] ? P : never;
}[keyof ApiSchema] &
  string;

type EndpointOf<P, M extends Method> = P extends keyof ApiSchema ? ApiSchema[P][`$${M}` & keyof ApiSchema[P]] : never;
type InputOf<E> = E extends { input: infer I } ? I : never;
type SuccessStatus = 200 | 201 | 202 | 204;
/** What a 2xx answer of the endpoint holds (its error answers become an `ApiError`). */
export type ApiOutput<E> = E extends { status: infer S; output: infer O }
  ? S extends SuccessStatus
    ? O
    : never
  : never;

interface RequestInput {
  json?: unknown;
  param?: Record<string, string>;
  query?: Record<string, string | undefined>;
}

interface CallOptions {
  signal?: AbortSignal;
}

/** The input is optional when the endpoint needs none (no path parameters, no required body or query). */
type Args<E> =
  Record<never, never> extends InputOf<E>
    ? [input?: InputOf<E>, options?: CallOptions]
    : [input: InputOf<E>, options?: CallOptions];

function urlOf(path: string, { param = {}, query }: RequestInput): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(param[name] ?? ''));
  const search = new URLSearchParams(
    Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return search ? `${filled}?${search}` : filled;
}

async function request(method: Method, path: string, input: RequestInput = {}, { signal }: CallOptions = {}) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (input.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(urlOf(path, input), {
    method: method.toUpperCase(),
    credentials: 'include',
    headers,
    body: input.json === undefined ? undefined : JSON.stringify(input.json),
    signal,
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined;
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

const method =
  <M extends Method>(name: M) =>
  <P extends ApiPath<M>>(path: P, ...[input, options]: Args<EndpointOf<P, M>>) =>
    request(name, path, input as RequestInput, options) as Promise<ApiOutput<EndpointOf<P, M>>>;

/**
 * The same-origin client of the API, typed from the server's own route declarations (decision 014): paths, inputs and
 * answers are checked against `ApiRoutes`, so a renamed route or a changed schema fails the web's typecheck. Sends the
 * session cookie; throws `ApiError` on non-2xx answers. `api.post('/api/orders/checkout', { json: cart })`.
 */
export const api = {
  get: method('get'),
  post: method('post'),
  put: method('put'),
  patch: method('patch'),
  delete: method('delete'),
};

/** A path of the API for a caller that cannot use `api` (`navigator.sendBeacon`), checked like `api`'s. */
export const apiPath = <P extends { [M in Method]: ApiPath<M> }[Method]>(path: P): P => path;
