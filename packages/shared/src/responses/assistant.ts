import { z } from 'zod';
import { KNOWLEDGE_SOURCE_KINDS } from '../assistant';

export const assistantSourceSchema = z.object({
  kind: z.enum(KNOWLEDGE_SOURCE_KINDS),
  title: z.string(),
  url: z.string(),
});
export type AssistantSource = z.infer<typeof assistantSourceSchema>;

export const assistantMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  sources: z.array(assistantSourceSchema),
  answeredBy: z.enum(['local', 'openai']).nullable(),
  createdAt: z.string(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

export const assistantConversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssistantConversationSummary = z.infer<typeof assistantConversationSummarySchema>;

/** `GET /api/assistant/conversations`: the caller's own, most recent first. */
export const assistantConversationListSchema = z.object({
  conversations: z.array(assistantConversationSummarySchema),
  /** Which adapter answers: `openai` streams a written answer, `local` composes one from the passages. */
  mode: z.enum(['local', 'openai']),
});
export type AssistantConversationList = z.infer<typeof assistantConversationListSchema>;

export const assistantConversationSchema = assistantConversationSummarySchema.extend({
  messages: z.array(assistantMessageSchema),
});
export type AssistantConversation = z.infer<typeof assistantConversationSchema>;

export const assistantConversationDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });
