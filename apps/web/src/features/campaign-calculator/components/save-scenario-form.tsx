import { CAMPAIGN_SCENARIO_NAME_MAX, type CampaignInputs, type CampaignScenario } from '@receptiva/shared';
import { Save } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenContext } from '@/components/ui/accessible-text';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormNotice, type FormNoticeMessage } from '@/components/ui/form-notice';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { useSaveCampaignScenario } from '../api/save-campaign-scenario';
import { type ScenarioNameError, scenarioNameError } from '../utils/scenario-name-error';

interface SaveScenarioFormProps {
  name: string;
  onNameChange: (name: string) => void;
  /** The calculator's inputs, or null while a field is wrong. */
  inputs: CampaignInputs | null;
  /** The saved scenario the inputs were loaded from: it can be updated in place. */
  loaded: CampaignScenario | null;
  onSaved: (scenario: CampaignScenario) => void;
}

/** Saves the inputs under a name: as a new scenario, or over the one they were loaded from. */
export const SaveScenarioForm = ({ name, onNameChange, inputs, loaded, onSaved }: SaveScenarioFormProps) => {
  const { t } = useTranslation('campaign-calculator');
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const save = useSaveCampaignScenario();
  const [nameError, setNameError] = useState<ScenarioNameError | 'nameTaken' | null>(null);
  const [notice, setNotice] = useState<FormNoticeMessage | null>(null);

  const submit = async (scenarioId: string | undefined) => {
    setNotice(null);
    const problem = scenarioNameError(name);
    setNameError(problem);
    if (problem) return nameRef.current?.focus();
    if (!inputs) return setNotice({ tone: 'error', text: t('save.fixInputs') });
    try {
      const saved = await save.mutateAsync({ scenarioId, scenario: { name, inputs } });
      setNotice({ tone: 'success', text: t('save.saved', { name: saved.name }) });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SCENARIO_NAME_TAKEN') {
        setNameError('nameTaken');
        return nameRef.current?.focus();
      }
      const known = error instanceof ApiError && error.code === 'SCENARIO_LIMIT_REACHED';
      setNotice({ tone: 'error', text: known ? t('save.limitReached') : t('save.failed') });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(undefined);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="grid gap-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('save.title')}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <FormField
          id={`${id}-name`}
          label={t('save.name')}
          required
          error={nameError ? t(`save.errors.${nameError}`, { max: CAMPAIGN_SCENARIO_NAME_MAX }) : undefined}
          className="min-w-60 flex-1"
        >
          <Input
            ref={nameRef}
            value={name}
            maxLength={CAMPAIGN_SCENARIO_NAME_MAX + 20}
            autoComplete="off"
            onChange={(event) => {
              onNameChange(event.target.value);
              setNameError(null);
            }}
          />
        </FormField>
        <SubmitButton
          isPending={save.isPending && !save.variables?.scenarioId}
          pendingLabel={t('save.saving')}
          icon={<Save aria-hidden="true" />}
          disabled={save.isPending}
        >
          {loaded ? t('save.saveAsNew') : t('save.save')}
        </SubmitButton>
        {loaded ? (
          <Button variant="outline" disabled={save.isPending} onClick={() => void submit(loaded.id)}>
            {t('save.update')}
            <HiddenContext>
              <bdi>{loaded.name}</bdi>
            </HiddenContext>
          </Button>
        ) : null}
      </div>
      <FormNotice notice={notice} />
    </form>
  );
};
