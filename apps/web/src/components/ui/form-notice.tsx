import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { NoticeTone } from '@/lib/notifier';

/** A message about the whole form (not one field), already translated. */
export interface FormNoticeMessage {
  tone: NoticeTone;
  text: string;
}

const tones = {
  error: { className: 'border-red-200 bg-red-50 text-red-800', Icon: CircleAlert },
  success: { className: 'border-emerald-200 bg-emerald-50 text-emerald-800', Icon: CircleCheck },
  info: { className: 'border-primary-200 bg-primary-50 text-primary-800', Icon: Info },
} as const;

const Message = ({ notice }: { notice: FormNoticeMessage }) => {
  const { className, Icon } = tones[notice.tone];
  return (
    <p className={cn('flex items-start gap-2 rounded-lg border p-3 text-sm', className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{notice.text}</span>
    </p>
  );
};

/**
 * The form's message: an error in an alert region (announced at once), a success or information in a status region
 * (announced politely). Both regions are always present, even empty, so screen readers announce each new message.
 */
export const FormNotice = ({ notice }: { notice: FormNoticeMessage | null }) => (
  <div>
    <div role="status" aria-live="polite" aria-atomic="true">
      {notice && notice.tone !== 'error' ? <Message notice={notice} /> : null}
    </div>
    <div role="alert" aria-live="assertive" aria-atomic="true">
      {notice?.tone === 'error' ? <Message notice={notice} /> : null}
    </div>
  </div>
);
