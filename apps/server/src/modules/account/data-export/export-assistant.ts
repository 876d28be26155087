import { asc, eq, inArray } from 'drizzle-orm';
import { assistantConversations, assistantMessages } from '../../../db/schema';
import { type ExportSection, iso } from './export-types';

/** `assistant.json`: the caller's conversations with the AI assistant, each question and answer with its sources. */
export const exportAssistant: ExportSection = async (db, subject) => {
  const conversations = await db
    .select()
    .from(assistantConversations)
    .where(eq(assistantConversations.userId, subject.userId))
    .orderBy(asc(assistantConversations.createdAt));
  const messages =
    conversations.length === 0
      ? []
      : await db
          .select()
          .from(assistantMessages)
          .where(
            inArray(
              assistantMessages.conversationId,
              conversations.map((conversation) => conversation.id),
            ),
          )
          .orderBy(asc(assistantMessages.createdAt), asc(assistantMessages.id));
  return {
    conversations: conversations.map((conversation) => ({
      title: conversation.title,
      startedAt: iso(conversation.createdAt),
      messages: messages
        .filter((message) => message.conversationId === conversation.id)
        .map((message) => ({
          role: message.role,
          content: message.content,
          sources: message.sources,
          at: iso(message.createdAt),
        })),
    })),
  };
};
