import type { CampaignResult } from '@receptiva/shared';

/** How a result is measured: the page formats it and the CSV writes it by this. */
export type FigureKind = 'count' | 'seconds' | 'cents' | 'roi';

/** The results in the order the page, the comparison and the CSV list them. */
export const RESULT_FIGURES: readonly { key: keyof CampaignResult; kind: FigureKind }[] = [
  { key: 'totalDials', kind: 'count' },
  { key: 'connectedCalls', kind: 'count' },
  { key: 'voicemails', kind: 'count' },
  { key: 'talkSeconds', kind: 'seconds' },
  { key: 'voicemailSeconds', kind: 'seconds' },
  { key: 'billedSeconds', kind: 'seconds' },
  { key: 'costCents', kind: 'cents' },
  { key: 'appointments', kind: 'count' },
  { key: 'shows', kind: 'count' },
  { key: 'sales', kind: 'count' },
  { key: 'revenueCents', kind: 'cents' },
  { key: 'profitCents', kind: 'cents' },
  { key: 'costPerAppointmentCents', kind: 'cents' },
  { key: 'costPerSaleCents', kind: 'cents' },
  { key: 'roiTenthsOfPercent', kind: 'roi' },
];

/** A result as a plain number for a spreadsheet: dollars, minutes (two decimals), percent; empty for "—". */
export function csvNumberOf(kind: FigureKind, value: number | null): number | null {
  if (value === null) return null;
  switch (kind) {
    case 'cents':
      return value / 100;
    case 'seconds':
      return Math.round((value / 60) * 100) / 100;
    case 'roi':
      return value / 10;
    default:
      return value;
  }
}
