import { describe, expect, it } from 'vitest';
import {
  calculateRoi,
  parseRoiInputs,
  ROI_DEFAULTS,
  ROI_HOURS_SAVED,
  ROI_INPUT_MAX,
  ROI_PLAN_COST,
  type RoiField,
  roiCurrencyFor,
} from './roi';

const raw = (overrides: Partial<Record<RoiField, string>> = {}): Record<RoiField, string> => ({
  callsPerDay: '20',
  avgSaleValue: '500',
  conversionRate: '15',
  hourlyWage: '15',
  ...overrides,
});

describe('calculateRoi (spec §9)', () => {
  it('gives the published figures for the defaults', () => {
    expect(ROI_DEFAULTS).toEqual({ callsPerDay: 20, avgSaleValue: 500, conversionRate: 15, hourlyWage: 15 });
    expect(calculateRoi(ROI_DEFAULTS)).toEqual({
      missedCalls: 6,
      missedRevenue: 13_500,
      hoursSaved: 90,
      timeSavings: 1_350,
      totalSavings: 14_850,
      planCost: 497,
      netROI: 14_353,
      roiPercentage: 2_888,
    });
  });

  it('fixes the hours saved at 3 a day for 30 days and the plan at 497', () => {
    expect(ROI_HOURS_SAVED).toBe(90);
    expect(ROI_PLAN_COST).toBe(497);
    expect(calculateRoi({ ...ROI_DEFAULTS, hourlyWage: 40 }).timeSavings).toBe(3_600);
  });

  it('counts 30% of daily calls as missed, rounded down', () => {
    expect(calculateRoi({ ...ROI_DEFAULTS, callsPerDay: 3 }).missedCalls).toBe(0);
    expect(calculateRoi({ ...ROI_DEFAULTS, callsPerDay: 4 }).missedCalls).toBe(1);
    expect(calculateRoi({ ...ROI_DEFAULTS, callsPerDay: 9 }).missedCalls).toBe(2);
    expect(calculateRoi({ ...ROI_DEFAULTS, callsPerDay: 10 }).missedCalls).toBe(3);
    expect(calculateRoi({ ...ROI_DEFAULTS, callsPerDay: 12.5 }).missedCalls).toBe(3);
    for (let calls = 0; calls <= 2_000; calls += 1) {
      expect(calculateRoi({ ...ROI_DEFAULTS, callsPerDay: calls }).missedCalls).toBe(
        (3 * calls - ((3 * calls) % 10)) / 10,
      );
    }
  });

  it('applies missedCalls × sale × conversion% × 30 and sums the savings', () => {
    const result = calculateRoi({ callsPerDay: 50, avgSaleValue: 120, conversionRate: 25, hourlyWage: 20 });
    expect(result.missedCalls).toBe(15);
    expect(result.missedRevenue).toBe(15 * 120 * 0.25 * 30);
    expect(result.timeSavings).toBe(1_800);
    expect(result.totalSavings).toBe(13_500 + 1_800);
    expect(result.netROI).toBe(15_300 - 497);
  });

  it('rounds the ROI percentage to a whole number, both ways', () => {
    const onlyWage = (hourlyWage: number) =>
      calculateRoi({ callsPerDay: 0, avgSaleValue: 0, conversionRate: 0, hourlyWage }).roiPercentage;
    expect(onlyWage(10)).toBe(81); // 403 / 497 = 81.09%
    expect(onlyWage(11)).toBe(99); // 493 / 497 = 99.20%
    expect(onlyWage(5)).toBe(-9); // −47 / 497 = −9.46%
    expect(onlyWage(4)).toBe(-28); // −137 / 497 = −27.57%
  });

  it('reports a loss when the savings are below the plan cost', () => {
    const result = calculateRoi({ callsPerDay: 0, avgSaleValue: 0, conversionRate: 0, hourlyWage: 0 });
    expect(result).toMatchObject({
      missedRevenue: 0,
      timeSavings: 0,
      totalSavings: 0,
      netROI: -497,
      roiPercentage: -100,
    });
  });

  it('keeps results finite at the largest accepted inputs', () => {
    const max = ROI_INPUT_MAX;
    const result = calculateRoi({ callsPerDay: max, avgSaleValue: max, conversionRate: 100, hourlyWage: max });
    for (const value of Object.values(result)) expect(Number.isFinite(value)).toBe(true);
  });
});

