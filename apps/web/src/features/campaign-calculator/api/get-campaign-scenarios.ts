import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignScenariosKeys } from './campaign-scenarios-keys';

/** The signed-in admin's saved calculator scenarios, by name. */
export const useCampaignScenarios = () =>
  useQuery({
    queryKey: campaignScenariosKeys.list,
    queryFn: ({ signal }) => api.get('/api/admin/campaign-scenarios', {}, { signal }),
  });
