// Response schemas of the API (decision 014): the server declares its routes with them and the OpenAPI document is
// generated from them; both apps use the inferred types. The web imports only types from these files, so they
// never add the validation library to a page.
import { z } from 'zod';
import { ROLES } from '../roles';
import { MEMBERSHIP_STATES } from '../subscription-states';

export const meResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), emailVerified: z.boolean(), createdAt: z.string() }),
  profile: z
    .object({
      email: z.string(),
      fullName: z.string().nullable(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      phone: z.string().nullable(),
      locale: z.string().nullable(),
    })
    .nullable(),
  role: z.enum([...ROLES, 'none']),
  isMember: z.boolean(),
  hasTeamAccess: z.boolean(),
  hasAiAccess: z.boolean(),
  /** Shows the header's CRM login: everyone signed in, except team-only users whose every team row has CRM off. */
  hasCrmAccess: z.boolean(),
  /** The own membership's state (decision 022): the dashboard's past-due banner and the marketplace read it. */
  membershipState: z.enum(MEMBERSHIP_STATES),
  /** Past due: when access ends unless the payment goes through (ISO); null otherwise. */
  membershipGraceEndsAt: z.string().nullable(),
});
/** What `GET /api/me` tells the client about the signed-in user. */
export type MeResponse = z.infer<typeof meResponseSchema>;

/** `GET /api/session`: always 200; `me` is null when signed out. */
export const sessionResponseSchema = z.object({ me: meResponseSchema.nullable() });
