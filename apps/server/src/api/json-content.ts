import { z } from '@hono/zod-openapi';

/** A JSON response of a route declaration. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required JSON request body of a route declaration. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** An HTML page (the test-mode checkout, the API reference). */
export const htmlResponse = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});
