import type { UniversityMoveInput } from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UniversityItemRef } from './delete-university-item';
import { refreshUniversity } from './get-admin-university';

type MoveVariables = UniversityItemRef & UniversityMoveInput;

/** `POST …/playlists/{id}/move` or `…/videos/{id}/move`: one place up or down, saved at once. */
export const moveUniversityItem = ({ kind, id, direction }: MoveVariables) =>
  kind === 'playlist'
    ? api.post('/api/admin/university/playlists/:playlistId/move', { param: { playlistId: id }, json: { direction } })
    : api.post('/api/admin/university/videos/:videoId/move', { param: { videoId: id }, json: { direction } });

export function useMoveUniversityItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveUniversityItem, onSuccess: () => refreshUniversity(queryClient) });
}
