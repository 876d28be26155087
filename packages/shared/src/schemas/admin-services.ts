import { z } from 'zod';
import { SERVICE_CATEGORIES } from './marketplace';
import { serviceSlugSchema } from './service-slug';
import { serviceTextSchema, serviceTranslationsSchema } from './service-texts';

/** The highest list price an admin may set: $100,000 in cents. */
export const MAX_SERVICE_PRICE_CENTS = 10_000_000;
export const SERVICE_ADMIN_PAGE_SIZE = 25;
export const SERVICE_ADMIN_SORTS = ['sortOrder', 'title', 'listPriceCents', 'updatedAt'] as const;
export type ServiceAdminSort = (typeof SERVICE_ADMIN_SORTS)[number];
export const SERVICE_ADMIN_STATES = ['active', 'archived'] as const;

/**
 * The card's picture: a built-in illustration's key (`phone`, `message-square`…), an https address, or a path on
 * this site (`/images/…`). Never `http:`, `javascript:` or a protocol-relative `//host`.
 */
export const serviceImageSchema = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .refine(
    (value) =>
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ||
      /^\/(?!\/)[^\s\\]*$/.test(value) ||
      (/^https:\/\/[^\s\\]+$/.test(value) && URL.canParse(value)),
    'Use an https:// address, a path on this site starting with /, or an illustration name.',
  );

/** `GET /api/admin/services`: search in titles and slug, active or archived, a category, a sort, a page. */
export const adminServiceListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  state: z.enum(SERVICE_ADMIN_STATES).optional(),
  category: z.enum(SERVICE_CATEGORIES).optional(),
  sort: z.enum(SERVICE_ADMIN_SORTS).default('sortOrder'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminServiceListQuery = z.input<typeof adminServiceListQuerySchema>;

export const adminServiceParamsSchema = z.object({ serviceId: z.uuid() });

/**
 * What the editor saves: the English texts (required) and the other languages (optional, each all or nothing,
 * decision 025), the list price in whole cents (the page takes dollars), switches, category, picture and position.
 */
export const serviceInputSchema = z.object({
  slug: serviceSlugSchema,
  ...serviceTextSchema.shape,
  translations: serviceTranslationsSchema.default({}),
  listPriceCents: z.number().int().min(1).max(MAX_SERVICE_PRICE_CENTS),
  category: z.enum(SERVICE_CATEGORIES),
  image: serviceImageSchema,
  isMemberOnly: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.number().int().min(0).max(1_000_000),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;

/** A service as the admin sees it: every field, every language, both states. */
export const adminServiceSchema = serviceInputSchema.extend({
  id: z.uuid(),
  translations: serviceTranslationsSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

export const adminServiceListSchema = z.object({
  services: z.array(adminServiceSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminServiceList = z.infer<typeof adminServiceListSchema>;

/**
 * Dollars typed on the page ("1,997.50", "$49") to whole cents, or null when it is not a positive amount with at
 * most two decimals up to $100,000.
 */
export function dollarsToCents(input: string): number | null {
  const cleaned = input.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,6}(?:\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents >= 1 && cents <= MAX_SERVICE_PRICE_CENTS ? cents : null;
}
