import { useCallback, useState } from 'react';
import type { FormNoticeMessage } from '@/components/ui/form-notice';
import { type NoticeTone, showNotice } from '@/lib/notifier';

export type { NoticeTone };

export type Notice = FormNoticeMessage;

export type Notify = (tone: NoticeTone, text: string) => void;

/** A message shown twice: as a sonner toast, and inline in the form's live region (for screen readers). */
export function useNotice(initial: Notice | null = null) {
  const [notice, setNotice] = useState<Notice | null>(initial);
  const notify = useCallback<Notify>((tone, text) => {
    setNotice({ tone, text });
    showNotice(tone, text);
  }, []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, notify, clear };
}
