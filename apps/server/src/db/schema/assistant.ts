import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** PostgreSQL's full-text document type: written with `to_tsvector(config, text)`, never read back by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The AI assistant's knowledge index (decision 020): one row per passage of the site's own knowledge (DIY guide,
 * university, legal, FAQ, blog), rebuilt when its content changes. `search` is the passage's full-text document in
 * its language's text-search configuration; `content_hash` identifies the passage, so a rebuild only writes what
 * changed.
 */
export const assistantPassages = pgTable(
  'assistant_passages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentHash: text('content_hash').notNull().unique(),
    sourceKind: text('source_kind').notNull(),
    title: text('title').notNull(),
    /** A site path with its anchor (`/legal#refunds`, `/blog/slug`). */
    url: text('url').notNull(),
    language: text('language').notNull(),
    body: text('body').notNull(),
    search: tsvector('search').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assistant_passages_search_idx').using('gin', t.search),
    index('assistant_passages_language_idx').on(t.language),
  ],
);

/** What the index was last built from: one row, so every instance sees whether a rebuild is due. */
export const assistantIndexState = pgTable(
  'assistant_index_state',
  {
    id: integer('id').primaryKey().default(1),
    fingerprint: text('fingerprint').notNull(),
    passageCount: integer('passage_count').notNull(),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('assistant_index_state_single_row', sql`${t.id} = 1`)],
);

/** One person's conversation with the assistant; only they can read or delete it. */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_conversations_user_idx').on(t.userId, t.updatedAt)],
);

/** A cited source of an answer, as shown under it. */
export interface AssistantSourceRow {
  kind: string;
  title: string;
  url: string;
}

/** A question (`user`) or an answer (`assistant`) with the sources it was grounded in. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    sources: jsonb('sources').$type<AssistantSourceRow[]>().notNull().default([]),
    /** `local` (composed from passages) or `openai`; null for questions. */
    answeredBy: text('answered_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assistant_messages_conversation_idx').on(t.conversationId, t.createdAt),
    check('assistant_messages_role_check', sql`${t.role} in ('user', 'assistant')`),
  ],
);
