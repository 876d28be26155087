import { describe, expect, it } from 'vitest';
import { CAMPAIGN_RESULT_FIELDS, type CampaignResult, calculateCampaign } from './calculate-campaign';
import {
  CAMPAIGN_EXAMPLE_INPUTS,
  CAMPAIGN_INPUT_FIELDS,
  CAMPAIGN_INPUT_RULES,
  type CampaignInputs,
} from './campaign-inputs';

const example = (overrides: Partial<CampaignInputs> = {}) =>
  calculateCampaign({ ...CAMPAIGN_EXAMPLE_INPUTS, ...overrides });
const zero = Object.fromEntries(CAMPAIGN_INPUT_FIELDS.map((field) => [field, 0])) as CampaignInputs;
const largest = Object.fromEntries(
  CAMPAIGN_INPUT_FIELDS.map((field) => [field, CAMPAIGN_INPUT_RULES[field].max]),
) as CampaignInputs;

const expectFinite = (result: CampaignResult) => {
  for (const field of CAMPAIGN_RESULT_FIELDS) {
    const value = result[field];
    if (value !== null) {
      expect(Number.isSafeInteger(value), `${field} = ${value}`).toBe(true);
      expect(Object.is(value, -0), `${field} is -0`).toBe(false);
    }
  }
};

