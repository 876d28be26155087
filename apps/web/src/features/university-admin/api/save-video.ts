import type { CreateUniversityVideoInput, UpdateUniversityVideoInput } from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUniversity } from './get-admin-university';

export type SaveVideoVariables =
  | { videoId?: undefined; playlistId: string; input: CreateUniversityVideoInput }
  | { videoId: string; input: UpdateUniversityVideoInput };

/** `POST …/playlists/{id}/videos` for a new video (last in its playlist), `PATCH …/videos/{id}` for an edit. */
export const saveVideo = (variables: SaveVideoVariables) =>
  variables.videoId === undefined
    ? api.post('/api/admin/university/playlists/:playlistId/videos', {
        param: { playlistId: variables.playlistId },
        json: variables.input,
      })
    : api.patch('/api/admin/university/videos/:videoId', {
        param: { videoId: variables.videoId },
        json: variables.input,
      });

export function useSaveVideo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveVideo, onSuccess: () => refreshUniversity(queryClient) });
}
