import { analyticsEventSchema, demoBookingSchema, orderCheckoutSchema, signUpBodySchema } from '@receptiva/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JsonSchema } from './json-schema';
import { arbitraryFromSchema, type SchemaArbitraryOptions } from './json-schema-arbitrary';
import { sampleDocument, thingBodyZod } from './sample-document';

const ONLY_VALID = { mix: { valid: 1, edge: 0, hostile: 0 } };
const ONLY_EDGE = { mix: { valid: 0, edge: 1, hostile: 0 } };
const ONLY_HOSTILE = { mix: { valid: 0, edge: 0, hostile: 1 } };

/** Fixed seeds: the shares below are facts about the generator, not about luck. */
const sample = (schema: JsonSchema, options: SchemaArbitraryOptions = {}, numRuns = 1000) =>
  fc.sample(arbitraryFromSchema(schema, options), { numRuns, seed: 20_240_501 });

const shareAccepted = (values: unknown[], zodSchema: z.ZodType) =>
  values.filter((value) => zodSchema.safeParse(value).success).length / values.length;

const asJson = (value: unknown) => JSON.stringify(value) ?? 'undefined';

const thingBody = (
  sampleDocument.paths['/api/things/{id}']!.post as { requestBody: { content: Record<string, { schema: JsonSchema }> } }
).requestBody.content['application/json']!.schema;

/** The shared request schemas as `z.toJSONSchema` (draft 2020-12, input side) emits them. */
const sharedSchemas: [string, z.ZodType][] = [
  ['orderCheckoutSchema', orderCheckoutSchema],
  ['demoBookingSchema', demoBookingSchema],
  ['signUpBodySchema', signUpBodySchema],
  ['analyticsEventSchema', analyticsEventSchema],
];

describe('arbitraryFromSchema on schemas zod emits', () => {
  it.each(sharedSchemas)(
    '%s: at least a quarter of the default mix passes zod, nearly all of the valid part',
    (_name, zodSchema) => {
      const jsonSchema = z.toJSONSchema(zodSchema, { io: 'input' }) as JsonSchema;
      expect(shareAccepted(sample(jsonSchema), zodSchema)).toBeGreaterThanOrEqual(0.25);
      expect(shareAccepted(sample(jsonSchema, ONLY_VALID, 300), zodSchema)).toBeGreaterThanOrEqual(0.95);
    },
  );

  it('the @hono/zod-openapi body with $refs into components: a quarter passes, the valid part nearly always', () => {
    const options = { root: sampleDocument };
    expect(shareAccepted(sample(thingBody, options), thingBodyZod)).toBeGreaterThanOrEqual(0.25);
    expect(shareAccepted(sample(thingBody, { ...options, ...ONLY_VALID }, 300), thingBodyZod)).toBeGreaterThanOrEqual(
      0.95,
    );
  });

  it('follows a recursive `$ref: "#"` and stops at the depth limit', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    const recursive = z.object({
      name: z.string(),
      get children() {
        return z.array(recursive);
      },
    });
    const jsonSchema = z.toJSONSchema(recursive) as JsonSchema;
    const depth = (value: Node): number => 1 + Math.max(0, ...value.children.map(depth));
    const values = sample(jsonSchema, { ...ONLY_VALID, maxRefDepth: 2 }, 200) as Node[];
    expect(shareAccepted(values, node)).toBe(1);
    expect(Math.max(...values.map(depth))).toBeLessThanOrEqual(4);
  });

  it.each([
    ['email', z.email()],
    ['uuid', z.uuid()],
    ['date-time', z.iso.datetime()],
    ['date', z.iso.date()],
    ['uri', z.url()],
  ])('valid values of format %s pass zod', (_format, zodSchema) => {
    const jsonSchema = z.toJSONSchema(zodSchema) as JsonSchema;
    expect(shareAccepted(sample(jsonSchema, ONLY_VALID, 200), zodSchema)).toBe(1);
  });

  it('unions, intersections and nullable type arrays', () => {
    const zodSchema = z.object({
      either: z.union([z.string().max(3), z.number().int()]),
      both: z.intersection(z.object({ a: z.string() }), z.object({ b: z.number() })),
      maybe: z.string().min(2).nullable(),
      prefixed: z.string().startsWith('ab').endsWith('z'),
    });
    const values = sample(z.toJSONSchema(zodSchema, { io: 'input' }) as JsonSchema, ONLY_VALID, 300);
    expect(shareAccepted(values, zodSchema)).toBe(1);
    expect(values.some((value) => (value as { maybe: unknown }).maybe === null)).toBe(true);
    expect(values.some((value) => typeof (value as { maybe: unknown }).maybe === 'string')).toBe(true);
  });

  it('falls back to plain strings for a pattern fast-check cannot generate from', () => {
    const values = sample({ type: 'string', pattern: '(?<=a)b' }, ONLY_VALID, 50);
    expect(values.every((value) => typeof value === 'string')).toBe(true);
  });
});

