import { z } from 'zod';
import { ADMIN_USER_SORTS, GRANTABLE_ROLES } from '../admin-users';
import { ROLES } from '../roles';
import { MEMBERSHIP_STATES } from '../subscription-states';

/** `GET /api/admin/users`: search in name and e-mail, a role, a membership state, a sort, a page. */
export const adminUserListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  role: z.enum(ROLES).optional(),
  membership: z.enum(MEMBERSHIP_STATES).optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserParamsSchema = z.object({ userId: z.string().trim().min(1).max(100) });

/** `revoke-sessions`, `send-password-reset`, `resend-confirmation`: through better-auth, audited. */
export const ADMIN_ACCOUNT_ACTIONS = ['revoke-sessions', 'send-password-reset', 'resend-confirmation'] as const;
export const adminUserActionParamsSchema = adminUserParamsSchema.extend({ action: z.enum(ADMIN_ACCOUNT_ACTIONS) });

export const adminUserRoleParamsSchema = adminUserParamsSchema.extend({ role: z.enum(GRANTABLE_ROLES) });

/** A manual membership grant (decision 011: a paid `manual` order) says why, e.g. "deal made by phone". */
export const grantMembershipInputSchema = z.object({ reason: z.string().trim().min(3).max(500) });
export type GrantMembershipInput = z.input<typeof grantMembershipInputSchema>;
