import { CAMPAIGN_COMPARE_MAX, type CampaignScenario } from '@receptiva/shared';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenContext } from '@/components/ui/accessible-text';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCampaignScenarios } from '../api/get-campaign-scenarios';
import { DeleteScenarioDialog } from './delete-scenario-dialog';

interface SavedScenariosProps {
  compared: readonly string[];
  onComparedChange: (ids: string[]) => void;
  onLoad: (scenario: CampaignScenario) => void;
  onDeleted: (scenario: CampaignScenario) => void;
}

/** The admin's saved scenarios: tick two or three to compare, load one into the calculator, or delete one. */
export const SavedScenarios = ({ compared, onComparedChange, onLoad, onDeleted }: SavedScenariosProps) => {
  const { t } = useTranslation('campaign-calculator');
  const ids = useId();
  const scenarios = useCampaignScenarios();
  const [deleting, setDeleting] = useState<CampaignScenario | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFull = compared.length >= CAMPAIGN_COMPARE_MAX;

  const toggle = (scenarioId: string, checked: boolean) =>
    onComparedChange(checked ? [...compared, scenarioId] : compared.filter((id) => id !== scenarioId));

  const list = scenarios.data?.scenarios ?? [];
  return (
    <section aria-labelledby={`${ids}-title`} className="grid content-start gap-4">
      <h2 id={`${ids}-title`} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {t('saved.title')}
      </h2>
      {scenarios.isPending ? (
        <Spinner label={t('saved.loading')} />
      ) : scenarios.isError ? (
        <p role="alert" className="text-red-700">
          {t('saved.loadFailed')}
        </p>
      ) : list.length === 0 ? (
        <p className="text-slate-600">{t('saved.empty')}</p>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm text-slate-600">
            {t('saved.compareHint', { max: CAMPAIGN_COMPARE_MAX })}
          </legend>
          <ul className="grid gap-2">
            {list.map((scenario) => {
              const checked = compared.includes(scenario.id);
              const checkboxId = `${ids}-${scenario.id}`;
              return (
                <li
                  key={scenario.id}
                  className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3"
                >
                  <input
                    id={checkboxId}
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && isFull}
                    onChange={(event) => toggle(scenario.id, event.target.checked)}
                    className="size-4 accent-primary-600"
                  />
                  <label htmlFor={checkboxId} className="min-w-0 flex-1 font-medium break-words text-slate-900">
                    <bdi>{scenario.name}</bdi>
                  </label>
                  <Button variant="outline" size="sm" onClick={() => onLoad(scenario)}>
                    {t('saved.load')}
                    <HiddenContext>
                      <bdi>{scenario.name}</bdi>
                    </HiddenContext>
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(scenario)}>
                    {t('saved.delete')}
                    <HiddenContext>
                      <bdi>{scenario.name}</bdi>
                    </HiddenContext>
                  </Button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {deleting ? (
        <DeleteScenarioDialog
          scenario={deleting}
          onDeleted={onDeleted}
          onClose={() => setDeleting(null)}
          returnFocusTo={() => headingRef.current}
        />
      ) : null}
    </section>
  );
};
