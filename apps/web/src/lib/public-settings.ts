import type { PublicSettings } from '@receptiva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from './api-client';

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => api.get<PublicSettings>(paths.api.publicSettings, { signal }),
    staleTime: 5 * 60_000,
  });

export const usePublicSettings = () => useQuery(publicSettingsQueryOptions());
