// The admin layout's global search (issue 17 point 1): users by name or e-mail, orders by receipt number or e-mail.
import { z } from 'zod';
import { refundSubjectSchema } from './schemas/refunds';

/** At most this many users and this many orders per answer: a popover's worth, the full lists page the rest. */
export const ADMIN_SEARCH_LIMIT = 8;

/** `GET /api/admin/search?q=`: two to a hundred characters once trimmed. */
export const adminSearchQuerySchema = z.object({ q: z.string().trim().min(2).max(100) });
export type AdminSearchQuery = z.input<typeof adminSearchQuerySchema>;

/** The admin pages a result opens; the web's `paths.admin.user` and `paths.admin.order` build the same (a test). */
export const adminUserHref = (userId: string) => `/admin/users/${encodeURIComponent(userId)}`;
export const adminOrderHref = (kind: z.infer<typeof refundSubjectSchema>, orderId: string) =>
  `/admin/orders/${kind}/${encodeURIComponent(orderId)}`;

export const adminSearchResultSchema = z.object({
  users: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), href: z.string() })),
  orders: z.array(
    z.object({
      kind: refundSubjectSchema,
      id: z.string(),
      receiptNumber: z.string(),
      customerEmail: z.string(),
      customerName: z.string(),
      totalCents: z.number().int(),
      currency: z.string(),
      createdAt: z.string(),
      href: z.string(),
    }),
  ),
});
export type AdminSearchResult = z.infer<typeof adminSearchResultSchema>;
