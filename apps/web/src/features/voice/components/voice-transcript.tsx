import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Untranslated } from '@/components/ui/accessible-text';
import { cn } from '@/lib/cn';
import type { TranscriptEntry } from '../session/voice-session-state';

interface VoiceTranscriptProps {
  entries: TranscriptEntry[];
  agentName: string;
  canSendFeedback: boolean;
  onFeedback: (like: boolean) => void;
}

const FeedbackButtons = ({ onFeedback }: { onFeedback: (like: boolean) => void }) => {
  const { t } = useTranslation('voice');
  const button =
    'cursor-pointer rounded-md p-1.5 text-slate-500 transition-colors hover:bg-slate-200 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-primary-600';
  return (
    <fieldset aria-label={t('call.feedbackLabel')} className="mt-1 flex gap-1">
      <button type="button" aria-label={t('call.feedbackLike')} className={button} onClick={() => onFeedback(true)}>
        <ThumbsUp aria-hidden="true" className="size-4" />
      </button>
      <button type="button" aria-label={t('call.feedbackDislike')} className={button} onClick={() => onFeedback(false)}>
        <ThumbsDown aria-hidden="true" className="size-4" />
      </button>
    </fieldset>
  );
};

/** The live transcript: a log that screen readers follow, scrolled to the newest line; feedback on the last reply. */
export const VoiceTranscript = ({ entries, agentName, canSendFeedback, onFeedback }: VoiceTranscriptProps) => {
  const { t } = useTranslation('voice');
  const endRef = useRef<HTMLDivElement>(null);
  const lastAgentId = entries.findLast((entry) => entry.role === 'agent')?.id;

  useEffect(() => {
    if (entries.length > 0) endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [entries.length]);

  return (
    <div
      role="log"
      aria-live="polite"
      aria-label={t('call.transcriptLabel')}
      className="min-h-40 flex-1 space-y-3 overflow-y-auto overscroll-contain rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      {entries.length === 0 ? <p className="text-sm text-slate-500">{t('call.transcriptEmpty')}</p> : null}
      {entries.map((entry) => {
        const isAgent = entry.role === 'agent';
        return (
          <div key={entry.id} className={cn('flex flex-col', isAgent ? 'items-start' : 'items-end')}>
            <p
              className={cn(
                'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm text-pretty',
                isAgent ? 'rounded-ss-sm bg-white text-slate-900 shadow-sm' : 'rounded-se-sm bg-primary-600 text-white',
              )}
            >
              <span className="block text-xs font-semibold opacity-75">
                {isAgent ? <Untranslated>{agentName}</Untranslated> : t('call.you')}
              </span>
              {entry.isUnrecognisedSpeech ? <em>{t('call.unrecognisedSpeech')}</em> : entry.text}
            </p>
            {isAgent && entry.id === lastAgentId && canSendFeedback ? (
              <FeedbackButtons onFeedback={onFeedback} />
            ) : null}
          </div>
        );
      })}
      <div ref={endRef} />
    </div>
  );
};
