// Response schemas (decision 014); the web imports only the types.
import { z } from 'zod';
import { MARKETPLACE_VIEWERS, SERVICE_CATEGORIES } from '../schemas/marketplace';

/** List and member price in US cents; present only for members. */
export const servicePriceSchema = z.object({ listPriceCents: z.number().int(), memberPriceCents: z.number().int() });
export type ServicePrice = z.infer<typeof servicePriceSchema>;

export const marketplaceServiceSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  /** The card illustration's key (the web maps it to an icon). */
  image: z.string(),
  isMemberOnly: z.boolean(),
  features: z.array(z.string()),
  /** The language of title, description and features: the asked one, or `en` where there is no translation. */
  lang: z.string(),
  price: servicePriceSchema.nullable(),
});
export type MarketplaceService = z.infer<typeof marketplaceServiceSchema>;

const viewer = z.enum(MARKETPLACE_VIEWERS);

/** `GET /api/services` answers 200 with this: active services in display order. */
export const marketplaceServiceListSchema = z.object({ viewer, services: z.array(marketplaceServiceSchema) });
export type MarketplaceServiceList = z.infer<typeof marketplaceServiceListSchema>;

/** `GET /api/services/:slug` answers 200 with this, 404 NOT_FOUND when unknown or inactive. */
export const marketplaceServiceDetailSchema = z.object({ viewer, service: marketplaceServiceSchema });
export type MarketplaceServiceDetail = z.infer<typeof marketplaceServiceDetailSchema>;
