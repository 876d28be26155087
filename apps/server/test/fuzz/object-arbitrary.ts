import fc from 'fast-check';
import { deepObjectArbitrary, unknownKeyArbitrary } from './hostile-values';
import type { JsonSchemaObject } from './json-schema';
import { validStringArbitrary } from './string-arbitrary';
import { childArbitrary, isAtDepthLimit, type ValueMode, type Walk, type WalkContext } from './walk-context';

type Entries = [string, unknown][];

/** Builds with CreateDataProperty, so a `__proto__` key stays an own, serialisable key. */
const toObject = (...parts: Entries[]) => Object.fromEntries(parts.flat());

/** A few entries for a record (`additionalProperties` a schema), with keys that follow `propertyNames`. */
const recordEntries = (schema: JsonSchemaObject, walk: Walk, context: WalkContext): fc.Arbitrary<Entries> => {
  const additional = schema.additionalProperties;
  if (typeof additional !== 'object' || Object.keys(additional).length === 0) return fc.constant([]);
  const names = typeof schema.propertyNames === 'object' ? schema.propertyNames : { maxLength: 20 };
  const key = validStringArbitrary({ minLength: 1, ...names }).filter((name) => !(name in (schema.properties ?? {})));
  return fc.array(fc.tuple(key, walk(additional, 'valid', context)), { maxLength: 3 });
};

const withUnknownKeys = (valid: fc.Arbitrary<Record<string, unknown>>) => {
  const extra = fc.tuple(unknownKeyArbitrary(), fc.constantFrom<unknown>(true, 'admin', 0, {}, null));
  return fc
    .tuple(valid, fc.array(extra, { minLength: 1, maxLength: 3 }))
    .map(([object, entries]) => toObject(Object.entries(object), entries));
};

const withoutSomeOf = (valid: fc.Arbitrary<Record<string, unknown>>, required: string[]) =>
  fc
    .tuple(valid, fc.subarray(required, { minLength: 1 }))
    .map(([object, missing]) => toObject(Object.entries(object).filter(([key]) => !missing.includes(key))));

/**
 * Objects for `properties`/`required`/`additionalProperties`. valid: required keys always, optional ones sometimes,
 * a few extra entries when additionalProperties is a schema (a record). edge: every key or only the required ones.
 * hostile: bad fields among good ones, required keys removed, unknown keys added, or deep nesting.
 */
export const objectArbitrary = (
  schema: JsonSchemaObject,
  mode: ValueMode,
  context: WalkContext,
  walk: Walk,
): fc.Arbitrary<unknown> => {
  const properties = schema.properties ?? {};
  const required = [...new Set(schema.required ?? [])];
  const fallback = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : true;
  const keys = isAtDepthLimit(context) ? required : [...new Set([...Object.keys(properties), ...required])];
  const objectOf = (keysToUse: string[], childMode: ValueMode, requiredKeys: string[]) => {
    const model = keysToUse.map((key): [string, fc.Arbitrary<unknown>] => [
      key,
      childArbitrary(walk, properties[key] ?? fallback, childMode, context),
    ]);
    return fc.record(Object.fromEntries(model), { requiredKeys, noNullPrototype: true });
  };
  const valid = fc
    .tuple(recordEntries(schema, walk, context), objectOf(keys, 'valid', required))
    .map(([extra, own]) => toObject(extra, Object.entries(own)));
  if (mode === 'valid') return valid;
  if (mode === 'edge') return fc.oneof(objectOf(keys, 'edge', keys), objectOf(required, 'edge', required));
  const hostile: fc.WeightedArbitrary<unknown>[] = [
    { weight: 4, arbitrary: objectOf(keys, 'hostile', required) },
    { weight: 2, arbitrary: withUnknownKeys(valid) },
    { weight: 1, arbitrary: deepObjectArbitrary(context.maxNestingDepth, keys[0]) },
  ];
  if (required.length > 0) hostile.push({ weight: 2, arbitrary: withoutSomeOf(valid, required) });
  return fc.oneof(...hostile);
};
