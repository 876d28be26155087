import { CAMPAIGN_INPUT_FIELDS, type CampaignScenario, calculateCampaign } from '@receptiva/shared';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { saveFile } from '@/lib/save-file';
import { useCampaignFormatters } from '../hooks/use-campaign-formatters';
import { RESULT_FIGURES } from '../utils/campaign-figures';
import { comparisonCsv } from '../utils/comparison-csv';
import { formatFigure } from './campaign-results';

const UNIT_OF = { cents: 'dollars', seconds: 'minutes', roi: 'percent' } as const;

/** Two or three saved scenarios side by side (a column each), and the same as a CSV file. */
export const ScenarioComparison = ({ scenarios }: { scenarios: readonly CampaignScenario[] }) => {
  const { t } = useTranslation('campaign-calculator');
  const format = useCampaignFormatters();
  const ids = useId();
  const results = scenarios.map((scenario) => calculateCampaign(scenario.inputs));

  const exportCsv = () => {
    const csv = comparisonCsv(scenarios, {
      figure: t('compare.figure'),
      input: (field) => t(`fields.${field}.label`),
      result: (key, kind) =>
        kind === 'count' ? t(`results.${key}`) : t(`csv.${UNIT_OF[kind]}`, { label: t(`results.${key}`) }),
    });
    const day = new Date().toISOString().slice(0, 10);
    saveFile(`campaign-scenarios-${day}.csv`, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  };

  const sectionRow = (label: string) => (
    <tr>
      <th scope="rowgroup" colSpan={scenarios.length + 1} className="bg-slate-100 px-3 py-2 text-start font-semibold">
        {label}
      </th>
    </tr>
  );
  const cell = 'px-3 py-2 text-end tabular-nums';
  const rowHeader = 'px-3 py-2 text-start font-normal text-slate-700';

  return (
    <section aria-labelledby={`${ids}-title`} className="grid content-start gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${ids}-title`} className="text-lg font-semibold text-slate-900">
          {t('compare.title')}
        </h2>
        <Button variant="outline" onClick={exportCsv}>
          <Download aria-hidden="true" />
          {t('compare.export')}
        </Button>
      </div>
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full border-collapse bg-white text-sm">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-3 py-2 text-start">
                {t('compare.figure')}
              </th>
              {scenarios.map((scenario) => (
                <th key={scenario.id} scope="col" className="px-3 py-2 text-end break-words">
                  <bdi>{scenario.name}</bdi>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sectionRow(t('compare.inputs'))}
            {CAMPAIGN_INPUT_FIELDS.map((field) => (
              <tr key={field} className="border-b border-slate-100">
                <th scope="row" className={rowHeader}>
                  {t(`fields.${field}.label`)}
                </th>
                {scenarios.map((scenario) => (
                  <td key={scenario.id} className={cell}>
                    {format.input(field, scenario.inputs[field])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tbody>
            {sectionRow(t('compare.results'))}
            {RESULT_FIGURES.map(({ key, kind }) => (
              <tr key={key} className="border-b border-slate-100">
                <th scope="row" className={rowHeader}>
                  {t(`results.${key}`)}
                </th>
                {results.map((result, index) => (
                  <td key={scenarios[index]!.id} className={cell}>
                    {formatFigure(format, kind, result[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
};
