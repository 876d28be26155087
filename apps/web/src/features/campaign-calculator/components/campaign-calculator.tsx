import {
  CAMPAIGN_COMPARE_MIN,
  CAMPAIGN_EXAMPLE_INPUTS,
  type CampaignInputField,
  type CampaignRawInputs,
  type CampaignScenario,
  calculateCampaign,
  campaignRawInputsOf,
  parseCampaignInputs,
} from '@receptiva/shared';
import { useState } from 'react';
import { useCampaignScenarios } from '../api/get-campaign-scenarios';
import { CampaignInputFields } from './campaign-input-fields';
import { CampaignResults } from './campaign-results';
import { SaveScenarioForm } from './save-scenario-form';
import { SavedScenarios } from './saved-scenarios';
import { ScenarioComparison } from './scenario-comparison';

/**
 * The outbound campaign calculator (issue 18 point 5, decision 036): the inputs open at the worked example and the
 * results follow every keystroke; scenarios are saved by name, loaded back, and compared two or three at a time.
 */
export const CampaignCalculator = () => {
  const [raw, setRaw] = useState<CampaignRawInputs>(() => campaignRawInputsOf(CAMPAIGN_EXAMPLE_INPUTS));
  const [name, setName] = useState('');
  const [loaded, setLoaded] = useState<CampaignScenario | null>(null);
  const [compared, setCompared] = useState<string[]>([]);
  const scenarios = useCampaignScenarios();

  const parsed = parseCampaignInputs(raw);
  const result = parsed.ok ? calculateCampaign(parsed.inputs) : null;
  const byId = new Map((scenarios.data?.scenarios ?? []).map((scenario) => [scenario.id, scenario]));
  const comparedScenarios = compared.flatMap((id) => byId.get(id) ?? []);

  const load = (scenario: CampaignScenario) => {
    setRaw(campaignRawInputsOf(scenario.inputs));
    setName(scenario.name);
    setLoaded(scenario);
  };
  const forget = (scenario: CampaignScenario) => {
    setCompared((ids) => ids.filter((id) => id !== scenario.id));
    if (loaded?.id === scenario.id) setLoaded(null);
  };

  return (
    <div className="grid gap-10">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <CampaignInputFields
          raw={raw}
          errors={parsed.ok ? {} : parsed.errors}
          onChange={(field: CampaignInputField, value: string) => setRaw((current) => ({ ...current, [field]: value }))}
        />
        <div className="lg:sticky lg:top-4">
          <CampaignResults result={result} />
        </div>
      </div>
      <SaveScenarioForm
        name={name}
        onNameChange={setName}
        inputs={parsed.ok ? parsed.inputs : null}
        loaded={loaded}
        onSaved={setLoaded}
      />
      <SavedScenarios compared={compared} onComparedChange={setCompared} onLoad={load} onDeleted={forget} />
      {comparedScenarios.length >= CAMPAIGN_COMPARE_MIN ? <ScenarioComparison scenarios={comparedScenarios} /> : null}
    </div>
  );
};
