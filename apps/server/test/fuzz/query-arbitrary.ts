import fc from 'fast-check';
import { arbitraryFromSchema, type SchemaArbitraryOptions } from './json-schema-arbitrary';
import type { OpenApiParameter } from './openapi-document';
import { parameterText, percentEncode } from './url-encoding';

type Pairs = [string, string][];

/** Query text appended unencoded: broken escapes, empty pairs, bracket and prototype keys. */
export const RAW_HOSTILE_QUERIES = [
  '%',
  '%zz=1',
  '&&&',
  '=',
  '=x',
  'a=%00',
  '%ff=1',
  '%ED%A0%80=1',
  'a[]=1&a[]=2',
  '__proto__[isAdmin]=true',
  'constructor[prototype][isAdmin]=true',
  'a=1;b=2',
];

const UNKNOWN_KEYS = ['utm_source', 'page', 'limit', 'sort', '__proto__', 'constructor', '', '\u0000', 'a'.repeat(200)];

/** A value from the schema; an array becomes one pair per item (OpenAPI's default form style, exploded). */
const pairsFor = (parameter: OpenApiParameter, options: SchemaArbitraryOptions): fc.Arbitrary<Pairs> =>
  arbitraryFromSchema(parameter.schema ?? { type: 'string' }, options).map((value) =>
    (Array.isArray(value) ? value : [value]).map((item): [string, string] => [parameter.name, parameterText(item)]),
  );

/** Required parameters almost always, optional ones half the time. */
const presentPairs = (parameter: OpenApiParameter, options: SchemaArbitraryOptions) =>
  fc.oneof(
    { weight: parameter.required ? 9 : 1, arbitrary: pairsFor(parameter, options) },
    { weight: 1, arbitrary: fc.constant<Pairs>([]) },
  );

const unknownPairs = fc.array(
  fc.tuple(fc.constantFrom(...UNKNOWN_KEYS), fc.constantFrom('1', '', 'true', '-1', "'", '\u0000')),
  { minLength: 1, maxLength: 3 },
);

/**
 * The encoded query string (no leading `?`) for the operation's `in: query` parameters: declared ones from their
 * schemas, and sometimes a declared key repeated, unknown keys, or a raw hostile fragment.
 */
export const queryArbitrary = (
  parameters: OpenApiParameter[],
  options: SchemaArbitraryOptions,
): fc.Arbitrary<string> => {
  const extras: fc.WeightedArbitrary<Pairs>[] = [
    { weight: 6, arbitrary: fc.constant([]) },
    { weight: 2, arbitrary: unknownPairs },
  ];
  if (parameters.length > 0) {
    extras.push({ weight: 2, arbitrary: fc.oneof(...parameters.map((parameter) => pairsFor(parameter, options))) });
  }
  const raw = fc.oneof(
    { weight: 9, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_HOSTILE_QUERIES) },
  );
  return fc
    .tuple(fc.tuple(...parameters.map((parameter) => presentPairs(parameter, options))), fc.oneof(...extras), raw)
    .map(([declared, extra, rawText]) => {
      const encoded = [...declared.flat(), ...extra].map(
        ([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`,
      );
      return [...encoded, rawText].filter((part) => part !== '').join('&');
    });
};