describe('edge values', () => {
  it('strings at exactly minLength and maxLength, and one past each', () => {
    const lengths = new Set(
      sample({ type: 'string', minLength: 3, maxLength: 10 }, ONLY_EDGE, 300).map((v) => (v as string).length),
    );
    for (const length of [2, 3, 10, 11]) expect(lengths).toContain(length);
  });

  it('integers at and past their bounds, and fractions beside them', () => {
    const values = new Set(sample({ type: 'integer', minimum: 1, maximum: 99 }, ONLY_EDGE, 300));
    for (const value of [0, 1, 99, 100, 1.5, 98.5]) expect(values).toContain(value);
  });

  it('exclusive bounds themselves', () => {
    const values = new Set(sample({ type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 10 }, ONLY_EDGE, 300));
    expect(values).toContain(0);
    expect(values).toContain(10);
  });

  it('arrays of exactly minItems and maxItems items, and one past each', () => {
    const schema: JsonSchema = { type: 'array', items: { type: 'integer' }, minItems: 1, maxItems: 5 };
    const lengths = new Set(sample(schema, ONLY_EDGE, 300).map((v) => (v as unknown[]).length));
    for (const length of [0, 1, 5, 6]) expect(lengths).toContain(length);
  });
});

describe('hostile values', () => {
  const textSchema: JsonSchema = {
    type: 'object',
    properties: { name: { type: 'string', maxLength: 100 } },
    required: ['name'],
  };

  it('put NUL and lone surrogates into strings, within the length limit as well as beyond it', () => {
    const texts = sample(textSchema, ONLY_HOSTILE).map(asJson);
    expect(texts.some((text) => text.includes('\\u0000'))).toBe(true);
    expect(texts.some((text) => /\\ud[89ab][0-9a-f]{2}/.test(text))).toBe(true);
    expect(texts.some((text) => /\\ud[c-f][0-9a-f]{2}/.test(text))).toBe(true);
    expect(texts.some((text) => text.length > 10_000)).toBe(true);
  });

  it('send wrong types, null, missing required keys, unknown keys and deep nesting', () => {
    const values = sample(textSchema, ONLY_HOSTILE);
    const objects = values.filter(
      (v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v),
    );
    expect(values.some((value) => Array.isArray(value) || typeof value === 'string')).toBe(true);
    expect(values).toContain(null);
    expect(objects.some((object) => !('name' in object))).toBe(true);
    expect(objects.some((object) => Object.hasOwn(object, '__proto__'))).toBe(true);
    expect(objects.some((object) => typeof object.name === 'number')).toBe(true);
    expect(values.map(asJson).some((text) => text.startsWith('{"name":{"name":{"name":'))).toBe(true);
  });

  it('give numbers like -0, 1e308, 2^53+1 and fractions where integers belong', () => {
    const values = sample({ type: 'integer', minimum: 0 }, ONLY_HOSTILE);
    expect(values.some((value) => Object.is(value, -0))).toBe(true);
    for (const value of [1e308, -1e308, 2 ** 53 + 1, 1.5]) expect(values).toContain(value);
    expect(values.some((value) => typeof value === 'string')).toBe(true);
  });

  it('keep nesting within maxNestingDepth', () => {
    const depth = (value: unknown): number =>
      typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depth)) : 0;
    const values = sample(textSchema, { ...ONLY_HOSTILE, maxNestingDepth: 20 });
    expect(Math.max(...values.map(depth))).toBeLessThanOrEqual(22);
  });
});

describe('the mix', () => {
  it('refuses a mix without any positive weight', () => {
    expect(() => arbitraryFromSchema({ type: 'string' }, { mix: { valid: 0, edge: 0, hostile: 0 } })).toThrow(
      /positive weight/,
    );
  });
});
