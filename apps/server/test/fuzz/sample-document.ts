import { z } from 'zod';
import type { OpenApiDocument } from './openapi-document';

/**
 * The body of `POST /api/things/{id}` in zod, and below it in JSON as @hono/zod-openapi 1.6.3 (zod-to-openapi 9.1)
 * writes it into `doc31()`: copied from that library's output, including what it leaves out (the `.refine`, the
 * `.trim()`), so the generators are tested on the real dialect without depending on the library.
 */
export const checkoutItemZod = z.object({
  slug: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  quantity: z.number().int().min(1).max(99),
});

type TreeNode = { name: string; children: TreeNode[] };
const treeNodeZod: z.ZodType<TreeNode> = z.lazy(() => z.object({ name: z.string(), children: z.array(treeNodeZod) }));

export const thingBodyZod = z.object({
  items: z
    .array(checkoutItemZod)
    .min(1)
    .max(50)
    .refine((items) => new Set(items.map((item) => item.slug)).size === items.length),
  locale: z.string().max(35).optional(),
  note: z.string().nullable().optional(),
  when: z.iso.datetime({ offset: true }),
  id: z.uuid(),
  kind: z.enum(['a', 'b']).default('a'),
  ratio: z.number().gt(0).lt(10),
  pair: z.tuple([z.string(), z.number()]),
  counts: z.record(z.string(), z.number()),
  strict: z.strictObject({ a: z.string() }),
  shape: z.discriminatedUnion('k', [z.object({ k: z.literal('a') }), z.object({ k: z.literal('b'), v: z.number() })]),
  title: z.string().trim().min(1),
  tree: treeNodeZod.optional(),
});

export const sampleDocument: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Receptiva API (sample)', version: '1' },
  components: {
    schemas: {
      TreeNode: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/TreeNode' } },
        },
        required: ['name', 'children'],
      },
      CheckoutItem: {
        type: 'object',
        properties: {
          slug: { type: 'string', minLength: 1, maxLength: 80, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' },
          quantity: { type: 'integer', minimum: 1, maximum: 99 },
        },
        required: ['slug', 'quantity'],
      },
    },
    parameters: {},
  },
  paths: {
    '/api/things/{id}': {
      post: {
        'x-access': 'member',
        parameters: [
          { schema: { type: 'string', maxLength: 300 }, required: true, name: 'id', in: 'path' },
          { schema: { type: 'integer', minimum: 1 }, required: false, name: 'page', in: 'query' },
          { schema: { type: 'array', items: { type: 'string' } }, required: false, name: 'tags', in: 'query' },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  items: {
                    type: 'array',
                    items: { $ref: '#/components/schemas/CheckoutItem' },
                    minItems: 1,
                    maxItems: 50,
                  },
                  locale: { type: 'string', maxLength: 35 },
                  note: { type: ['string', 'null'] },
                  when: { type: 'string', format: 'date-time' },
                  id: { type: 'string', format: 'uuid' },
                  kind: { type: 'string', enum: ['a', 'b'], default: 'a' },
                  ratio: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 10 },
                  pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }] },
                  counts: { type: 'object', additionalProperties: { type: 'number' } },
                  strict: {
                    type: 'object',
                    properties: { a: { type: 'string' } },
                    required: ['a'],
                    additionalProperties: false,
                  },
                  shape: {
                    oneOf: [
                      { type: 'object', properties: { k: { type: 'string', enum: ['a'] } }, required: ['k'] },
                      {
                        type: 'object',
                        properties: { k: { type: 'string', enum: ['b'] }, v: { type: 'number' } },
                        required: ['k', 'v'],
                      },
                    ],
                  },
                  title: { type: 'string', minLength: 1 },
                  tree: { $ref: '#/components/schemas/TreeNode' },
                },
                required: ['items', 'when', 'id', 'ratio', 'pair', 'counts', 'strict', 'shape', 'title'],
              },
            },
          },
        },
        responses: { 200: { description: 'The thing' } },
      },
    },
    '/api/things/{id}/parts/{partId}': {
      delete: {
        'x-access': 'admin',
        parameters: [
          { schema: { type: 'string', maxLength: 300 }, required: true, name: 'id', in: 'path' },
          { schema: { type: 'string', format: 'uuid' }, required: true, name: 'partId', in: 'path' },
        ],
        responses: { 204: { description: 'Deleted' } },
      },
    },
    '/api/tree': {
      get: {
        'x-access': 'public',
        parameters: [{ schema: { type: 'string' }, required: true, name: 'root', in: 'query' }],
        responses: {
          200: {
            description: 'A tree',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/TreeNode' } } },
          },
        },
      },
    },
    '/api/forms': {
      post: {
        'x-access': 'public',
        requestBody: {
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                properties: { email: { type: 'string', format: 'email' } },
                required: ['email'],
              },
            },
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: { type: 'string' } }, required: ['file'] },
            },
          },
        },
        responses: { 204: { description: 'Received' } },
      },
    },
    '/api/webhooks/payments': {
      post: {
        'x-access': 'signed',
        parameters: [
          { schema: { type: 'string' }, required: true, name: 'stripe-signature', in: 'header' },
          { schema: { type: 'string' }, required: false, name: 'sid', in: 'cookie' },
        ],
        requestBody: { content: { 'application/json': { schema: {} } } },
        responses: { 200: { description: 'Accepted' } },
      },
    },
  },
};