describe('calculateCampaign (decision 036)', () => {
  it('gives the figures of the worked example', () => {
    expect(CAMPAIGN_EXAMPLE_INPUTS).toEqual({
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
    });
    expect(example()).toEqual({
      totalDials: 3_000, // 1,000 leads × 3 attempts
      connectedCalls: 600, // 20% of 3,000
      voicemails: 1_200, // 50% of the 2,400 dials not connected
      talkSeconds: 90_000, // 600 × 150 s (1,500 minutes)
      voicemailSeconds: 36_000, // 1,200 × 30 s (600 minutes)
      billedSeconds: 126_000, // 2,100 minutes
      costCents: 31_500, // 2,100 × $0.15 = $315.00
      appointments: 150, // 25% of 600
      shows: 120, // 80% of 150
      sales: 36, // 30% of 120
      revenueCents: 1_800_000, // 36 × $500 = $18,000.00
      profitCents: 1_768_500, // $17,685.00
      costPerAppointmentCents: 210, // $315 ÷ 150 = $2.10
      costPerSaleCents: 875, // $315 ÷ 36 = $8.75
      roiTenthsOfPercent: 56_143, // $17,685 ÷ $315 = 5,614.3%
    });
  });

  it('bills each call per second, every started second counted', () => {
    // 0.01 minute is 0.6 s: billed as 1 s. 2.1 minutes is 126 s exactly (2.1 × 60 is 126.00000000000001 in floats).
    const oneCall = { leads: 1, attemptsPerLead: 1, connectRatePercent: 100, voicemailSharePercent: 0 };
    expect(example({ ...oneCall, minutesPerConnect: 0.01 }).talkSeconds).toBe(1);
    expect(example({ ...oneCall, minutesPerConnect: 2.1 }).talkSeconds).toBe(126);
    expect(example({ ...oneCall, minutesPerConnect: 2.11 }).talkSeconds).toBe(127); // 126.6 s
    expect(example({ ...oneCall, minutesPerConnect: 60 }).talkSeconds).toBe(3_600);
    // $0.15 a minute for 126 s: 31.5 cents, rounded half up to 32.
    expect(example({ ...oneCall, minutesPerConnect: 2.1 }).costCents).toBe(32);
    // $0.0001 a minute for one minute is a hundredth of a cent: rounds to 0.
    expect(example({ ...oneCall, minutesPerConnect: 1, costPerMinuteDollars: 0.0001 }).costCents).toBe(0);
  });

  it('counts whole calls and people, halves rounded up', () => {
    expect(example({ leads: 3, attemptsPerLead: 2.5 }).totalDials).toBe(8); // 7.5
    expect(example({ leads: 1, attemptsPerLead: 1.49 }).totalDials).toBe(1);
    expect(example({ leads: 1_000, attemptsPerLead: 1, connectRatePercent: 0.05 }).connectedCalls).toBe(1); // 0.5
    expect(example({ leads: 1_000, attemptsPerLead: 1, connectRatePercent: 0.04 }).connectedCalls).toBe(0); // 0.4
    expect(example({ leads: 7, attemptsPerLead: 1, connectRatePercent: 33.33 }).connectedCalls).toBe(2); // 2.33
  });

  it('leaves voicemails to the dials that did not connect', () => {
    const result = example({ connectRatePercent: 100, voicemailSharePercent: 100 });
    expect(result).toMatchObject({ connectedCalls: 3_000, voicemails: 0, voicemailSeconds: 0 });
    expect(example({ connectRatePercent: 0, voicemailSharePercent: 100 })).toMatchObject({
      connectedCalls: 0,
      voicemails: 3_000,
      voicemailSeconds: 90_000,
      appointments: 0,
    });
  });

  it('follows the funnel connected → appointments → shows → sales → revenue', () => {
    const result = example({ appointmentRatePercent: 10, showRatePercent: 50, closeRatePercent: 50 });
    expect(result).toMatchObject({ appointments: 60, shows: 30, sales: 15, revenueCents: 750_000 });
    expect(example({ averageSaleDollars: 1_234.56 }).revenueCents).toBe(36 * 123_456);
  });

  it('answers null, never NaN or Infinity, when there is nothing to divide by', () => {
    const result = calculateCampaign(zero);
    expect(result).toEqual({
      totalDials: 0,
      connectedCalls: 0,
      voicemails: 0,
      talkSeconds: 0,
      voicemailSeconds: 0,
      billedSeconds: 0,
      costCents: 0,
      appointments: 0,
      shows: 0,
      sales: 0,
      revenueCents: 0,
      profitCents: 0,
      costPerAppointmentCents: null,
      costPerSaleCents: null,
      roiTenthsOfPercent: null,
    });
    expect(example({ closeRatePercent: 0 })).toMatchObject({ sales: 0, costPerSaleCents: null, revenueCents: 0 });
    expect(example({ closeRatePercent: 0 }).roiTenthsOfPercent).toBe(-1_000); // all cost, no revenue: −100%
    expect(example({ costPerMinuteDollars: 0 })).toMatchObject({
      costCents: 0,
      costPerAppointmentCents: 0,
      costPerSaleCents: 0,
      roiTenthsOfPercent: null,
    });
    for (const field of CAMPAIGN_INPUT_FIELDS) {
      expectFinite(calculateCampaign({ ...zero, [field]: CAMPAIGN_INPUT_RULES[field].max }));
      expectFinite(example({ [field]: 0 }));
      expectFinite(example({ [field]: CAMPAIGN_INPUT_RULES[field].max }));
    }
  });

  it('stays exact at the largest inputs (every product below 2^53)', () => {
    const result = calculateCampaign(largest);
    expectFinite(result);
    expect(result).toMatchObject({
      totalDials: 10_000_000,
      connectedCalls: 10_000_000,
      voicemails: 0,
      billedSeconds: 36_000_000_000,
      costCents: 600_000_000_000, // 600 million minutes × $10
      sales: 10_000_000,
      revenueCents: 1_000_000_000_000_000, // 10 million sales × $1,000,000
    });
  });

  it('reports a loss as a negative ROI and never -0', () => {
    // Revenue $0.10 short of a $315 cost: −0.03%, which rounds to 0.
    const nearlyEven = example({ closeRatePercent: 0.84, averageSaleDollars: 314.9 }); // 1 sale
    expect(nearlyEven).toMatchObject({ sales: 1, profitCents: -10 });
    expect(Object.is(nearlyEven.roiTenthsOfPercent, 0)).toBe(true);
    expect(example({ averageSaleDollars: 1 }).roiTenthsOfPercent).toBe(-886); // (36 − 315) ÷ 315 = −88.57%
  });
});
