import type { FuzzRequest } from './request-arbitrary';

const LIMIT = 300;

const truncate = (text: string) => (text.length > LIMIT ? `${text.slice(0, LIMIT)}… (${text.length} chars)` : text);

/** The request target to send: the filled path, then `?query` when there is one. */
export const requestTarget = (request: FuzzRequest): string =>
  request.query === '' ? request.path : `${request.path}?${request.query}`;

/**
 * One line for a failure message: method, target and content-type, then the body truncated to 300 characters and
 * JSON-quoted so NUL, lone surrogates and control characters show as escapes.
 */
export const describeRequest = (request: FuzzRequest): string => {
  const contentType = request.headers['content-type'] ?? '(no content-type)';
  const body = request.body === undefined ? '(no body)' : JSON.stringify(truncate(request.body));
  return `${request.method} ${truncate(requestTarget(request))} [${contentType}] ${body}`;
};
