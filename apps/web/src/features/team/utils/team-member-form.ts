import { type AddTeamMemberInput, addTeamMemberSchema, TEAM_MEMBER_DEFAULTS, type TeamMember } from '@receptiva/shared';
import type { z } from 'zod';
import { useZodForm } from '@/components/ui/use-zod-form';

/** The add and edit forms hold the same fields (the edit form shows the e-mail read-only). */
export type TeamMemberFormValues = Required<Omit<AddTeamMemberInput, 'locale'>>;

/** What a valid form hands over (the schema's defaults applied). */
export type TeamMemberFormOutput = z.output<typeof addTeamMemberSchema>;

/** Spec §5 defaults: role agent, CRM access on, AI assistant access off. */
export const NEW_TEAM_MEMBER: TeamMemberFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  ...TEAM_MEMBER_DEFAULTS,
};

export const formValuesOf = (member: TeamMember): TeamMemberFormValues => ({
  firstName: member.firstName ?? '',
  lastName: member.lastName ?? '',
  email: member.email,
  phone: member.phone ?? '',
  role: member.role as TeamMemberFormValues['role'],
  hasCrmAccess: member.hasCrmAccess,
  hasAiAccess: member.hasAiAccess,
});

/** Checked by the shared schema the server validates with, so both sides agree on every rule. */
export const useTeamMemberForm = (defaultValues: TeamMemberFormValues) =>
  useZodForm(addTeamMemberSchema, { defaultValues });

export type TeamMemberForm = ReturnType<typeof useTeamMemberForm>;
