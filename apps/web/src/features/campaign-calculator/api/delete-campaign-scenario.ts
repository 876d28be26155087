import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignScenariosKeys } from './campaign-scenarios-keys';

export function useDeleteCampaignScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scenarioId: string) =>
      api.delete('/api/admin/campaign-scenarios/:scenarioId', { param: { scenarioId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignScenariosKeys.list }),
  });
}
