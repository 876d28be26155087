import type { AssistantSource } from '@receptiva/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { AssistantSources } from './assistant-sources';

interface AssistantMessageViewProps {
  author: 'user' | 'assistant';
  content: string;
  sources?: AssistantSource[];
  /** Still being written: announced as busy, not read out word by word. */
  isStreaming?: boolean;
  /** What went wrong after the answer started, already translated. */
  error?: string | null;
}

/**
 * One question or answer. The text is shown as plain text (paragraphs on blank lines): never parsed as HTML, so
 * nothing in a passage or a model's answer can inject markup.
 */
export const AssistantMessageView = ({
  author,
  content,
  sources = [],
  isStreaming,
  error,
}: AssistantMessageViewProps) => {
  const { t } = useTranslation('assistant');
  const sourcesId = useId();
  const isAnswer = author === 'assistant';
  return (
    <li className={cn('flex', isAnswer ? 'justify-start' : 'justify-end')}>
      <article
        aria-busy={isStreaming || undefined}
        className={cn(
          'max-w-[46rem] rounded-2xl px-4 py-3 text-sm shadow-sm',
          isAnswer ? 'bg-white ring-1 ring-slate-200' : 'bg-primary-600 text-white',
        )}
      >
        <h3 className={cn('text-xs font-semibold', isAnswer ? 'text-slate-600' : 'text-primary-50')}>
          {isAnswer ? t('messages.assistant') : t('messages.you')}
        </h3>
        <div dir="auto" className="mt-1 grid gap-2 whitespace-pre-line break-words">
          {content
            .split(/\n{2,}/)
            .filter(Boolean)
            .map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in order, never reordered
              <p key={index}>{paragraph}</p>
            ))}
          {isStreaming && !content ? <p className="text-slate-500">{t('messages.writing')}</p> : null}
        </div>
        {error ? <p className="mt-2 font-medium text-red-700">{error}</p> : null}
        {isAnswer && !isStreaming ? <AssistantSources sources={sources} id={sourcesId} /> : null}
      </article>
    </li>
  );
};
