// Response schemas of the team feature (decision 014); the web imports only the types.
import { z } from 'zod';
import { TEAM_AUDIT_ACTIONS, TEAM_MEMBER_STATUSES, TEAM_ROLES } from '../team';

/** One row of an owner's team list. */
export const teamMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(TEAM_ROLES).or(z.string()),
  hasCrmAccess: z.boolean(),
  hasAiAccess: z.boolean(),
  status: z.enum(TEAM_MEMBER_STATUSES),
  /** The invited person has an account linked to this row. */
  hasAccount: z.boolean(),
  /** When the newest invitation link stops working; null when none is pending. */
  invitationExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** `GET /api/team`: the owner's team, newest first, and how many it may hold. */
export const teamListSchema = z.object({ members: z.array(teamMemberSchema), limit: z.number().int() });
export type TeamList = z.infer<typeof teamListSchema>;

/**
 * `POST /api/team`: the new row and what happened (spec §4): `linked` when the e-mail already had an account
 * ('Team member added (user already exists)'), `invited` when an invitation was sent ('Invitation sent successfully').
 */
export const addTeamMemberResultSchema = z.object({
  member: teamMemberSchema,
  outcome: z.enum(['linked', 'invited']),
  invitationSent: z.boolean(),
});
export type AddTeamMemberResult = z.infer<typeof addTeamMemberResultSchema>;

export const teamMemberResultSchema = z.object({ member: teamMemberSchema });
export const invitationSentSchema = z.object({ sent: z.literal(true), expiresAt: z.string() });
export const removedSchema = z.object({ removed: z.literal(true) });

/** A team the caller belongs to (the team view of spec §2): the owner and what the owner shares. */
export const sharedTeamSchema = z.object({
  teamMemberId: z.uuid(),
  ownerId: z.string(),
  ownerName: z.string(),
  role: z.string(),
  hasCrmAccess: z.boolean(),
  hasAiAccess: z.boolean(),
  members: z.array(
    teamMemberSchema.pick({ id: true, email: true, firstName: true, lastName: true, role: true, status: true }),
  ),
});
export type SharedTeam = z.infer<typeof sharedTeamSchema>;
export const sharedTeamsSchema = z.object({ teams: z.array(sharedTeamSchema) });

/** `POST /api/team-invitations/preview`: what a link offers, or why it no longer works. */
export const invitationPreviewSchema = z.object({
  state: z.enum(['valid', 'expired', 'revoked', 'used']),
  email: z.string(),
  inviterName: z.string(),
  firstName: z.string().nullable(),
  role: z.string(),
  hasCrmAccess: z.boolean(),
  hasAiAccess: z.boolean(),
  expiresAt: z.string(),
  /** An account with the invited e-mail exists (then "Sign in" rather than "Create your account"). */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptInvitationResultSchema = z.object({ ownerId: z.string(), ownerName: z.string() });
export type AcceptInvitationResult = z.infer<typeof acceptInvitationResultSchema>;

/** One entry of a team's audit trail. `changes` names each edited field with its value before and after. */
export const teamAuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(TEAM_AUDIT_ACTIONS),
  actorLabel: z.string(),
  subjectLabel: z.string().nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).nullable(),
  createdAt: z.string(),
});
export type TeamAuditEntry = z.infer<typeof teamAuditEntrySchema>;
export const teamAuditPageSchema = z.object({
  entries: z.array(teamAuditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TeamAuditPage = z.infer<typeof teamAuditPageSchema>;
