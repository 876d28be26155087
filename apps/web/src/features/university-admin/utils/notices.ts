import { showNotice } from '@/lib/notifier';

/** One editor notice at a time: a new one replaces the last (spec §9 toast limit 1). */
const NOTICE_SLOT = 'university-admin';

export const notifyEditorSuccess = (text: string): void => showNotice('success', text, { slot: NOTICE_SLOT });

export function notifyEditorFailure(text: string, action: string, error: unknown): void {
  console.warn(`${action} failed`, error);
  showNotice('error', text, { slot: NOTICE_SLOT });
}
