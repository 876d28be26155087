import type { Env } from '../../env';
import type { Logger } from '../logger';
import { createLocalAnswerWriter } from './local-writer';
import { createOpenAiAnswerWriter } from './openai-writer';
import type { AnswerWriter } from './types';

/** A model through the OpenAI API when `OPENAI_API_KEY` is set, else answers composed from the passages. */
export function createAnswerWriter(env: Env, logger: Logger): AnswerWriter {
  if (env.OPENAI_API_KEY) {
    return createOpenAiAnswerWriter({
      apiKey: env.OPENAI_API_KEY,
      baseUrl: env.OPENAI_BASE_URL,
      model: env.OPENAI_MODEL,
      logger,
    });
  }
  return createLocalAnswerWriter();
}
