/**
 * The JSON Schema (draft 2020-12) subset that zod 4 and @hono/zod-openapi emit for OpenAPI 3.1, as plain data.
 * `true` means "anything", `false` means "nothing" (a closed tuple's `items: false`).
 */
export type JsonSchema = boolean | JsonSchemaObject;

export interface JsonSchemaObject {
  $ref?: string;
  type?: JsonType | JsonType[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  /** OpenAPI 3.0 spelling; 3.1 documents use a type array instead, both are honoured. */
  nullable?: boolean;
  [keyword: string]: unknown;
}

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

const ALL_TYPES: JsonType[] = ['string', 'number', 'integer', 'boolean', 'null', 'object', 'array'];

/** Follows a local reference (`#`, `#/components/schemas/Thing`, `#/$defs/Thing`) inside `root`. */
export const resolvePointer = (root: unknown, ref: string): unknown => {
  if (!ref.startsWith('#')) throw new Error(`Only local references are supported, got ${ref}`);
  const tokens = ref
    .slice(1)
    .split('/')
    .filter((token) => token !== '')
    .map((token) => decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~'));
  let node = root;
  for (const token of tokens) {
    if (node === null || typeof node !== 'object' || !(token in node)) throw new Error(`Unresolvable $ref ${ref}`);
    node = (node as Record<string, unknown>)[token];
  }
  return node;
};

const typeOfEnumValue = (value: unknown): JsonType => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
};

/** The JSON types a schema admits: declared, or inferred from its keywords; every type when nothing says. */
export const schemaTypes = (schema: JsonSchemaObject): JsonType[] => {
  const declared = schema.type === undefined ? [] : [schema.type].flat();
  const types = declared.length > 0 ? declared : inferTypes(schema);
  return schema.nullable && !types.includes('null') ? [...types, 'null'] : types;
};

const inferTypes = (schema: JsonSchemaObject): JsonType[] => {
  if (schema.const !== undefined) return [typeOfEnumValue(schema.const)];
  if (schema.enum) return [...new Set(schema.enum.map(typeOfEnumValue))];
  if (schema.properties || schema.required || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items !== undefined || schema.prefixItems || schema.minItems !== undefined) return ['array'];
  if (schema.pattern || schema.format || schema.minLength !== undefined || schema.maxLength !== undefined) {
    return ['string'];
  }
  if (schema.minimum !== undefined || schema.maximum !== undefined || schema.multipleOf !== undefined) {
    return ['number'];
  }
  return ALL_TYPES;
};

/** The types a value of these types must not have: the "wrong type" a hostile client sends. */
export const otherTypes = (types: JsonType[]): JsonType[] =>
  ALL_TYPES.filter((type) => !types.includes(type) && !(type === 'integer' && types.includes('number')));
