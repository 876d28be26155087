import {
  CAMPAIGN_INPUT_RULES,
  type CampaignInputError,
  type CampaignInputField,
  type CampaignRawInputs,
  campaignInputStep,
} from '@receptiva/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The inputs in two groups: the calls the campaign makes, and what the conversations turn into. */
const GROUPS: readonly { key: 'calls' | 'funnel'; fields: readonly CampaignInputField[] }[] = [
  {
    key: 'calls',
    fields: [
      'leads',
      'attemptsPerLead',
      'connectRatePercent',
      'voicemailSharePercent',
      'minutesPerConnect',
      'minutesPerVoicemail',
      'costPerMinuteDollars',
    ],
  },
  { key: 'funnel', fields: ['appointmentRatePercent', 'showRatePercent', 'closeRatePercent', 'averageSaleDollars'] },
];

interface CampaignInputFieldsProps {
  raw: CampaignRawInputs;
  errors: Partial<Record<CampaignInputField, CampaignInputError>>;
  onChange: (field: CampaignInputField, value: string) => void;
}

/** Eleven labelled number fields; each bad value says why on its field (the results follow as one types). */
export const CampaignInputFields = ({ raw, errors, onChange }: CampaignInputFieldsProps) => {
  const { t, i18n } = useTranslation('campaign-calculator');
  const ids = useId();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, { maximumFractionDigits: 4 });
  const errorText = (field: CampaignInputField) => {
    const reason = errors[field];
    if (!reason) return undefined;
    const { max } = CAMPAIGN_INPUT_RULES[field];
    return t(`errors.${reason}`, { max: number.format(max), step: number.format(campaignInputStep(field)) });
  };
  return (
    <div className="grid gap-6">
      {GROUPS.map((group) => (
        <fieldset key={group.key} className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-lg font-semibold text-slate-900">{t(`groups.${group.key}`)}</legend>
          {group.fields.map((field) => (
            <FormField
              key={field}
              id={`${ids}-${field}`}
              label={t(`fields.${field}.label`)}
              hint={t(`fields.${field}.hint`)}
              error={errorText(field)}
            >
              <Input
                type="number"
                inputMode={CAMPAIGN_INPUT_RULES[field].decimals === 0 ? 'numeric' : 'decimal'}
                min={0}
                max={CAMPAIGN_INPUT_RULES[field].max}
                step={campaignInputStep(field)}
                value={raw[field]}
                onChange={(event) => onChange(field, event.target.value)}
                className="tabular-nums"
              />
            </FormField>
          ))}
        </fieldset>
      ))}
    </div>
  );
};
