import fc from 'fast-check';
import { brokenJsonArbitrary } from './broken-json-arbitrary';
import { multipartForm, urlEncodedForm } from './form-encoding';
import type { JsonSchema } from './json-schema';
import { arbitraryFromSchema, type SchemaArbitraryOptions } from './json-schema-arbitrary';
import { type OpenApiDocument, type OpenApiOperation, requestBodyContent } from './openapi-document';
import { parameterText } from './url-encoding';

/** What goes with the request: a content-type (absent: no header) and a body (absent: none). */
export interface FuzzPayload {
  contentType?: string;
  body?: string;
}

/** Every generated body stays under this many UTF-8 bytes (1 MB). */
export const MAX_BODY_BYTES = 1_000_000;

const BOUNDARY = '----receptiva-fuzz-7MA4YWxkTrZu0gW';

const isJson = (mediaType: string) => /[/+]json\b/i.test(mediaType);

const propertyNames = (schema: JsonSchema) =>
  typeof schema === 'object' && schema.properties ? Object.keys(schema.properties) : [];

/** A body in the declared media type: mostly the encoded value, for JSON sometimes broken JSON. */
const declaredPayload = (
  mediaType: string,
  schema: JsonSchema,
  values: fc.Arbitrary<unknown>,
): fc.Arbitrary<FuzzPayload> => {
  if (isJson(mediaType)) {
    const json = values.map((value) => JSON.stringify(value) ?? '');
    const body = fc.oneof(
      { weight: 4, arbitrary: json },
      { weight: 1, arbitrary: brokenJsonArbitrary(values, propertyNames(schema)) },
    );
    return body.map((text) => ({ contentType: mediaType, body: text }));
  }
  if (mediaType === 'application/x-www-form-urlencoded')
    return values.map((value) => ({ contentType: mediaType, body: urlEncodedForm(value) }));
  if (mediaType === 'multipart/form-data') {
    return values.map((value) => ({
      contentType: `${mediaType}; boundary=${BOUNDARY}`,
      body: multipartForm(value, BOUNDARY),
    }));
  }
  return values.map((value) => ({ contentType: mediaType, body: parameterText(value) }));
};

/** Content types a client gets wrong: another type, a boundary that is not in the body, odd parameters, none. */
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/plain;charset=UTF-8',
  'multipart/form-data; boundary=garbage',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json;',
  'APPLICATION/JSON',
  'application/json, text/html',
  'application/xml',
  'application/vnd.api+json',
  '',
  undefined,
];

/** A plausible body (the value as JSON, or as a form) sent under a content type the operation did not declare. */
const mismatchedPayload = (values: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzPayload> =>
  fc.tuple(fc.constantFrom(...WRONG_CONTENT_TYPES), values, fc.boolean()).map(([contentType, value, asForm]) => ({
    contentType,
    body: asForm ? urlEncodedForm(value) : (JSON.stringify(value) ?? ''),
  }));

/** Cuts a body over MAX_BODY_BYTES (rare: several long hostile strings in one value) to fit. */
export const limitBodySize = (payload: FuzzPayload): FuzzPayload => {
  let body = payload.body;
  while (body !== undefined && Buffer.byteLength(body) >= MAX_BODY_BYTES) {
    body = body.slice(0, Math.floor((body.length * (MAX_BODY_BYTES - 1)) / Buffer.byteLength(body)) - 4);
  }
  return { ...payload, body };
};

/**
 * Content type and body for an operation. GET/HEAD never carry a body (fetch refuses one). With a declared request
 * body: 70 % a declared media type, 30 % a wrong or missing one. Without: 70 % nothing, 30 % a stray body.
 */
export const bodyArbitrary = (
  document: OpenApiDocument,
  operation: OpenApiOperation,
  method: string,
  options: SchemaArbitraryOptions,
): fc.Arbitrary<FuzzPayload> => {
  if (['get', 'head'].includes(method.toLowerCase())) {
    return fc.oneof(
      { weight: 9, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: fc.constant({ contentType: 'application/json' }) },
    );
  }
  const content = requestBodyContent(document, operation).map(({ mediaType, schema }) => ({
    mediaType,
    schema,
    values: arbitraryFromSchema(schema, options),
  }));
  const values = content[0]?.values ?? arbitraryFromSchema({ type: 'object' }, options);
  const declared = content.map(({ mediaType, schema, values }) => declaredPayload(mediaType, schema, values));
  const payload = fc.oneof(
    { weight: 7, arbitrary: declared.length > 0 ? fc.oneof(...declared) : fc.constant<FuzzPayload>({}) },
    { weight: 3, arbitrary: mismatchedPayload(values) },
  );
  return payload.map(limitBodySize);
};
