import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUniversity } from './get-admin-university';

export interface UniversityItemRef {
  kind: 'playlist' | 'video';
  id: string;
}

/** `DELETE …/playlists/{id}` (with its videos) or `DELETE …/videos/{id}`. */
export const deleteUniversityItem = ({ kind, id }: UniversityItemRef) =>
  kind === 'playlist'
    ? api.delete('/api/admin/university/playlists/:playlistId', { param: { playlistId: id } })
    : api.delete('/api/admin/university/videos/:videoId', { param: { videoId: id } });

export function useDeleteUniversityItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUniversityItem, onSuccess: () => refreshUniversity(queryClient) });
}
