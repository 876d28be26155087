import fc from 'fast-check';
import { deepArrayArbitrary } from './hostile-values';
import type { JsonSchema, JsonSchemaObject } from './json-schema';
import { childArbitrary, isAtDepthLimit, type ValueMode, type Walk, type WalkContext } from './walk-context';

/** Longer arrays than this are not built element by element for edge values. */
const MAX_EDGE_ITEMS = 200;
/** An unbounded array gets this many items when the hostile case floods it. */
const FLOOD_ITEMS = 1000;

const withLength = (item: fc.Arbitrary<unknown>, length: number) =>
  fc.array(item, { minLength: length, maxLength: length });

const tupleArbitrary = (prefix: JsonSchema[], mode: ValueMode, context: WalkContext, walk: Walk) => {
  const items = prefix.map((schema) => childArbitrary(walk, schema, mode, context));
  const tuple = fc.tuple(...items);
  if (mode === 'valid') return tuple;
  return fc.oneof(
    tuple,
    tuple.map((values) => values.slice(0, -1)),
    tuple.map((values) => [...values, 'extra']),
  );
};

/**
 * Arrays for `items`/`prefixItems`/`minItems`/`maxItems`/`uniqueItems`. valid: minItems to a few more; edge: exactly
 * minItems or maxItems, one fewer, one more; hostile: bad items among good ones, a flood of items, deep nesting.
 */
export const arrayArbitrary = (
  schema: JsonSchemaObject,
  mode: ValueMode,
  context: WalkContext,
  walk: Walk,
): fc.Arbitrary<unknown> => {
  if (schema.prefixItems && schema.prefixItems.length > 0)
    return tupleArbitrary(schema.prefixItems, mode, context, walk);
  const itemSchema = schema.items === undefined || schema.items === false ? true : schema.items;
  const minItems = schema.minItems ?? 0;
  const maxItems = schema.maxItems ?? Number.POSITIVE_INFINITY;
  const validItem = walk(itemSchema, 'valid', context);
  const maxLength = isAtDepthLimit(context) ? minItems : Math.min(maxItems, minItems + 4);
  const valid = schema.uniqueItems
    ? fc.uniqueArray(validItem, { minLength: minItems, maxLength, selector: (value) => JSON.stringify(value) })
    : fc.array(validItem, { minLength: minItems, maxLength });
  if (mode === 'valid') return valid;
  const child = childArbitrary(walk, itemSchema, mode, context);
  if (mode === 'edge') {
    const lengths = [minItems, minItems - 1, maxItems, maxItems + 1].filter((n) => n >= 0 && n <= MAX_EDGE_ITEMS);
    return fc.oneof(...[...new Set(lengths)].map((length) => withLength(child, length)));
  }
  const flood = Number.isFinite(maxItems) ? maxItems + 1 : FLOOD_ITEMS;
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.array(child, {
        minLength: minItems,
        maxLength: Math.max(minItems, Math.min(maxItems, minItems + 4)),
      }),
    },
    { weight: 1, arbitrary: flood <= 10 * FLOOD_ITEMS ? withLength(validItem, flood) : valid },
    { weight: 1, arbitrary: deepArrayArbitrary(context.maxNestingDepth) },
  );
};
