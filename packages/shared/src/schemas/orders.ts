import { z } from 'zod';
import { serviceSlugSchema } from './service-slug';

/**
 * Marketplace orders (issue 5 points 7–8). The client sends only what it wants (slugs and quantities); the server
 * prices every line from the database, so any price a client adds is ignored (zod drops unknown keys).
 */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'partially_refunded', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const MAX_CHECKOUT_ITEMS = 50;
export const MAX_ITEM_QUANTITY = 99;

export const checkoutItemSchema = z.object({
  slug: serviceSlugSchema,
  quantity: z.number().int().min(1).max(MAX_ITEM_QUANTITY),
});

/** `POST /api/orders/checkout`: 1..50 distinct services, each 1..99 times. */
export const orderCheckoutSchema = z.object({
  items: z
    .array(checkoutItemSchema)
    .min(1)
    .max(MAX_CHECKOUT_ITEMS)
    .refine((items) => new Set(items.map((item) => item.slug)).size === items.length, {
      message: 'Each service may appear only once.',
    }),
  locale: z.string().max(35).optional(),
});
export type OrderCheckoutInput = z.input<typeof orderCheckoutSchema>;

/** "R-1A2B3C4D": the first eight hex digits of an order id, what a receipt and a support request quote. */
export const receiptNumberOf = (orderId: string) => `R-${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
