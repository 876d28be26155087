import { z } from 'zod';
import { ASSISTANT_QUESTION_MAX_LENGTH } from '../assistant';
import { SITE_LANGUAGE_CODES } from '../languages';

/** `POST /api/assistant/messages`: a question, in a new conversation or an existing one of the caller's. */
export const assistantQuestionSchema = z.object({
  question: z.string().trim().min(2).max(ASSISTANT_QUESTION_MAX_LENGTH),
  conversationId: z.uuid().optional(),
  /** The page's language: passages in it come first, English is the fallback. */
  language: z.enum(SITE_LANGUAGE_CODES).default('en'),
});
export type AssistantQuestionInput = z.input<typeof assistantQuestionSchema>;

export const assistantConversationParamsSchema = z.object({ conversationId: z.uuid() });
