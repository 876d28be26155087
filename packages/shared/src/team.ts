/** Spec §5: what a new team member gets unless the owner says otherwise. */
export const TEAM_ROLES = ['agent', 'manager', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const DEFAULT_TEAM_ROLE: TeamRole = 'agent';
export const TEAM_MEMBER_DEFAULTS = { role: DEFAULT_TEAM_ROLE, hasCrmAccess: true, hasAiAccess: false } as const;

/** `invited` until the invitee accepts; `active` grants team access (spec §4); `revoked` when the owner withdrew it. */
export const TEAM_MEMBER_STATUSES = ['invited', 'active', 'revoked'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

/** An invitation link is valid this long, once. */
export const TEAM_INVITATION_VALID_DAYS = 7;

/** How many people one owner's team may hold (Admin → Settings `teamMemberLimit`). */
export const DEFAULT_TEAM_MEMBER_LIMIT = 50;

/** The fallback inviter name of spec §7 when the owner's profile has no full name. */
export const UNKNOWN_INVITER_NAME = 'Someone';

/** Every change to a team that the owner's audit trail records. */
export const TEAM_AUDIT_ACTIONS = [
  'team.member_added',
  'team.member_linked',
  'team.invitation_sent',
  'team.invitation_resent',
  'team.invitation_revoked',
  'team.invitation_accepted',
  'team.member_updated',
  'team.member_removed',
  'team.member_left',
] as const;
export type TeamAuditAction = (typeof TEAM_AUDIT_ACTIONS)[number];

/** Audit-trail pages on the team screen. */
export const TEAM_AUDIT_PAGE_SIZE = 20;
