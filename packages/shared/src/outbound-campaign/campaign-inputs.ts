// The outbound campaign calculator's inputs (issue 18 point 5, decision 036): their bounds, the worked example, the zod
// schema the API stores them with, and the reading of the page's raw text fields. One table of rules serves all three.
import { z } from 'zod';

export const CAMPAIGN_INPUT_FIELDS = [
  'leads',
  'attemptsPerLead',
  'connectRatePercent',
  'voicemailSharePercent',
  'minutesPerConnect',
  'minutesPerVoicemail',
  'costPerMinuteDollars',
  'appointmentRatePercent',
  'showRatePercent',
  'closeRatePercent',
  'averageSaleDollars',
] as const;
export type CampaignInputField = (typeof CAMPAIGN_INPUT_FIELDS)[number];
export type CampaignInputs = Record<CampaignInputField, number>;

/** How a field is typed and shown: a count, a percentage, minutes, or dollars. */
export type CampaignInputUnit = 'count' | 'percent' | 'minutes' | 'dollars';

export interface CampaignInputRule {
  unit: CampaignInputUnit;
  max: number;
  /** Decimal places allowed: 0 for a whole number. */
  decimals: number;
}

/**
 * Every field is 0 or more. The upper bounds are far beyond any real campaign, and they keep every intermediate
 * product of the formulas below 2^53, so the integer arithmetic stays exact (a test checks the largest inputs).
 */
export const CAMPAIGN_INPUT_RULES: Readonly<Record<CampaignInputField, CampaignInputRule>> = {
  leads: { unit: 'count', max: 1_000_000, decimals: 0 },
  attemptsPerLead: { unit: 'count', max: 10, decimals: 2 },
  connectRatePercent: { unit: 'percent', max: 100, decimals: 2 },
  voicemailSharePercent: { unit: 'percent', max: 100, decimals: 2 },
  minutesPerConnect: { unit: 'minutes', max: 60, decimals: 2 },
  minutesPerVoicemail: { unit: 'minutes', max: 10, decimals: 2 },
  costPerMinuteDollars: { unit: 'dollars', max: 10, decimals: 4 },
  appointmentRatePercent: { unit: 'percent', max: 100, decimals: 2 },
  showRatePercent: { unit: 'percent', max: 100, decimals: 2 },
  closeRatePercent: { unit: 'percent', max: 100, decimals: 2 },
  averageSaleDollars: { unit: 'dollars', max: 1_000_000, decimals: 2 },
};

/** The worked example of decision 036; the page opens with it. */
export const CAMPAIGN_EXAMPLE_INPUTS: Readonly<CampaignInputs> = {
  leads: 1_000,
  attemptsPerLead: 3,
  connectRatePercent: 20,
  voicemailSharePercent: 50,
  minutesPerConnect: 2.5,
  minutesPerVoicemail: 0.5,
  costPerMinuteDollars: 0.15,
  appointmentRatePercent: 25,
  showRatePercent: 80,
  closeRatePercent: 30,
  averageSaleDollars: 500,
};

/** Why an input was refused; the page shows `campaign-calculator:errors.<reason>`, the API an English sentence. */
export type CampaignInputError =
  | 'required'
  | 'notANumber'
  | 'negative'
  | 'tooLarge'
  | 'overHundredPercent'
  | 'notWhole'
  | 'tooManyDecimals';

// 1 / 10^n, not 10^-n: 10 ** -4 is 0.00009999999999999999.
const stepOf = (rule: CampaignInputRule) => 1 / 10 ** rule.decimals;

/** The step a field's value must be a multiple of: 1, 0.01 or 0.0001. */
export const campaignInputStep = (field: CampaignInputField): number => stepOf(CAMPAIGN_INPUT_RULES[field]);

/** Why a number is not a valid value of the field, or null when it is. */
export function campaignInputIssue(field: CampaignInputField, value: number): CampaignInputError | null {
  const rule = CAMPAIGN_INPUT_RULES[field];
  if (!Number.isFinite(value)) return 'notANumber';
  if (value < 0) return 'negative';
  if (value > rule.max) return rule.unit === 'percent' ? 'overHundredPercent' : 'tooLarge';
  // toFixed rounds to the allowed places: a value with more places comes back different (0.155 → "0.15" or "0.16").
  if (Number(value.toFixed(rule.decimals)) !== value) return rule.decimals === 0 ? 'notWhole' : 'tooManyDecimals';
  return null;
}

const ENGLISH_MESSAGES: Record<CampaignInputError, (rule: CampaignInputRule) => string> = {
  required: () => 'Enter a value.',
  notANumber: () => 'Enter a number.',
  negative: () => 'Enter 0 or more.',
  tooLarge: (rule) => `Enter at most ${rule.max}.`,
  overHundredPercent: () => 'Enter a percentage from 0 to 100.',
  notWhole: () => 'Enter a whole number.',
  tooManyDecimals: (rule) => `Round to the nearest ${stepOf(rule)}.`,
};

export const campaignInputMessage = (field: CampaignInputField, reason: CampaignInputError): string =>
  ENGLISH_MESSAGES[reason](CAMPAIGN_INPUT_RULES[field]);

const fieldSchema = (field: CampaignInputField) =>
  z.number({ error: campaignInputMessage(field, 'notANumber') }).superRefine((value, ctx) => {
    const issue = campaignInputIssue(field, value);
    if (issue) ctx.addIssue({ code: 'custom', message: campaignInputMessage(field, issue) });
  });

/** The eleven inputs as the API stores a scenario's (JSON numbers in the units the page shows). */
export const campaignInputsSchema = z.strictObject(
  Object.fromEntries(CAMPAIGN_INPUT_FIELDS.map((field) => [field, fieldSchema(field)])) as Record<
    CampaignInputField,
    ReturnType<typeof fieldSchema>
  >,
);

export type CampaignRawInputs = Record<CampaignInputField, string>;

export type CampaignParseResult =
  | { ok: true; inputs: CampaignInputs }
  | { ok: false; errors: Partial<Record<CampaignInputField, CampaignInputError>> };

/** The page's text fields (an `<input type="number">` gives '' for anything it cannot read) as numbers, or why not. */
export function parseCampaignInputs(raw: Partial<CampaignRawInputs>): CampaignParseResult {
  const inputs: Partial<CampaignInputs> = {};
  const errors: Partial<Record<CampaignInputField, CampaignInputError>> = {};
  for (const field of CAMPAIGN_INPUT_FIELDS) {
    const text = (raw[field] ?? '').trim();
    const value = Number(text);
    const issue = text === '' ? 'required' : campaignInputIssue(field, value);
    if (issue) errors[field] = issue;
    else inputs[field] = value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, inputs: inputs as CampaignInputs };
}

/** A stored scenario's inputs back as the page's text fields. */
export const campaignRawInputsOf = (inputs: CampaignInputs): CampaignRawInputs =>
  Object.fromEntries(CAMPAIGN_INPUT_FIELDS.map((field) => [field, String(inputs[field])])) as CampaignRawInputs;
