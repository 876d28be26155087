import type { UniversityProgress } from '@receptiva/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

const progressKey = (userId: string) => ['university', 'progress', userId] as const;

export const getUniversityProgress = (signal?: AbortSignal): Promise<UniversityProgress> =>
  api.get('/api/university/progress', {}, { signal });

/**
 * The signed-in person's watched videos. Personal, so never part of the shared server render: it is asked for once
 * the session is known, after hydration. `userId` is null for visitors and while the session is unknown.
 */
export function useUniversityProgress() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const query = useQuery({
    queryKey: progressKey(userId ?? ''),
    queryFn: ({ signal }) => getUniversityProgress(signal),
    enabled: userId !== null,
    staleTime: 60_000,
  });
  const watched = new Set(query.data?.watched.map((entry) => entry.videoId));
  return { userId, watched, isReady: query.isSuccess };
}

interface WatchedChange {
  videoId: string;
  watched: boolean;
}

/**
 * Marks a video watched or not. The check changes at once; a refused change puts it back and the caller says so.
 */
export function useSetVideoWatched(userId: string) {
  const queryClient = useQueryClient();
  const key = progressKey(userId);
  return useMutation({
    mutationFn: async ({ videoId, watched }: WatchedChange): Promise<void> => {
      if (watched) await api.put('/api/university/progress/:videoId', { param: { videoId } });
      else await api.delete('/api/university/progress/:videoId', { param: { videoId } });
    },
    onMutate: async ({ videoId, watched }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<UniversityProgress>(key);
      const others = (before?.watched ?? []).filter((entry) => entry.videoId !== videoId);
      queryClient.setQueryData<UniversityProgress>(key, {
        watched: watched ? [...others, { videoId, watchedAt: new Date().toISOString() }] : others,
      });
      return { before };
    },
    onError: (_error, _change, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
