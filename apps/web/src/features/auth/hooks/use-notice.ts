import { useCallback, useState } from 'react';
import { toast } from 'sonner';

export type NoticeTone = 'error' | 'success' | 'info';

export interface Notice {
  tone: NoticeTone;
  text: string;
}

export type Notify = (tone: NoticeTone, text: string) => void;

export const toastFor = { error: toast.error, success: toast.success, info: toast.info } as const;

/** A message shown twice: as a sonner toast, and inline in the form's live region (for screen readers). */
export function useNotice(initial: Notice | null = null) {
  const [notice, setNotice] = useState<Notice | null>(initial);
  const notify = useCallback<Notify>((tone, text) => {
    setNotice({ tone, text });
    toastFor[tone](text);
  }, []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, notify, clear };
}
