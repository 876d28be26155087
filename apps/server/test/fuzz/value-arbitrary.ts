import fc from 'fast-check';
import { arrayArbitrary } from './array-arbitrary';
import {
  fitLength,
  hostileNumberArbitrary,
  hostileStringArbitrary,
  longStringArbitrary,
  wrongTypeArbitrary,
} from './hostile-values';
import { type JsonSchema, type JsonSchemaObject, type JsonType, resolvePointer, schemaTypes } from './json-schema';
import { mergeAllOf } from './merge-all-of';
import { edgeNumberArbitrary, validNumberArbitrary } from './number-arbitrary';
import { objectArbitrary } from './object-arbitrary';
import { edgeStringArbitrary, validStringArbitrary } from './string-arbitrary';
import type { ValueMode, WalkContext } from './walk-context';

const asObject = (schema: JsonSchema): JsonSchemaObject => (typeof schema === 'boolean' ? {} : schema);

const followRefs = (schema: JsonSchema, context: WalkContext): JsonSchemaObject => {
  let node = asObject(schema);
  for (let hops = 0; node.$ref !== undefined && hops < 32; hops++) {
    const { $ref, ...siblings } = node;
    node = { ...asObject(resolvePointer(context.root, $ref) as JsonSchema), ...siblings };
  }
  return node;
};

const anyJsonArbitrary = (mode: ValueMode, context: WalkContext) =>
  mode === 'hostile'
    ? fc.oneof(hostileStringArbitrary(context.maxStringLength), hostileNumberArbitrary(), fc.constant(null))
    : fc.jsonValue({ maxDepth: 2 });

const enumArbitrary = (values: unknown[], mode: ValueMode, context: WalkContext): fc.Arbitrary<unknown> => {
  const valid = fc.constantFrom(...values);
  if (mode === 'valid') return valid;
  const texts = values.filter((value): value is string => typeof value === 'string');
  const nearMisses = texts.flatMap((text) => [text.toUpperCase(), ` ${text}`, `${text}x`, text.slice(0, -1)]);
  if (mode === 'edge') return nearMisses.length > 0 ? fc.oneof(valid, fc.constantFrom(...nearMisses)) : valid;
  return fc.oneof(hostileStringArbitrary(context.maxStringLength), hostileNumberArbitrary(), fc.constant(null));
};

const stringArbitrary = (schema: JsonSchemaObject, mode: ValueMode, context: WalkContext) => {
  const valid = validStringArbitrary(schema);
  if (mode === 'valid') return valid;
  if (mode === 'edge')
    return fc.oneof({ weight: 2, arbitrary: edgeStringArbitrary(schema, context.maxStringLength) }, valid);
  const hostile = hostileStringArbitrary(context.maxStringLength);
  // Fitted hostile text passes validation and reaches the handler and the database: the likeliest 500s.
  const fitted = hostile.map((text) => fitLength(text, schema.minLength, schema.maxLength));
  return fc.oneof({ weight: 3, arbitrary: fitted }, hostile, longStringArbitrary(context.maxStringLength));
};

const numberArbitrary = (schema: JsonSchemaObject, mode: ValueMode, isInteger: boolean) => {
  const valid = validNumberArbitrary(schema, isInteger);
  if (mode === 'valid') return valid;
  if (mode === 'edge') return fc.oneof({ weight: 2, arbitrary: edgeNumberArbitrary(schema, isInteger) }, valid);
  return hostileNumberArbitrary();
};

const typeArbitrary = (
  type: JsonType,
  schema: JsonSchemaObject,
  mode: ValueMode,
  context: WalkContext,
): fc.Arbitrary<unknown> => {
  switch (type) {
    case 'string':
      return stringArbitrary(schema, mode, context);
    case 'number':
    case 'integer':
      return numberArbitrary(schema, mode, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'object':
      return objectArbitrary(schema, mode, context, valueArbitrary);
    case 'array':
      return arrayArbitrary(schema, mode, context, valueArbitrary);
  }
};

const typedArbitrary = (schema: JsonSchemaObject, mode: ValueMode, context: WalkContext) => {
  const values = schema.const !== undefined ? [schema.const] : schema.enum;
  if (values && values.length > 0) return enumArbitrary(values, mode, context);
  const types = schemaTypes(schema);
  if (types.length === 7) return anyJsonArbitrary(mode, context);
  const own = fc.oneof(...types.map((type) => typeArbitrary(type, schema, mode, context)));
  const wrongType = mode === 'hostile' ? wrongTypeArbitrary(types) : undefined;
  return wrongType ? fc.oneof({ weight: 4, arbitrary: own }, { weight: 1, arbitrary: wrongType }) : own;
};

/** The arbitrary for one schema node in one mode; objects and arrays recurse through here. */
export const valueArbitrary = (schema: JsonSchema, mode: ValueMode, context: WalkContext): fc.Arbitrary<unknown> => {
  if (schema === true) return anyJsonArbitrary(mode, context);
  if (schema === false) return anyJsonArbitrary('hostile', context);
  if (schema.$ref !== undefined) {
    const deeper = { ...context, refDepth: context.refDepth + 1 };
    if (deeper.refDepth > context.maxRefDepth + 3) return fc.constant(null);
    return valueArbitrary(followRefs(schema, context), mode, deeper);
  }
  if (schema.allOf)
    return valueArbitrary(
      mergeAllOf(schema, (part) => followRefs(part, context)),
      mode,
      context,
    );
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...siblings } = schema;
    const merged = branches.map((branch) => (typeof branch === 'boolean' ? branch : { ...siblings, ...branch }));
    return fc.oneof(...merged.map((branch) => valueArbitrary(branch, mode, context)));
  }
  return typedArbitrary(schema, mode, context);
};
