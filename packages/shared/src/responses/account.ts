// Response schemas of the account settings (decision 014); the web imports only the types.
import { z } from 'zod';

/**
 * Why the account cannot be deleted now: `commitment` while a paid membership's 12-month commitment runs (not
 * cancelled, end in the future); `admin-account` for the account named by the server's ADMIN_EMAIL.
 */
export const ACCOUNT_DELETION_BLOCKERS = ['commitment', 'admin-account'] as const;
export type AccountDeletionBlocker = (typeof ACCOUNT_DELETION_BLOCKERS)[number];

/** `GET /api/account`: what the settings page needs beyond `/api/me`. */
export const accountOverviewSchema = z.object({
  deletion: z.object({
    allowed: z.boolean(),
    reason: z.enum(ACCOUNT_DELETION_BLOCKERS).nullable(),
    /** When the running commitment ends (with reason `commitment`), else null. */
    commitmentEndsAt: z.string().nullable(),
  }),
});
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

/** One signed-in session of the caller. `id` is opaque: it names the session, it cannot sign anyone in. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** Read from the user agent ("Chrome", "Safari"…); null when it says nothing we recognise. */
  browser: z.string().nullable(),
  /** "Windows", "macOS", "Linux", "Android", "iOS"…; null when unknown. */
  os: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  /** The session's last refresh (better-auth's `updatedAt`). */
  lastSeenAt: z.string(),
  /** The session this request came with. */
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** `GET /api/account/sessions`: the caller's active sessions, the current one first, then the most recently seen. */
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;

export const sessionRevokedSchema = z.object({ revoked: z.literal(true) });
/** `POST /api/account/sessions/revoke-others`: how many sessions were signed out. */
export const otherSessionsRevokedSchema = z.object({ revoked: z.number().int() });
/** `DELETE /api/account`: the account and its personal data are gone; the answer clears the session cookie. */
export const accountDeletedSchema = z.object({ deleted: z.literal(true) });
