/**
 * Spec §9 ROI calculator, per month. The formulas are the spec's, term by term:
 *   missedCalls    = floor(callsPerDay × 30%)
 *   missedRevenue  = missedCalls × avgSaleValue × conversionRate / 100 × 30
 *   hoursSaved     = 3 hours a day × 30 days = 90
 *   timeSavings    = hoursSaved × hourlyWage
 *   totalSavings   = missedRevenue + timeSavings
 *   netROI         = totalSavings − 497 (the plan's monthly cost)
 *   roiPercentage  = round(netROI / 497 × 100)
 */
/** 30% of daily calls go unanswered. */
export const ROI_MISSED_CALL_PERCENT = 30;
export const ROI_DAYS_PER_MONTH = 30;
export const ROI_HOURS_SAVED_PER_DAY = 3;
export const ROI_HOURS_SAVED = ROI_HOURS_SAVED_PER_DAY * ROI_DAYS_PER_MONTH;
export const ROI_PLAN_COST = 497;

export const ROI_FIELDS = ['callsPerDay', 'avgSaleValue', 'conversionRate', 'hourlyWage'] as const;
export type RoiField = (typeof ROI_FIELDS)[number];
export type RoiInputs = Record<RoiField, number>;

/** Spec §9 defaults: 20 calls a day, a 500 sale, 15% conversion, a 15 hourly wage. */
export const ROI_DEFAULTS: Readonly<RoiInputs> = {
  callsPerDay: 20,
  avgSaleValue: 500,
  conversionRate: 15,
  hourlyWage: 15,
};

/**
 * Inputs above this are refused: the spec shows no bounds, but no real business is near it and it keeps every
 * result a finite number (no `Infinity` or `NaN` can reach the page).
 */
export const ROI_INPUT_MAX = 1_000_000_000;

export interface RoiResult {
  missedCalls: number;
  missedRevenue: number;
  hoursSaved: number;
  timeSavings: number;
  totalSavings: number;
  planCost: number;
  netROI: number;
  roiPercentage: number;
}

export function calculateRoi({ callsPerDay, avgSaleValue, conversionRate, hourlyWage }: RoiInputs): RoiResult {
  // floor(callsPerDay × 0.3), computed as × 30 ÷ 100: 0.3 has no exact binary form, and a product landing just
  // below a whole number would lose a call to floor().
  const missedCalls = Math.floor((callsPerDay * ROI_MISSED_CALL_PERCENT) / 100);
  // Same product as the spec's; dividing last keeps whole-number inputs exact.
  const missedRevenue = (missedCalls * avgSaleValue * conversionRate * ROI_DAYS_PER_MONTH) / 100;
  const timeSavings = ROI_HOURS_SAVED * hourlyWage;
  const totalSavings = missedRevenue + timeSavings;
  const netROI = totalSavings - ROI_PLAN_COST;
  return {
    missedCalls,
    missedRevenue,
    hoursSaved: ROI_HOURS_SAVED,
    timeSavings,
    totalSavings,
    planCost: ROI_PLAN_COST,
    netROI,
    roiPercentage: Math.round((netROI / ROI_PLAN_COST) * 100),
  };
}

/** Why a raw input was refused; the web shows `roi:errors.<reason>`. */
export type RoiInputError = 'required' | 'notANumber' | 'negative' | 'tooLarge' | 'overHundredPercent';

export type RoiParseResult =
  | { ok: true; inputs: RoiInputs }
  | { ok: false; errors: Partial<Record<RoiField, RoiInputError>> };

const parseField = (field: RoiField, raw: string | undefined): number | RoiInputError => {
  const text = (raw ?? '').trim();
  if (text === '') return 'required';
  // Spec §5: a plain number cast; anything it cannot read (or reads as ±Infinity) is not a number.
  const value = Number(text);
  if (!Number.isFinite(value)) return 'notANumber';
  if (value < 0) return 'negative';
  if (field === 'conversionRate' && value > 100) return 'overHundredPercent';
  if (value > ROI_INPUT_MAX) return 'tooLarge';
  return value;
};

/** Reads the four text inputs; every refused field gets its reason, so the page never computes with NaN. */
export function parseRoiInputs(raw: Partial<Record<RoiField, string>>): RoiParseResult {
  const inputs: Partial<RoiInputs> = {};
  const errors: Partial<Record<RoiField, RoiInputError>> = {};
  for (const field of ROI_FIELDS) {
    const parsed = parseField(field, raw[field]);
    if (typeof parsed === 'number') inputs[field] = parsed;
    else errors[field] = parsed;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, inputs: inputs as RoiInputs };
}

/**
 * Spec §9: the currency symbol follows the site language (the figures themselves are not converted). The one
 * place this mapping lives: euro for fr/de/it, yen for ja/zh, won for ko, rupee for hi, dollar for every other.
 */
const CURRENCY_BY_LANGUAGE: Readonly<Record<string, string>> = {
  fr: 'EUR',
  de: 'EUR',
  it: 'EUR',
  ja: 'JPY',
  zh: 'JPY',
  ko: 'KRW',
  hi: 'INR',
};
export const ROI_DEFAULT_CURRENCY = 'USD';

export const roiCurrencyFor = (language: string): string =>
  CURRENCY_BY_LANGUAGE[language.split('-')[0]?.toLowerCase() ?? ''] ?? ROI_DEFAULT_CURRENCY;
