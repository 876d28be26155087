import {
  CAMPAIGN_INPUT_FIELDS,
  type CampaignInputField,
  type CampaignResult,
  type CampaignScenario,
  calculateCampaign,
  csvLine,
} from '@receptiva/shared';
import { csvNumberOf, type FigureKind, RESULT_FIGURES } from './campaign-figures';

export interface ComparisonCsvLabels {
  figure: string;
  input: (field: CampaignInputField) => string;
  result: (key: keyof CampaignResult, kind: FigureKind) => string;
}

/**
 * The compared scenarios as CSV: one column per scenario (its name as the header), one row per input, then per
 * result. Numbers are plain (dot decimals, no currency sign) so a spreadsheet reads them; names pass through
 * `csvCell`, which defuses a name that starts like a formula. A byte-order mark lets Excel read it as UTF-8.
 */
export function comparisonCsv(scenarios: readonly CampaignScenario[], labels: ComparisonCsvLabels): string {
  const results = scenarios.map((scenario) => calculateCampaign(scenario.inputs));
  const lines = [
    csvLine([labels.figure, ...scenarios.map((scenario) => scenario.name)]),
    ...CAMPAIGN_INPUT_FIELDS.map((field) =>
      csvLine([labels.input(field), ...scenarios.map((scenario) => scenario.inputs[field])]),
    ),
    ...RESULT_FIGURES.map(({ key, kind }) =>
      csvLine([labels.result(key, kind), ...results.map((result) => csvNumberOf(kind, result[key]))]),
    ),
  ];
  return `\uFEFF${lines.join('')}`;
}