describe('parseRoiInputs', () => {
  it('reads plain numbers, with spaces trimmed', () => {
    expect(parseRoiInputs(raw({ callsPerDay: ' 20 ', avgSaleValue: '499.99', conversionRate: '0' }))).toEqual({
      ok: true,
      inputs: { callsPerDay: 20, avgSaleValue: 499.99, conversionRate: 0, hourlyWage: 15 },
    });
  });

  it('accepts the edges: 0 everywhere and a 100% conversion rate', () => {
    expect(parseRoiInputs({ callsPerDay: '0', avgSaleValue: '0', conversionRate: '100', hourlyWage: '0' }).ok).toBe(
      true,
    );
    expect(parseRoiInputs(raw({ avgSaleValue: String(ROI_INPUT_MAX) })).ok).toBe(true);
  });

  it.each<[string, Partial<Record<RoiField, string>>, RoiField, string]>([
    ['empty', { callsPerDay: '' }, 'callsPerDay', 'required'],
    ['only spaces', { hourlyWage: '   ' }, 'hourlyWage', 'required'],
    ['missing', { avgSaleValue: undefined }, 'avgSaleValue', 'required'],
    ['letters', { avgSaleValue: 'abc' }, 'avgSaleValue', 'notANumber'],
    ['a number with letters', { callsPerDay: '12calls' }, 'callsPerDay', 'notANumber'],
    ['two decimal points', { hourlyWage: '1.2.3' }, 'hourlyWage', 'notANumber'],
    ['NaN spelled out', { conversionRate: 'NaN' }, 'conversionRate', 'notANumber'],
    ['Infinity', { avgSaleValue: 'Infinity' }, 'avgSaleValue', 'notANumber'],
    ['a number too big for a double', { avgSaleValue: '1e400' }, 'avgSaleValue', 'notANumber'],
    ['negative', { callsPerDay: '-1' }, 'callsPerDay', 'negative'],
    ['negative wage', { hourlyWage: '-0.01' }, 'hourlyWage', 'negative'],
    ['negative rate', { conversionRate: '-5' }, 'conversionRate', 'negative'],
    ['a conversion rate over 100%', { conversionRate: '100.5' }, 'conversionRate', 'overHundredPercent'],
    ['an absurdly large value', { callsPerDay: String(ROI_INPUT_MAX + 1) }, 'callsPerDay', 'tooLarge'],
  ])('refuses %s', (_case, overrides, field, reason) => {
    const result = parseRoiInputs({ ...raw(), ...overrides });
    expect(result).toEqual({ ok: false, errors: { [field]: reason } });
  });

  it('reports every bad field at once', () => {
    expect(parseRoiInputs({ callsPerDay: '', avgSaleValue: 'x', conversionRate: '150', hourlyWage: '-2' })).toEqual({
      ok: false,
      errors: {
        callsPerDay: 'required',
        avgSaleValue: 'notANumber',
        conversionRate: 'overHundredPercent',
        hourlyWage: 'negative',
      },
    });
  });
});

describe('roiCurrencyFor', () => {
  it.each([
    ['en', 'USD'],
    ['es', 'USD'],
    ['pt', 'USD'],
    ['ru', 'USD'],
    ['ar', 'USD'],
    ['he', 'USD'],
    ['fa', 'USD'],
    ['fr', 'EUR'],
    ['de', 'EUR'],
    ['it', 'EUR'],
    ['ja', 'JPY'],
    ['zh', 'JPY'],
    ['ko', 'KRW'],
    ['hi', 'INR'],
    ['de-AT', 'EUR'],
    ['xx', 'USD'],
  ])('%s → %s', (language, currency) => {
    expect(roiCurrencyFor(language)).toBe(currency);
  });
});
