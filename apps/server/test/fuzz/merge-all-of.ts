import type { JsonSchema, JsonSchemaObject, JsonType } from './json-schema';

const stricter = (a: number | undefined, b: number | undefined, pick: (x: number, y: number) => number) =>
  a === undefined ? b : b === undefined ? a : pick(a, b);

/** Types both sides allow; `number` with `integer` is `integer`. */
const intersectTypes = (a: JsonSchemaObject['type'], b: JsonSchemaObject['type']): JsonSchemaObject['type'] => {
  if (a === undefined) return b;
  if (b === undefined) return a;
  const right = [b].flat();
  const common = [a].flat().flatMap((type): JsonType[] => {
    if (right.includes(type)) return [type];
    const isNumeric = type === 'number' || type === 'integer';
    return isNumeric && (right.includes('number') || right.includes('integer')) ? ['integer'] : [];
  });
  return common.length === 1 ? common[0] : common;
};

const mergeTwo = (a: JsonSchemaObject, b: JsonSchemaObject): JsonSchemaObject => {
  const merged: JsonSchemaObject = { ...a, ...b };
  merged.type = intersectTypes(a.type, b.type);
  merged.minLength = stricter(a.minLength, b.minLength, Math.max);
  merged.maxLength = stricter(a.maxLength, b.maxLength, Math.min);
  merged.minItems = stricter(a.minItems, b.minItems, Math.max);
  merged.maxItems = stricter(a.maxItems, b.maxItems, Math.min);
  merged.minimum = stricter(a.minimum, b.minimum, Math.max);
  merged.maximum = stricter(a.maximum, b.maximum, Math.min);
  if (a.properties || b.properties) merged.properties = { ...a.properties, ...b.properties };
  if (a.required || b.required) merged.required = [...new Set([...(a.required ?? []), ...(b.required ?? [])])];
  const patterns = [a, b].flatMap((s) => [s.pattern, ...((s['x-patterns'] as string[] | undefined) ?? [])]);
  const distinct = [...new Set(patterns.filter((p): p is string => typeof p === 'string'))];
  merged.pattern = distinct[0];
  merged['x-patterns'] = distinct.slice(1);
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  return merged;
};

/**
 * Folds `allOf` (and the keywords beside it) into one schema: bounds take the stricter side, properties and required
 * keys are united, types intersected. Every `pattern` is kept: the first as `pattern`, the rest as `x-patterns`
 * (zod writes `startsWith`/`endsWith`/`includes` as an `allOf` of patterns). `resolve` follows `$ref`s first.
 */
export const mergeAllOf = (
  schema: JsonSchemaObject,
  resolve: (s: JsonSchema) => JsonSchemaObject,
): JsonSchemaObject => {
  const { allOf = [], ...siblings } = schema;
  return allOf.map(resolve).reduce((merged, part) => mergeTwo(merged, mergeAllOf(part, resolve)), siblings);
};
