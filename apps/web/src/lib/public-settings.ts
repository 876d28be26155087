import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => api.get('/api/settings/public', {}, { signal }),
    staleTime: 5 * 60_000,
  });

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions());
