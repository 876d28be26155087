import type { UniversityProgress } from '@receptiva/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
 * Marks a video watched or not. The check changes within the click itself: a query-cache update reaches its
 * observers a tick later, and React puts a controlled checkbox back to its rendered value before that, so the
 * change is also held in local state until the server has answered. A refused change goes back and the caller
 * says so.
 */
export function useSetVideoWatched(userId: string) {
  const queryClient = useQueryClient();
  const key = progressKey(userId);
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const mutation = useMutation({
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
    onSettled: (_data, _error, { videoId, watched }) => {
      setPending((current) => {
        if (current.get(videoId) !== watched) return current;
        const next = new Map(current);
        next.delete(videoId);
        return next;
      });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });

  const setWatched = (change: WatchedChange, onError: () => void) => {
    setPending((current) => new Map(current).set(change.videoId, change.watched));
    mutation.mutate(change, { onError });
  };
  /** The watched videos as the person sees them: the server's list with the changes still on their way. */
  const withPending = (watched: ReadonlySet<string>): ReadonlySet<string> => {
    if (pending.size === 0) return watched;
    const shown = new Set(watched);
    for (const [videoId, isWatched] of pending) {
      if (isWatched) shown.add(videoId);
      else shown.delete(videoId);
    }
    return shown;
  };
  return { setWatched, withPending };
}
