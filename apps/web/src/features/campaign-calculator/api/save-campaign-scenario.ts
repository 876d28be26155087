import type { CampaignScenarioInput } from '@receptiva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignScenariosKeys } from './campaign-scenarios-keys';

/** A new scenario (no id), or new name and inputs for a saved one. */
export interface ScenarioSave {
  scenarioId?: string;
  scenario: CampaignScenarioInput;
}

const send = ({ scenarioId, scenario }: ScenarioSave) =>
  scenarioId
    ? api.put('/api/admin/campaign-scenarios/:scenarioId', { param: { scenarioId }, json: scenario })
    : api.post('/api/admin/campaign-scenarios', { json: scenario });

export function useSaveCampaignScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignScenariosKeys.list }),
  });
}
