import type { AssistantConversation, AssistantConversationSummary, AssistantMessage } from '@receptiva/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assistantConversations, assistantMessages } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const TITLE_MAX = 80;

const notFound = () => new AppError('NOT_FOUND', 'This conversation does not exist.');

type ConversationRow = typeof assistantConversations.$inferSelect;
type MessageRow = typeof assistantMessages.$inferSelect;

const summaryOf = (row: ConversationRow): AssistantConversationSummary => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const messageOf = (row: MessageRow): AssistantMessage => ({
  id: row.id,
  role: row.role as AssistantMessage['role'],
  content: row.content,
  sources: row.sources as AssistantMessage['sources'],
  answeredBy: row.answeredBy as AssistantMessage['answeredBy'],
  createdAt: row.createdAt.toISOString(),
});

/** The caller's conversations, most recently active first. */
export async function listConversations(db: Db, userId: string): Promise<AssistantConversationSummary[]> {
  const rows = await db
    .select()
    .from(assistantConversations)
    .where(eq(assistantConversations.userId, userId))
    .orderBy(desc(assistantConversations.updatedAt))
    .limit(100);
  return rows.map(summaryOf);
}

/** One of the caller's conversations; anyone else's answers 404 as if it did not exist. */
export async function findOwnConversation(db: Db, userId: string, conversationId: string): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(assistantConversations)
    .where(and(eq(assistantConversations.id, conversationId), eq(assistantConversations.userId, userId)));
  if (!row) throw notFound();
  return row;
}

export async function getConversation(db: Db, userId: string, conversationId: string): Promise<AssistantConversation> {
  const conversation = await findOwnConversation(db, userId, conversationId);
  const messages = await db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(asc(assistantMessages.createdAt), desc(assistantMessages.role));
  return { ...summaryOf(conversation), messages: messages.map(messageOf) };
}

export async function deleteConversation(db: Db, userId: string, conversationId: string) {
  const deleted = await db
    .delete(assistantConversations)
    .where(and(eq(assistantConversations.id, conversationId), eq(assistantConversations.userId, userId)))
    .returning({ id: assistantConversations.id });
  if (deleted.length === 0) throw notFound();
  return { id: conversationId, deleted: true as const };
}

/** Stores a question, in a new conversation (titled by the question) when none is given. */
export async function recordQuestion(
  db: Db,
  params: { userId: string; conversationId?: string; question: string },
): Promise<{ conversationId: string; questionId: string }> {
  return db.transaction(async (tx) => {
    let conversationId = params.conversationId;
    if (conversationId) {
      await tx
        .update(assistantConversations)
        .set({ updatedAt: new Date() })
        .where(eq(assistantConversations.id, conversationId));
    } else {
      const title =
        params.question.length > TITLE_MAX ? `${params.question.slice(0, TITLE_MAX - 1).trimEnd()}…` : params.question;
      const [row] = await tx
        .insert(assistantConversations)
        .values({ userId: params.userId, title })
        .returning({ id: assistantConversations.id });
      conversationId = row!.id;
    }
    const [question] = await tx
      .insert(assistantMessages)
      .values({ conversationId, role: 'user', content: params.question })
      .returning({ id: assistantMessages.id });
    return { conversationId, questionId: question!.id };
  });
}

export async function recordAnswer(
  db: Db,
  params: {
    conversationId: string;
    content: string;
    sources: AssistantMessage['sources'];
    answeredBy: 'local' | 'openai';
  },
): Promise<string> {
  const [row] = await db
    .insert(assistantMessages)
    .values({ ...params, role: 'assistant' })
    .returning({ id: assistantMessages.id });
  return row!.id;
}
