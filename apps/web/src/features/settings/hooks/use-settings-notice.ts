import { useCallback, useState } from 'react';
import type { FormNoticeMessage } from '@/components/ui/form-notice';
import { type NoticeTone, showNotice } from '@/lib/notifier';

/** `slot` replaces the slot's earlier toast (a notice an effect may show twice). */
export type Notify = (tone: NoticeTone, text: string, slot?: string) => void;

/** A section's message, shown twice: as a toast, and inline in the section's live region (for screen readers). */
export function useSettingsNotice() {
  const [notice, setNotice] = useState<FormNoticeMessage | null>(null);
  const notify = useCallback<Notify>((tone, text, slot) => {
    setNotice({ tone, text });
    showNotice(tone, text, slot ? { slot } : {});
  }, []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, notify, clear };
}
