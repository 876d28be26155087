import fc from 'fast-check';
import { bodyArbitrary } from './body-arbitrary';
import { headerParametersArbitrary } from './header-arbitrary';
import type { SchemaArbitraryOptions } from './json-schema-arbitrary';
import { findOperation, type OpenApiDocument, operationParameters } from './openapi-document';
import { pathArbitrary } from './path-arbitrary';
import { queryArbitrary } from './query-arbitrary';

/** One generated HTTP request, ready for `app.request(requestTarget(r), { method, headers, body })`. */
export interface FuzzRequest {
  /** Upper case, as fetch spells it. */
  method: string;
  /** The OpenAPI path with every `{param}` filled and percent-encoded (or a raw hostile segment). */
  path: string;
  /** The encoded query string, without `?`; empty when there is none. */
  query: string;
  /** Lower-case names: `content-type` when the request says one, plus `in: header`/`in: cookie` parameters. */
  headers: Record<string, string>;
  body: string | undefined;
}

export interface RequestArbitraryOptions extends Omit<SchemaArbitraryOptions, 'root'> {
  /** The longest path segment or URL-borne value, in characters. Default 8 000. */
  maxUrlValueLength?: number;
}

/** Requests for one operation of the document: its path, query, header and body, each a valid/edge/hostile mix. */
export const requestArbitrary = (
  document: OpenApiDocument,
  path: string,
  method: string,
  options: RequestArbitraryOptions = {},
): fc.Arbitrary<FuzzRequest> => {
  const operation = findOperation(document, path, method);
  const parameters = operationParameters(document, path, method);
  const { maxUrlValueLength = 8000, ...valueOptions } = options;
  const bodyOptions = { ...valueOptions, root: document };
  const urlOptions = {
    ...bodyOptions,
    maxStringLength: Math.min(maxUrlValueLength, valueOptions.maxStringLength ?? 20_000),
  };
  const located = (...places: string[]) => parameters.filter((parameter) => places.includes(parameter.in));
  return fc
    .record({
      path: pathArbitrary(path, located('path'), { ...urlOptions, maxSegmentLength: maxUrlValueLength }),
      query: queryArbitrary(located('query'), urlOptions),
      headers: headerParametersArbitrary(located('header', 'cookie'), urlOptions),
      payload: bodyArbitrary(document, operation, method, bodyOptions),
    })
    .map(({ path: filledPath, query, headers, payload }) => ({
      method: method.toUpperCase(),
      path: filledPath,
      query,
      headers: payload.contentType === undefined ? headers : { ...headers, 'content-type': payload.contentType },
      body: payload.body,
    }));
};
