import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/hooks/use-error-message';
import { useAssistantConversations } from '../api/get-assistant-conversations';
import { useAssistantChat } from '../hooks/use-assistant-chat';
import { AssistantConversationList } from './assistant-conversation-list';
import { AssistantMessageView } from './assistant-message-view';
import { AssistantQuestionForm } from './assistant-question-form';

/**
 * The chat: earlier conversations beside the current one, its messages, and the question box. A finished answer is
 * read out once through a polite live region; while it streams, the answer is marked busy instead of being read
 * word by word.
 */
export const AssistantPanel = () => {
  const { t } = useTranslation('assistant');
  const errorMessage = useErrorMessage();
  const list = useAssistantConversations();
  const chat = useAssistantChat();
  const { pending, messages } = chat;
  // Once the stored conversation holds the exchange, it is shown from there only (never twice, not even for a render).
  const isStored = pending !== null && messages.some((message) => message.id === pending.questionId);
  const showPendingQuestion = pending !== null && !isStored;
  const showPendingAnswer = pending !== null && !(pending.status === 'done' && isStored);
  // The last finished answer stays in the live region after the stored conversation replaces the streamed one.
  const [lastAnswer, setLastAnswer] = useState('');
  const finishedAnswer = pending?.status === 'done' ? pending.answer : null;
  useEffect(() => {
    if (finishedAnswer !== null) setLastAnswer(finishedAnswer);
  }, [finishedAnswer]);
  const announcement =
    pending?.status === 'streaming'
      ? t('messages.writing')
      : lastAnswer
        ? `${t('messages.answered')} ${lastAnswer}`
        : '';

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <AssistantConversationList
        conversations={list.data?.conversations}
        currentId={chat.conversationId}
        onOpen={chat.open}
      />
      <Card className="grid gap-4 p-4 sm:p-6">
        {list.data ? <p className="text-xs text-slate-600">{t(`mode.${list.data.mode}`)}</p> : null}
        <section aria-labelledby="assistant-messages-heading" className="grid gap-3">
          <h2 id="assistant-messages-heading" className="sr-only">
            {t('messages.label')}
          </h2>
          {chat.isLoading ? <Spinner label={t('history.loading')} /> : null}
          {messages.length === 0 && !pending && !chat.isLoading ? (
            <p className="text-sm text-slate-600">{t('messages.empty')}</p>
          ) : null}
          <ol className="grid gap-3">
            {messages.map((message) => (
              <AssistantMessageView
                key={message.id}
                author={message.role}
                content={message.content}
                sources={message.sources}
              />
            ))}
            {pending && showPendingQuestion ? <AssistantMessageView author="user" content={pending.question} /> : null}
            {pending && showPendingAnswer ? (
              <AssistantMessageView
                author="assistant"
                content={pending.answer}
                sources={pending.sources}
                isStreaming={pending.status === 'streaming'}
                error={pending.errorCode ? errorMessage({ code: pending.errorCode }) : null}
              />
            ) : null}
          </ol>
          <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
            {announcement}
          </div>
        </section>
        <AssistantQuestionForm isBusy={chat.isStreaming} onAsk={chat.ask} />
      </Card>
    </div>
  );
};
