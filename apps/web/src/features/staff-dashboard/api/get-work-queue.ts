import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { WorkQueueView } from '../utils/work-queue-view';
import { workQueueKeys } from './work-queue-keys';

/** One tab's page of the work queue and every tab's count, read on the server under the URL's filter. */
export const useWorkQueue = (view: WorkQueueView) =>
  useQuery({
    queryKey: workQueueKeys.view(view),
    queryFn: ({ signal }) =>
      api.get(
        '/api/staff/work-queue',
        { query: { tab: view.tab, filter: view.filter, page: String(view.page) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
