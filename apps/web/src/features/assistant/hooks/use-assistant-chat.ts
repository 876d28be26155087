import { type AssistantMessage, type AssistantSource, FALLBACK_LANGUAGE, normalizeLanguage } from '@receptiva/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssistantConversation } from '../api/get-assistant-conversation';
import { assistantKeys } from '../api/get-assistant-conversations';
import { streamAssistantAnswer } from '../api/stream-assistant-answer';

/** The question being answered now, shown until the stored conversation includes it. */
export interface PendingExchange {
  question: string;
  questionId: string | null;
  answer: string;
  sources: AssistantSource[];
  status: 'streaming' | 'done' | 'failed';
  /** A failure after the answer started (the stream's `error` event): its code, for `errors:<code>`. */
  errorCode: string | null;
}

/**
 * One conversation with the assistant: its stored messages, the exchange being streamed, and `ask`, which rejects
 * (with an ApiError) only when the question was refused before any answer started.
 */
export function useAssistantChat() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const abort = useRef<AbortController | null>(null);
  const isStreaming = pending?.status === 'streaming';
  const conversation = useAssistantConversation(conversationId, !isStreaming);
  const messages: AssistantMessage[] = conversation.data?.id === conversationId ? conversation.data.messages : [];

  // The stored conversation took over the exchange: stop showing it twice.
  useEffect(() => {
    if (pending?.status === 'done' && messages.some((message) => message.id === pending.questionId)) setPending(null);
  }, [messages, pending]);

  useEffect(() => () => abort.current?.abort(), []);

  const ask = useCallback(
    async (question: string) => {
      const controller = new AbortController();
      abort.current = controller;
      const language = normalizeLanguage(i18n.language) ?? FALLBACK_LANGUAGE;
      setPending({ question, questionId: null, answer: '', sources: [], status: 'streaming', errorCode: null });
      const update = (change: (current: PendingExchange) => PendingExchange) =>
        setPending((current) => (current ? change(current) : current));
      try {
        await streamAssistantAnswer(
          { question, language, ...(conversationId ? { conversationId } : {}) },
          (event) => {
            if (event.type === 'start') {
              setConversationId(event.conversationId);
              update((current) => ({ ...current, questionId: event.questionId }));
            } else if (event.type === 'sources') update((current) => ({ ...current, sources: event.sources }));
            else if (event.type === 'delta') update((current) => ({ ...current, answer: current.answer + event.text }));
            else if (event.type === 'done') update((current) => ({ ...current, status: 'done' }));
            else update((current) => ({ ...current, status: 'failed', errorCode: event.code }));
          },
          controller.signal,
        );
      } catch (error) {
        setPending((current) =>
          current?.questionId ? { ...current, status: 'failed', errorCode: 'NETWORK_ERROR' } : null,
        );
        throw error;
      } finally {
        void queryClient.invalidateQueries({ queryKey: assistantKeys.all });
      }
    },
    [conversationId, i18n.language, queryClient],
  );

  const open = useCallback((id: string | null) => {
    abort.current?.abort();
    setPending(null);
    setConversationId(id);
  }, []);

  return { conversationId, messages, pending, isStreaming, isLoading: conversation.isLoading, ask, open };
}
