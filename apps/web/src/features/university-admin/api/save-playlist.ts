import type { CreateUniversityPlaylistInput, UpdateUniversityPlaylistInput } from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUniversity } from './get-admin-university';

export type SavePlaylistVariables =
  | { playlistId?: undefined; input: CreateUniversityPlaylistInput }
  | { playlistId: string; input: UpdateUniversityPlaylistInput };

/** `POST /api/admin/university/playlists` for a new playlist, `PATCH …/playlists/{id}` for an edit. */
export const savePlaylist = ({ playlistId, input }: SavePlaylistVariables) =>
  playlistId === undefined
    ? api.post('/api/admin/university/playlists', { json: input as CreateUniversityPlaylistInput })
    : api.patch('/api/admin/university/playlists/:playlistId', { param: { playlistId }, json: input });

export function useSavePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePlaylist, onSuccess: () => refreshUniversity(queryClient) });
}
