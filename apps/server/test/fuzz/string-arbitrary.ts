import fc from 'fast-check';
import { formatArbitrary } from './format-arbitrary';
import type { JsonSchemaObject } from './json-schema';

/** Printable ASCII without whitespace (zod's `.trim()` would shorten it) and a few BMP letters of one code unit. */
const textUnit = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom(...Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i))) },
  { weight: 1, arbitrary: fc.constantFrom('é', 'ß', 'ñ', 'Ж', '中', 'ü') },
);

const patternsOf = (schema: JsonSchemaObject) =>
  [schema.pattern, ...((schema['x-patterns'] as string[] | undefined) ?? [])].filter(
    (p): p is string => typeof p === 'string',
  );

const compile = (pattern: string): RegExp | undefined => {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags);
    } catch {}
  }
  return undefined;
};

/**
 * zod writes `startsWith('ab')`, `endsWith('z')`, `includes('q')` as separate patterns (`^ab.*`, `.*z$`, `q`); one
 * generator for all of them is `^ab.*q.*z$`. Undefined when a pattern has another shape.
 */
const combinePatterns = (patterns: string[]) => {
  const starts: string[] = [];
  const ends: string[] = [];
  const middles: string[] = [];
  for (const pattern of patterns) {
    const start = /^\^(.*)\.\*$/.exec(pattern)?.[1];
    const end = /^\.\*(.*)\$$/.exec(pattern)?.[1];
    if (start !== undefined) starts.push(start);
    else if (end !== undefined) ends.push(end);
    else if (!/[$^]/.test(pattern)) middles.push(pattern);
    else return undefined;
  }
  return `^${starts.join('')}.*${middles.map((middle) => `${middle}.*`).join('')}${ends.join('')}$`;
};

/**
 * Strings matching every pattern within the length bounds, when fast-check can generate the first pattern (no
 * lookarounds or back-references). Bounds a generator rarely meets are left unenforced rather than filtered for ever:
 * a few out-of-bounds values then land in the "valid" share.
 */
const patternArbitrary = (patterns: string[], minLength: number, maxLength: number) => {
  const key = JSON.stringify([patterns, minLength, maxLength]);
  if (!patternCache.has(key)) patternCache.set(key, buildPatternArbitrary(patterns, minLength, maxLength));
  return patternCache.get(key);
};

/** Building a pattern's generator samples it (see below): done once per pattern and bounds. */
const patternCache = new Map<string, fc.Arbitrary<string> | undefined>();

const buildPatternArbitrary = (patterns: string[], minLength: number, maxLength: number) => {
  const regexes = patterns.map(compile);
  if (regexes.some((regex) => regex === undefined)) return undefined;
  const fits = (value: string) =>
    value.length >= minLength && value.length <= maxLength && regexes.every((regex) => regex!.test(value));
  // Whitespace at either end is legal for a pattern like [\s0-9]+, but a zod `.trim()` the document cannot show
  // would then shorten the value below minLength: valid values avoid it when the pattern allows.
  const fitsTrimmed = (value: string) => fits(value) && value.trim() === value;
  try {
    const generator = patterns.length > 1 ? compile(combinePatterns(patterns) ?? patterns[0]!) : regexes[0];
    const base = fc.stringMatching(generator ?? regexes[0]!, { maxLength });
    const probe = fc.sample(base, { numRuns: 40, seed: 7 });
    const filter = [fitsTrimmed, fits].find((predicate) => probe.filter(predicate).length >= 2);
    return filter ? base.filter(filter) : base;
  } catch {
    return undefined;
  }
};

/** A string the schema accepts: a known format, else its pattern(s), else text between minLength and maxLength. */
export const validStringArbitrary = (schema: JsonSchemaObject): fc.Arbitrary<string> => {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Number.MAX_SAFE_INTEGER;
  const formatted = schema.format ? formatArbitrary(schema.format, minLength) : undefined;
  if (formatted) return formatted;
  const patterns = patternsOf(schema);
  const matching = patterns.length > 0 ? patternArbitrary(patterns, minLength, maxLength) : undefined;
  if (matching) return matching;
  return fc.string({ unit: textUnit, minLength, maxLength: Math.min(maxLength, minLength + 40) });
};

const nearMisses = (value: string) => [`${value}\n`, ` ${value}`, value.toUpperCase(), `${value}-`, `${value}\u0000`];

/**
 * Strings at or just past the bounds: exactly minLength and maxLength, one shorter, one longer; spaces only (a
 * trimmed field); astral emoji at maxLength (code points fit, UTF-16 units do not); near misses of patterns/formats.
 */
export const edgeStringArbitrary = (schema: JsonSchemaObject, maxStringLength: number): fc.Arbitrary<string> => {
  const minLength = schema.minLength ?? 0;
  const lengths = [minLength, minLength - 1, schema.maxLength, (schema.maxLength ?? Number.NaN) + 1].filter(
    (length): length is number => length !== undefined && length >= 0 && length <= maxStringLength,
  );
  const atLengths = fc
    .tuple(fc.constantFrom(...(lengths.length > 0 ? lengths : [maxStringLength])), fc.constantFrom('a', 'é', '中', ' '))
    .map(([length, unit]) => unit.repeat(length));
  const options = [atLengths];
  if (schema.maxLength !== undefined && schema.maxLength <= maxStringLength / 2) {
    options.push(fc.constant('😀'.repeat(schema.maxLength)));
  }
  if (schema.format || patternsOf(schema).length > 0) {
    options.push(validStringArbitrary(schema).chain((value) => fc.constantFrom(...nearMisses(value))));
  }
  return fc.oneof(...options);
};
