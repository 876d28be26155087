import { useCallback, useState } from 'react';
import type { FormNoticeMessage } from '@/components/ui/form-notice';
import { type NoticeTone, showNotice } from '@/lib/notifier';

/** `id` replaces an earlier toast with the same id (a notice an effect may show twice). */
export type Notify = (tone: NoticeTone, text: string, id?: string) => void;

/** A section's message, shown twice: as a toast, and inline in the section's live region (for screen readers). */
export function useSettingsNotice() {
  const [notice, setNotice] = useState<FormNoticeMessage | null>(null);
  const notify = useCallback<Notify>((tone, text, id) => {
    setNotice({ tone, text });
    showNotice(tone, text, id ? { id } : {});
  }, []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, notify, clear };
}
