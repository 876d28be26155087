import type { InvitationPreview, SharedTeam, TeamAuditEntry, TeamAuditPage, TeamMember } from '@receptiva/shared';

/** Test data shaped like the server's answers (packages/shared/src/responses/team.ts). */
export const makeMember = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  id: '7b0b5f5e-4a4b-4c7e-9d0e-000000000001',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Rivera',
  phone: '+1 555 0101',
  role: 'agent',
  hasCrmAccess: true,
  hasAiAccess: false,
  status: 'active',
  hasAccount: true,
  invitationExpiresAt: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

export const INVITED = makeMember({
  id: '7b0b5f5e-4a4b-4c7e-9d0e-000000000002',
  email: 'ivy@example.com',
  firstName: 'Ivy',
  lastName: 'Chen',
  phone: null,
  role: 'manager',
  hasCrmAccess: false,
  hasAiAccess: true,
  status: 'invited',
  hasAccount: false,
  invitationExpiresAt: '2026-03-12T10:00:00.000Z',
  createdAt: '2026-03-05T10:00:00.000Z',
});

export const ACTIVE = makeMember();

export const makeAuditEntry = (overrides: Partial<TeamAuditEntry> = {}): TeamAuditEntry => ({
  id: '9c1d7e00-0000-4000-8000-000000000001',
  action: 'team.invitation_sent',
  actorLabel: 'Jane Doe',
  subjectLabel: 'Ivy Chen',
  changes: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  ...overrides,
});

export const auditPage = (entries: TeamAuditEntry[], overrides: Partial<TeamAuditPage> = {}): TeamAuditPage => ({
  entries,
  page: 1,
  pageSize: 20,
  total: entries.length,
  ...overrides,
});

export const makePreview = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  state: 'valid',
  email: 'ivy@example.com',
  inviterName: 'Jane Doe',
  firstName: 'Ivy',
  role: 'manager',
  hasCrmAccess: true,
  hasAiAccess: true,
  expiresAt: '2026-03-12T10:00:00.000Z',
  hasAccount: false,
  ...overrides,
});

export const makeSharedTeam = (overrides: Partial<SharedTeam> = {}): SharedTeam => ({
  teamMemberId: '7b0b5f5e-4a4b-4c7e-9d0e-000000000003',
  ownerId: 'owner-1',
  ownerName: 'Jane Doe',
  role: 'agent',
  hasCrmAccess: true,
  hasAiAccess: false,
  members: [
    { id: ACTIVE.id, email: ACTIVE.email, firstName: 'Sam', lastName: 'Rivera', role: 'agent', status: 'active' },
    { id: INVITED.id, email: INVITED.email, firstName: 'Ivy', lastName: 'Chen', role: 'manager', status: 'invited' },
  ],
  ...overrides,
});
