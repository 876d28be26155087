import type { TeamMember, UpdateTeamMemberInput } from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshTeam } from './team-query-keys';

export interface UpdateTeamMemberVariables {
  memberId: string;
  input: UpdateTeamMemberInput;
}

/** `PATCH /api/team/{memberId}`: names, phone, role and the two access switches; the e-mail never changes. */
export const updateTeamMember = ({ memberId, input }: UpdateTeamMemberVariables): Promise<{ member: TeamMember }> =>
  api.patch('/api/team/:memberId', { param: { memberId }, json: input });

export function useUpdateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTeamMember, onSuccess: () => refreshTeam(queryClient) });
}
