// Response schemas (decision 014); the web imports only the types.
import { z } from 'zod';
import { adminOrderRowSchema } from '../admin-orders';
import { ROLES } from '../roles';
import { MEMBERSHIP_STATES } from '../subscription-states';

const role = z.enum(ROLES);
const membershipState = z.enum(MEMBERSHIP_STATES);

/** One row of /admin/users. */
export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role,
  membership: membershipState,
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

const membershipOrderSchema = z.object({
  id: z.string(),
  planName: z.string(),
  amountCents: z.number().int(),
  status: z.string(),
  provider: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The reason an admin gave for a manual grant. */
  reason: z.string().nullable(),
});

/** `GET /api/admin/users/{userId}`: everything /admin/users/{userId} shows. */
export const adminUserDetailSchema = z.object({
  profile: adminUserRowSchema.extend({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    locale: z.string().nullable(),
  }),
  /** The stored roles (`admin`, `member` = staff). */
  roles: z.array(z.string()),
  /** The ADMIN_EMAIL account: admin whatever is stored, never demoted. */
  isBootstrapAdmin: z.boolean(),
  membership: z.object({
    state: membershipState,
    /** The active manual grant an admin may cancel, if any. */
    grantedOrderId: z.string().nullable(),
    orders: z.array(membershipOrderSchema),
  }),
  orders: z.object({
    count: z.number().int(),
    paidCents: z.number().int(),
    latestAt: z.string().nullable(),
    /** Their latest orders of both kinds, newest first, as /admin/orders lists them. */
    recent: z.array(adminOrderRowSchema),
  }),
  teams: z.object({
    /** People on this user's own team (invited or active). */
    ownedMembers: z.number().int(),
    /** The teams this user belongs to, by their owner's e-mail. */
    memberOf: z.array(z.object({ ownerEmail: z.string(), status: z.string() })),
  }),
  sessions: z.number().int(),
  audit: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      actorLabel: z.string(),
      changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
