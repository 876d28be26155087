import fc from 'fast-check';
import { type JsonType, otherTypes } from './json-schema';

/** Code units that break encoders, databases and renderers: NUL, lone surrogates, bidi and zero-width marks. */
export const UNICODE_TRAPS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud800y',
  '\udfff\ud800',
  '\u202eevil\u202c',
  '\u200f\u200e',
  '\u200b\u200c\u200d\ufeff',
  '\u0085\u2028\u2029',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈😀',
  'Z̴̡͓̈́a̵͚̽l̶̙͊g̸͓̈́o̵͚̽',
  'עברית العربية',
];

/** Text aimed at SQL, HTML, templates, file paths and object prototypes. */
export const INJECTION_TEXT = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "\\'",
  '%_%',
  '$1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal template-injection probe, not a mistake
  '{{7*7}}${7*7}',
  '../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '__proto__',
  'constructor',
  '{"$ne":null}',
  'javascript:alert(1)',
];

/** Strings that look like something else: blanks, numbers, keywords, almost-formats. */
export const LOOKALIKE_TEXT = [
  '',
  ' ',
  '\t\r\n',
  '\u00a0',
  'NaN',
  '-0',
  '1e308',
  'null',
  'true',
  'a@b',
  '2024-02-30T25:61:61Z',
];

export const HOSTILE_STRINGS = [...UNICODE_TRAPS, ...INJECTION_TEXT, ...LOOKALIKE_TEXT];

/** Numbers at the edges of IEEE 754 and of the integer ranges databases use; fractions where integers belong. */
export const HOSTILE_NUMBERS = [
  -0,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  2 ** 53 + 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 63,
  1e21,
  1e-7,
  0.1 + 0.2,
  1.5,
  -1.5,
  0.5,
];

/** Units long strings repeat: ASCII, NUL, a lone surrogate, an astral emoji, a quote, markup. */
const LONG_UNITS = ['A', '\u0000', '\ud800', '😀', "'", '<', 'é'];

const repeatToLength = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

export const longStringArbitrary = (maxLength: number): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom(...LONG_UNITS), fc.integer({ min: Math.min(1000, maxLength), max: maxLength }))
    .map(([unit, length]) => repeatToLength(unit, length));

/** Mostly Unicode traps and injections, sometimes two glued together, sometimes a long string. */
export const hostileStringArbitrary = (maxLength: number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...UNICODE_TRAPS) },
    { weight: 3, arbitrary: fc.constantFrom(...INJECTION_TEXT) },
    { weight: 2, arbitrary: fc.constantFrom(...LOOKALIKE_TEXT) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.constantFrom(...HOSTILE_STRINGS))
        .map(([a, b]) => a + b),
    },
    { weight: 1, arbitrary: longStringArbitrary(maxLength) },
  );

/** Pads with `a` or cuts (possibly through a surrogate pair: one more hostile case) to fit the length bounds. */
export const fitLength = (value: string, minLength = 0, maxLength = Number.POSITIVE_INFINITY): string =>
  value.length > maxLength ? value.slice(0, maxLength) : value.padEnd(minLength, 'a');

export const hostileNumberArbitrary = (): fc.Arbitrary<number> => fc.constantFrom(...HOSTILE_NUMBERS);

const sampleOfType: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: fc.constantFrom('', '0', '1', 'true', 'null', '[]', '{}', 'abc'),
  number: fc.constantFrom(0, -1, 1.5, 1e308),
  integer: fc.constantFrom(0, 1, -1, 42),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.constantFrom([], [null], ['a'], [1, 2], [[]]),
  object: fc.constantFrom({}, { a: 1 }, { length: 1 }, { 0: 'a' }),
};

/** A value of a JSON type the schema does not allow: a string for a number, an array for an object, null … */
export const wrongTypeArbitrary = (types: JsonType[]): fc.Arbitrary<unknown> | undefined => {
  const others = otherTypes(types);
  return others.length === 0 ? undefined : fc.oneof(...others.map((type) => sampleOfType[type]));
};

const nest = (depth: number, wrap: (inner: unknown) => unknown, leaf: unknown) => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = wrap(value);
  return value;
};

const depthArbitrary = (maxDepth: number) => fc.integer({ min: Math.min(8, maxDepth), max: maxDepth });

/** `{key: {key: … 'x'}}`, 8..maxDepth deep: under a declared key, so a validator follows it. */
export const deepObjectArbitrary = (maxDepth: number, key = 'a'): fc.Arbitrary<unknown> =>
  depthArbitrary(maxDepth).map((depth) => nest(depth, (inner) => Object.fromEntries([[key, inner]]), 'x'));

/** `[[[… 1]]]`, 8..maxDepth deep. */
export const deepArrayArbitrary = (maxDepth: number): fc.Arbitrary<unknown> =>
  depthArbitrary(maxDepth).map((depth) => nest(depth, (inner) => [inner], 1));

/** Keys nobody declared: privilege-sounding, prototype-polluting, empty, NUL, very long. */
export const unknownKeyArbitrary = (): fc.Arbitrary<string> =>
  fc.constantFrom(
    'isAdmin',
    'role',
    'id',
    'userId',
    'ownerId',
    'price',
    '__proto__',
    'constructor',
    '',
    '\u0000',
    'k'.repeat(1000),
  );
