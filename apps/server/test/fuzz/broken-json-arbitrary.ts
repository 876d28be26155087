import fc from 'fast-check';

/** JSON a parser refuses, or accepts with a surprise: bad syntax, odd numbers, escaped lone surrogates, a BOM. */
export const BROKEN_JSON = [
  '{',
  '}',
  '{"a":',
  '{"a" 1}',
  "{'a':1}",
  '[1,2',
  '{"a":1,}',
  'undefined',
  'NaN',
  '{"n":NaN}',
  '{"n":1e999}',
  '{"n":-0}',
  '{"n":01}',
  '{"s":"\\x41"}',
  '{"s":"\\ud800"}',
  '{"s":"\\u0000"}',
  '\ufeff{}',
  '{"a":1,"a":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
];

/** JSON that parses but is not an object. */
export const JSON_NOT_OBJECT = ['null', 'true', '0', '-1', '"text"', '""', '[]', '[{}]', '[null]'];

const latin1Char = fc.nat(255).map((code) => String.fromCharCode(code));

const deeplyNestedText = fc
  .tuple(fc.integer({ min: 100, max: 10_000 }), fc.boolean())
  .map(([depth, isArray]) =>
    isArray ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** One declared field (or `a`) holding 100 KB to 900 KB of text: under a 1 MB body limit, over every field limit. */
const hugeBody = (fieldNames: string[]) =>
  fc
    .tuple(fc.constantFrom(...(fieldNames.length > 0 ? fieldNames : ['a'])), fc.integer({ min: 100_000, max: 900_000 }))
    .map(([name, size]) => JSON.stringify({ [name]: 'A'.repeat(size) }));

/**
 * Bodies for a JSON media type that are not a JSON encoding of the schema: a valid value truncated or wrapped in an
 * array, malformed text, a scalar instead of an object, random Latin-1, an empty body, deep nesting, a huge field.
 */
export const brokenJsonArbitrary = (values: fc.Arbitrary<unknown>, fieldNames: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc
      .tuple(
        values.map((value) => JSON.stringify(value) ?? ''),
        fc.nat(),
      )
      .map(([text, cut]) => text.slice(0, text.length > 1 ? cut % text.length : 0)),
    values.map((value) => JSON.stringify([value])),
    fc.constantFrom(...BROKEN_JSON),
    fc.constantFrom(...JSON_NOT_OBJECT),
    fc.string({ unit: latin1Char, maxLength: 2000 }),
    fc.constant(''),
    deeplyNestedText,
    hugeBody(fieldNames),
  );
