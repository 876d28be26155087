import type { DiyProgress, DiyStepId } from '@receptiva/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

const progressKey = (userId: string) => ['diy-progress', userId] as const;

export const getDiyProgress = (signal?: AbortSignal): Promise<DiyProgress> =>
  api.get('/api/diy-progress', {}, { signal });

/**
 * The signed-in person's ticked steps. Personal, so never part of the shared server render: asked for once the
 * session is known. `userId` is null for visitors and while the session is unknown.
 */
export function useDiyProgress() {
  const { user, loading } = useAuth();
  const userId = user?.id ?? null;
  const query = useQuery({
    queryKey: progressKey(userId ?? ''),
    queryFn: ({ signal }) => getDiyProgress(signal),
    enabled: userId !== null,
    staleTime: 30_000,
  });
  const completed = new Set<DiyStepId>(query.data?.completed.map((entry) => entry.stepId));
  return { userId, isSessionLoading: loading, completed, isReady: query.isSuccess, isError: query.isError };
}

/** Ticks or unticks a step; the answer is the progress as stored, which replaces the cached one. */
export function useSetDiyStep(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stepId, done }: { stepId: DiyStepId; done: boolean }): Promise<DiyProgress> =>
      done
        ? api.put('/api/diy-progress/:stepId', { param: { stepId } })
        : api.delete('/api/diy-progress/:stepId', { param: { stepId } }),
    onSuccess: (progress) => queryClient.setQueryData(progressKey(userId), progress),
  });
}
