import { z } from 'zod';

/** A marketplace service's slug, as `GET /api/services/:slug` and the checkout accept it. */
export const serviceSlugSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.');
