import { showNotice } from '@/lib/notifier';

/** One team notice at a time: a new one replaces the last (spec §9 toast limit 1). */
const NOTICE_SLOT = 'team-notice';

export const notifyTeamSuccess = (text: string): void => showNotice('success', text, { slot: NOTICE_SLOT });

/** Spec §8: a failed team change shows its toast and is logged. */
export function notifyTeamFailure(text: string, action: string, error: unknown): void {
  console.warn(`${action} failed`, error);
  showNotice('error', text, { slot: NOTICE_SLOT });
}
