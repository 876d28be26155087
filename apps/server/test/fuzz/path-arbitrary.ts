import fc from 'fast-check';
import { arbitraryFromSchema, type SchemaArbitraryOptions } from './json-schema-arbitrary';
import type { OpenApiParameter } from './openapi-document';
import { parameterText, percentEncode } from './url-encoding';

/** Segments written as-is: encoded NUL, dot segments, encoded slashes, broken escapes, overlong UTF-8. */
export const RAW_HOSTILE_SEGMENTS = [
  '%00',
  'a%00b',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '..%2f..%2fetc%2fpasswd',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  ';',
  '%20',
  '+',
];

const segmentArbitrary = (
  parameter: OpenApiParameter | undefined,
  options: SchemaArbitraryOptions,
  maxLength: number,
) =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: arbitraryFromSchema(parameter?.schema ?? { type: 'string' }, options).map((value) =>
        percentEncode(parameterText(value)),
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_HOSTILE_SEGMENTS) },
    { weight: 1, arbitrary: fc.integer({ min: Math.min(1000, maxLength), max: maxLength }).map((n) => 'a'.repeat(n)) },
  );

/**
 * The OpenAPI path (`/api/things/{id}`) with every `{param}` filled: mostly a percent-encoded value from the
 * parameter's schema (itself a valid/edge/hostile mix), sometimes a raw hostile segment or a very long one.
 * Note that a URL parser resolves `..`, `.` and `%2e%2e` segments before the router sees them.
 */
export const pathArbitrary = (
  template: string,
  parameters: OpenApiParameter[],
  options: SchemaArbitraryOptions & { maxSegmentLength: number },
): fc.Arbitrary<string> => {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const segments = names.map((name) =>
    segmentArbitrary(
      parameters.find((parameter) => parameter.name === name),
      options,
      options.maxSegmentLength,
    ),
  );
  return fc
    .tuple(...segments)
    .map((values) => values.reduce((path, value, index) => path.replace(`{${names[index]}}`, () => value), template));
};
