import type { AssistantStreamEvent, SiteLanguage } from '@receptiva/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AnswerWriter, KnowledgeConfig } from '../../lib/assistant/types';
import type { Logger } from '../../lib/logger';
import { consumeRateLimits } from '../../lib/rate-limit';
import { accountOwnerOf } from './account-owner';
import { findOwnConversation, recordAnswer, recordQuestion } from './conversations.service';
import { retrieveGrounding } from './retrieve-grounding';

export interface AskParams {
  userId: string;
  isMember: boolean;
  question: string;
  conversationId?: string;
  language: SiteLanguage;
}

export interface AskDeps {
  db: Db;
  writer: AnswerWriter;
  knowledge: KnowledgeConfig;
  ratePerHour: number;
  logger: Logger;
}

const encoder = new TextEncoder();
const line = (event: AssistantStreamEvent) => encoder.encode(`${JSON.stringify(event)}\n`);

/**
 * Answers a question as a stream of events (`application/x-ndjson`). Everything that can refuse the question (rate
 * limit, someone else's conversation, a model that cannot start) happens before the question is stored and before
 * the first byte is sent, so a refusal is a plain JSON error and changes nothing. The answer is stored before the
 * stream says `done`.
 */
export async function askAssistant(deps: AskDeps, params: AskParams): Promise<ReadableStream<Uint8Array>> {
  const { db, writer, logger } = deps;
  await consumeRateLimits(db, [
    { key: `assistant:user:${params.userId}`, limit: deps.ratePerHour, windowSeconds: 3600 },
  ]);
  if (params.conversationId) await findOwnConversation(db, params.userId, params.conversationId);
  const passages = await retrieveGrounding(db, deps.knowledge, {
    question: params.question,
    language: params.language,
    accountOwnerId: await accountOwnerOf(db, params.userId, params.isMember),
    logger,
  });
  const chunks = await writer.streamAnswer({ question: params.question, language: params.language, passages });
  const { conversationId, questionId } = await recordQuestion(db, params);
  const sources = passages.map(({ kind, title, url }) => ({ kind, title, url }));

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(line({ type: 'start', conversationId, questionId }));
      controller.enqueue(line({ type: 'sources', sources }));
      let content = '';
      try {
        for await (const text of chunks) {
          content += text;
          controller.enqueue(line({ type: 'delta', text }));
        }
        const messageId = await recordAnswer(db, { conversationId, content, sources, answeredBy: writer.name });
        controller.enqueue(line({ type: 'done', messageId, answeredBy: writer.name }));
      } catch (error) {
        const appError =
          error instanceof AppError
            ? error
            : new AppError('ASSISTANT_UNAVAILABLE', 'The AI assistant cannot answer right now. Please try again.');
        if (!(error instanceof AppError)) logger.error('assistant answer failed', { error });
        controller.enqueue(line({ type: 'error', code: appError.code, message: appError.message }));
      }
      controller.close();
    },
  });
}
