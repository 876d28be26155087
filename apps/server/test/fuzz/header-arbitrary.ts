import fc from 'fast-check';
import { arbitraryFromSchema, type SchemaArbitraryOptions } from './json-schema-arbitrary';
import type { OpenApiParameter } from './openapi-document';
import { parameterText, percentEncode } from './url-encoding';

/** Longer header values are cut: Node's HTTP parser refuses a header block over 16 KiB before any handler runs. */
const MAX_HEADER_VALUE = 4096;

/**
 * Header values must be ByteStrings without CR, LF or NUL, or `new Request()` throws in the test instead of the
 * server answering: anything outside printable ASCII is percent-encoded, so the hostility stays visible.
 */
const headerSafe = (value: string) =>
  value.slice(0, MAX_HEADER_VALUE).replace(/[^\x20-\x7e]/gu, (char) => percentEncode(char));

const valueArbitrary = (parameter: OpenApiParameter, options: SchemaArbitraryOptions) =>
  fc.oneof(
    {
      weight: parameter.required ? 9 : 1,
      arbitrary: arbitraryFromSchema(parameter.schema ?? { type: 'string' }, options),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

/** `in: header` parameters as headers and `in: cookie` ones joined into one `cookie` header. */
export const headerParametersArbitrary = (
  parameters: OpenApiParameter[],
  options: SchemaArbitraryOptions,
): fc.Arbitrary<Record<string, string>> =>
  fc.tuple(...parameters.map((parameter) => valueArbitrary(parameter, options))).map((values) => {
    const headers: Record<string, string> = {};
    const cookies: string[] = [];
    parameters.forEach((parameter, index) => {
      if (values[index] === undefined) return;
      const text = parameterText(values[index]);
      if (parameter.in === 'cookie') cookies.push(`${parameter.name}=${percentEncode(text)}`);
      else headers[parameter.name.toLowerCase()] = headerSafe(text);
    });
    if (cookies.length > 0) headers.cookie = headerSafe(cookies.join('; '));
    return headers;
  });
