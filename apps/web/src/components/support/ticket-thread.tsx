import { isHttpUrl } from '@receptiva/shared';
import { Link2, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatLocalDateTime } from '@/lib/format-date';

/** A message of either audience: staff's carry `internal`. */
export interface ThreadMessage {
  id: string;
  authorSide: 'customer' | 'staff';
  authorName: string;
  body: string;
  attachmentUrl: string | null;
  createdAt: string;
  internal?: boolean;
}

const toneOf = (message: ThreadMessage) => {
  if (message.internal) return 'border-amber-300 bg-amber-50 border-dashed';
  return message.authorSide === 'staff' ? 'border-primary-200 bg-primary-50/60' : 'border-slate-200 bg-white';
};

/**
 * A ticket's messages, oldest first, as plain text: React escapes every character and `whitespace-pre-wrap` keeps
 * the writer's line breaks and spaces (no HTML, no Markdown). Internal notes are set apart in colour, border and
 * words, for the staff views that receive them.
 */
export const TicketThread = ({ messages }: { messages: ThreadMessage[] }) => {
  const { t, i18n } = useTranslation('support');
  return (
    <ol aria-label={t('thread.conversation')} className="grid gap-4">
      {messages.map((message) => (
        <li key={message.id}>
          <article
            aria-label={message.internal ? t('thread.internal') : undefined}
            data-internal={message.internal ? 'true' : undefined}
            className={cn('grid gap-2 rounded-xl border p-4', toneOf(message))}
          >
            <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span dir="auto" className="font-semibold text-slate-900">
                {message.authorName}
              </span>
              {message.authorSide === 'staff' && !message.internal ? (
                <span className="rounded-full bg-primary-100 px-2 py-0.5 text-xs font-medium text-primary-800">
                  {t('thread.supportTeam')}
                </span>
              ) : null}
              {message.internal ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
                  <Lock aria-hidden="true" className="size-3" />
                  {t('thread.internal')}
                </span>
              ) : null}
              <time dateTime={message.createdAt} className="text-slate-600">
                {formatLocalDateTime(message.createdAt, i18n.language)}
              </time>
            </header>
            <p dir="auto" className="whitespace-pre-wrap break-words text-slate-800">
              {message.body}
            </p>
            {message.attachmentUrl && isHttpUrl(message.attachmentUrl) ? (
              <p className="flex items-center gap-1.5 text-sm">
                <Link2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                <span className="text-slate-600">{t('thread.attachment')}:</span>
                <a
                  href={message.attachmentUrl}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  dir="ltr"
                  className="break-all font-medium text-primary-700 underline underline-offset-2"
                >
                  {message.attachmentUrl}
                </a>
              </p>
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  );
};
