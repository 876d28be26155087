import { isApiErrorBody } from '@receptiva/shared';

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

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
}

async function request<T>(method: string, path: string, { body, signal }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Same-origin JSON client for `/api`: sends the session cookie, throws `ApiError` on non-2xx answers. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
};
