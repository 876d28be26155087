import type { AddTeamMemberInput, AddTeamMemberResult } from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshTeam } from './team-query-keys';

/** `POST /api/team`: links an existing account or sends an invitation (spec §4); the answer says which. */
export const addTeamMember = (input: AddTeamMemberInput): Promise<AddTeamMemberResult> =>
  api.post('/api/team', { json: input });

export function useAddTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addTeamMember, onSuccess: () => refreshTeam(queryClient) });
}
