import { describe, expect, it } from 'vitest';
import { type JsonSchema, type JsonSchemaObject, resolvePointer } from './json-schema';
import { mergeAllOf } from './merge-all-of';

const root = {
  components: { schemas: { Named: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } } },
};
const resolve = (schema: JsonSchema): JsonSchemaObject =>
  typeof schema === 'object' && schema.$ref
    ? (resolvePointer(root, schema.$ref) as JsonSchemaObject)
    : (schema as JsonSchemaObject);

describe('mergeAllOf', () => {
  it('keeps the stricter bound and narrows number with integer to integer', () => {
    const merged = mergeAllOf(
      {
        allOf: [
          { type: 'number', minimum: 0, maximum: 10 },
          { type: 'integer', minimum: 2 },
        ],
      },
      resolve,
    );
    expect(merged).toEqual({ type: 'integer', minimum: 2, maximum: 10, 'x-patterns': [] });
  });

  it('unites properties and required keys, following $refs', () => {
    const merged = mergeAllOf(
      {
        allOf: [
          { $ref: '#/components/schemas/Named' },
          { type: 'object', properties: { age: { type: 'integer' } }, required: ['age'] },
        ],
      },
      resolve,
    );
    expect(merged.properties).toEqual({ name: { type: 'string' }, age: { type: 'integer' } });
    expect(merged.required).toEqual(['name', 'age']);
  });

  it('keeps every pattern, as zod writes startsWith and endsWith', () => {
    const merged = mergeAllOf({ type: 'string', allOf: [{ pattern: '^ab.*' }, { pattern: '.*z$' }] }, resolve);
    expect(merged).toMatchObject({ type: 'string', pattern: '^ab.*', 'x-patterns': ['.*z$'] });
  });
});
