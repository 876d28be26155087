import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { Notice } from '../hooks/use-notice';

const tones = {
  error: { className: 'border-red-200 bg-red-50 text-red-800', Icon: CircleAlert },
  success: { className: 'border-emerald-200 bg-emerald-50 text-emerald-800', Icon: CircleCheck },
  info: { className: 'border-primary-200 bg-primary-50 text-primary-800', Icon: Info },
} as const;

/** The form's live region: always present, so screen readers announce each new message. */
export const FormNotice = ({ notice }: { notice: Notice | null }) => {
  const tone = notice ? tones[notice.tone] : null;
  return (
    <div aria-live="polite" aria-atomic="true">
      {notice && tone ? (
        <p className={cn('flex items-start gap-2 rounded-lg border p-3 text-sm', tone.className)}>
          <tone.Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{notice.text}</span>
        </p>
      ) : null}
    </div>
  );
};
