import OpenAI from 'openai';
import { AppError } from '../app-error';
import type { Logger } from '../logger';
import { groundingMessages } from './grounding-prompt';
import type { AnswerWriter } from './types';

export interface OpenAiWriterOptions {
  apiKey: string;
  /** Any OpenAI-compatible endpoint (`…/v1`); the SDK's default otherwise. */
  baseUrl?: string;
  model: string;
  logger: Logger;
  timeoutMs?: number;
}

const unavailable = () =>
  new AppError('ASSISTANT_UNAVAILABLE', 'The AI assistant cannot answer right now. Please try again in a moment.');

/**
 * The official `openai` SDK, streaming chat completions. A failure before the first token rejects with
 * ASSISTANT_UNAVAILABLE (the route answers 503 JSON); a failure mid-stream ends the iteration with that error.
 */
export function createOpenAiAnswerWriter(options: OpenAiWriterOptions): AnswerWriter {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    // One attempt: the person is waiting and can ask again; retries would only lengthen a failure.
    maxRetries: 0,
    timeout: options.timeoutMs ?? 60_000,
  });
  return {
    name: 'openai',
    description: `openai (model ${options.model}${options.baseUrl ? ` at ${new URL(options.baseUrl).host}` : ''})`,
    async streamAnswer(request) {
      let stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
      try {
        stream = await client.chat.completions.create({
          model: options.model,
          messages: groundingMessages(request),
          stream: true,
          temperature: 0.2,
        });
      } catch (error) {
        options.logger.warn('assistant model request failed', { error: describe(error) });
        throw unavailable();
      }
      return (async function* () {
        try {
          for await (const chunk of stream) {
            const text = chunk.choices[0]?.delta?.content;
            if (text) yield text;
          }
        } catch (error) {
          options.logger.warn('assistant model stream failed', { error: describe(error) });
          throw unavailable();
        }
      })();
    },
  };
}

/** Status and message only: an SDK error can carry request headers, which hold the API key. */
const describe = (error: unknown) =>
  error instanceof OpenAI.APIError ? `${error.status ?? 'no status'} ${error.message}` : String(error);
