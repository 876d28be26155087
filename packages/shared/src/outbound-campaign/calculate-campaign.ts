import type { CampaignInputs } from './campaign-inputs';

/**
 * What a campaign gives (decision 036). Counts are whole calls and people; money is in whole cents; a ratio with
 * nothing to divide by (no appointment, no sale, no cost) is null, which the page shows as "—".
 */
export interface CampaignResult {
  totalDials: number;
  connectedCalls: number;
  voicemails: number;
  /** Billed seconds of connected calls, and of voicemails; each call rounded up to a whole second. */
  talkSeconds: number;
  voicemailSeconds: number;
  billedSeconds: number;
  costCents: number;
  appointments: number;
  shows: number;
  sales: number;
  revenueCents: number;
  profitCents: number;
  costPerAppointmentCents: number | null;
  costPerSaleCents: number | null;
  /** (revenue − cost) ÷ cost, in tenths of a percent (56,143 is 5,614.3%). */
  roiTenthsOfPercent: number | null;
}

export const CAMPAIGN_RESULT_FIELDS = [
  'totalDials',
  'connectedCalls',
  'voicemails',
  'talkSeconds',
  'voicemailSeconds',
  'billedSeconds',
  'costCents',
  'appointments',
  'shows',
  'sales',
  'revenueCents',
  'profitCents',
  'costPerAppointmentCents',
  'costPerSaleCents',
  'roiTenthsOfPercent',
] as const satisfies readonly (keyof CampaignResult)[];

/** A whole number of hundredths (percent points, minutes), read from an input with at most two decimals. */
const hundredths = (value: number) => Math.round(value * 100);

/** `count × percent%` as whole calls or people, halves rounded up. Integer inputs: the division is the only rounding. */
const share = (count: number, percent: number) => Math.round((count * hundredths(percent)) / 10_000);

/** A call of this average length, billed per second: every started second counts. */
const billedSecondsPerCall = (minutes: number) => Math.ceil((hundredths(minutes) * 60) / 100);

/** Whole cents of `numerator ÷ denominator`, or null without a denominator. */
const perUnit = (cents: number, units: number) => (units > 0 ? Math.round(cents / units) : null);

export function calculateCampaign(inputs: CampaignInputs): CampaignResult {
  const totalDials = Math.round((inputs.leads * hundredths(inputs.attemptsPerLead)) / 100);
  const connectedCalls = share(totalDials, inputs.connectRatePercent);
  const voicemails = share(totalDials - connectedCalls, inputs.voicemailSharePercent);
  const talkSeconds = connectedCalls * billedSecondsPerCall(inputs.minutesPerConnect);
  const voicemailSeconds = voicemails * billedSecondsPerCall(inputs.minutesPerVoicemail);
  const billedSeconds = talkSeconds + voicemailSeconds;
  // The rate in ten-thousandths of a dollar (at most four decimals), so seconds × rate is a whole number; ÷ 60 for the
  // minute and ÷ 100 to go from hundredths of a cent to cents.
  const rate = Math.round(inputs.costPerMinuteDollars * 10_000);
  const costCents = Math.round((billedSeconds * rate) / 6_000);
  const appointments = share(connectedCalls, inputs.appointmentRatePercent);
  const shows = share(appointments, inputs.showRatePercent);
  const sales = share(shows, inputs.closeRatePercent);
  const revenueCents = sales * hundredths(inputs.averageSaleDollars);
  const profitCents = revenueCents - costCents;
  return {
    totalDials,
    connectedCalls,
    voicemails,
    talkSeconds,
    voicemailSeconds,
    billedSeconds,
    costCents,
    appointments,
    shows,
    sales,
    revenueCents,
    profitCents,
    costPerAppointmentCents: perUnit(costCents, appointments),
    costPerSaleCents: perUnit(costCents, sales),
    // `|| 0`: a loss under 0.05% rounds to -0, which would print as "-0%".
    roiTenthsOfPercent: costCents > 0 ? Math.round((profitCents / costCents) * 1_000) || 0 : null,
  };
}
