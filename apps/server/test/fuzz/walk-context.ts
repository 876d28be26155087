import fc from 'fast-check';
import type { JsonSchema } from './json-schema';

/** valid: satisfies the schema; edge: at or just past its bounds; hostile: wrong types, nasty text, broken shapes. */
export type ValueMode = 'valid' | 'edge' | 'hostile';

export interface WalkContext {
  /** What `$ref`s point into: the OpenAPI document, or the schema itself (`#/$defs/…`, `#`). */
  root: unknown;
  refDepth: number;
  maxRefDepth: number;
  maxStringLength: number;
  maxNestingDepth: number;
}

/** The recursion object and array arbitraries call back for their children. */
export type Walk = (schema: JsonSchema, mode: ValueMode, context: WalkContext) => fc.Arbitrary<unknown>;

/** Past maxRefDepth, recursive schemas keep only what they require (required keys, minItems) so values end. */
export const isAtDepthLimit = (context: WalkContext) => context.refDepth > context.maxRefDepth;

/**
 * A child of an edge or hostile object or array: as often valid as not, so one bad field among good ones gets past
 * the first check and deeper into a handler.
 */
export const childArbitrary = (walk: Walk, schema: JsonSchema, mode: ValueMode, context: WalkContext) =>
  mode === 'valid'
    ? walk(schema, 'valid', context)
    : fc.oneof(walk(schema, 'valid', context), walk(schema, mode, context));
