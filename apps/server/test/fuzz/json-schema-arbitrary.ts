import fc from 'fast-check';
import type { JsonSchema } from './json-schema';
import { valueArbitrary } from './value-arbitrary';
import type { ValueMode, WalkContext } from './walk-context';

/** Integer weights of the three kinds of value; the default is roughly 40 % valid, 30 % edge, 30 % hostile. */
export type ValueMix = Record<ValueMode, number>;

export const DEFAULT_VALUE_MIX: ValueMix = { valid: 40, edge: 30, hostile: 30 };

export interface SchemaArbitraryOptions {
  /** The document `$ref`s resolve in (`#/components/schemas/…`); defaults to the schema itself (`#/$defs/…`). */
  root?: unknown;
  mix?: Partial<ValueMix>;
  /** How many `$ref`s deep a recursive schema is followed before only required parts are built. Default 3. */
  maxRefDepth?: number;
  /** The longest hostile string, in UTF-16 units. Default 20 000. */
  maxStringLength?: number;
  /** The deepest hostile nesting of arrays or objects. Default 64. */
  maxNestingDepth?: number;
}

/**
 * Values for a JSON Schema (the subset zod 4 and @hono/zod-openapi emit for OpenAPI 3.1), as a weighted mix of
 * values the schema accepts, values at its edges, and hostile values.
 */
export const arbitraryFromSchema = (
  schema: JsonSchema,
  options: SchemaArbitraryOptions = {},
): fc.Arbitrary<unknown> => {
  const context: WalkContext = {
    root: options.root ?? schema,
    refDepth: 0,
    maxRefDepth: options.maxRefDepth ?? 3,
    maxStringLength: options.maxStringLength ?? 20_000,
    maxNestingDepth: options.maxNestingDepth ?? 64,
  };
  const mix = { ...DEFAULT_VALUE_MIX, ...options.mix };
  const modes = (Object.keys(mix) as ValueMode[]).filter((mode) => mix[mode] > 0);
  if (modes.length === 0) throw new Error('arbitraryFromSchema: the mix needs at least one positive weight');
  return fc.oneof(...modes.map((mode) => ({ weight: mix[mode], arbitrary: valueArbitrary(schema, mode, context) })));
};
