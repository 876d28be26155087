import { z } from 'zod';
import { TEAM_MEMBER_DEFAULTS, TEAM_ROLES } from '../team';

const email = z.string().trim().min(1).max(254).email();
const name = z.string().trim().min(1).max(100);
const phone = z
  .string()
  .trim()
  .max(40)
  .regex(/^[+()0-9.\-\s]*$/);
/** The inviter's current language, as billing and checkout send it; one the site does not offer falls back. */
const locale = z.string().max(35).optional();

/** Spec §5 defaults: role agent, CRM access on, AI assistant access off. */
export const addTeamMemberSchema = z.object({
  firstName: name,
  lastName: name,
  email,
  phone: phone.optional().default(''),
  role: z.enum(TEAM_ROLES).default(TEAM_MEMBER_DEFAULTS.role),
  hasCrmAccess: z.boolean().default(TEAM_MEMBER_DEFAULTS.hasCrmAccess),
  hasAiAccess: z.boolean().default(TEAM_MEMBER_DEFAULTS.hasAiAccess),
  /** The page's language: the e-mails this sends are in it (else the request's language). */
  locale,
});
export type AddTeamMemberInput = z.input<typeof addTeamMemberSchema>;

/** Spec §7 "update team member by id with a partial field set": the e-mail is the invitation's and cannot change. */
export const updateTeamMemberSchema = z
  .object({
    firstName: name,
    lastName: name,
    phone,
    role: z.enum(TEAM_ROLES),
    hasCrmAccess: z.boolean(),
    hasAiAccess: z.boolean(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to update' });
export type UpdateTeamMemberInput = z.input<typeof updateTeamMemberSchema>;

export const teamMemberParamsSchema = z.object({ memberId: z.uuid() });

/**
 * Spec §7 `send-team-invitation`. The server trusts only `teamMemberId` (it must be one of the caller's rows); the
 * other fields must agree with that row, and the inviter's name is always read from the caller's profile.
 */
export const sendTeamInvitationSchema = z.object({
  teamMemberId: z.uuid(),
  email,
  firstName: name.optional(),
  lastName: name.optional(),
  inviterName: z.string().trim().max(201).optional(),
  hasAiAccess: z.boolean().optional(),
  locale,
});
export type SendTeamInvitationInput = z.input<typeof sendTeamInvitationSchema>;

/** The secret of an invitation link: 43 url-safe characters (32 random bytes). */
export const invitationTokenSchema = z.object({
  token: z
    .string()
    .trim()
    .min(20)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
