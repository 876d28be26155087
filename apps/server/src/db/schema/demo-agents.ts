import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * An industry demo agent of the live voice demo (/agents, the home page's call button). `voiceAgentId` names the
 * agent at the voice provider (ElevenLabs); the local demo agent speaks from `firstMessage` and `systemPrompt`.
 */
export const demoAgents = pgTable(
  'demo_agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voiceAgentId: text('voice_agent_id').notNull().unique(),
    name: text('name').notNull(),
    industry: text('industry').notNull(),
    description: text('description').notNull(),
    /** A CSS hex colour for the card's accent. */
    color: text('color').notNull(),
    firstMessage: text('first_message').notNull(),
    /** The persona plus labelled facts (`Hours: …`, `Prices: …`) the local agent answers from; see decision 009. */
    systemPrompt: text('system_prompt').notNull(),
    /** A voice-language code; the local agent speaks it and falls back to English phrases where it has none. */
    defaultLanguage: text('default_language').notNull().default('en'),
    /** An eSpeak NG variant (`f3`, `m1`…) the local agent speaks with; null = the language's own voice. */
    voice: text('voice'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demo_agents_active_sort_idx').on(t.isActive, t.sortOrder)],
);

/**
 * One signed URL to the local demo agent. The row makes the URL single-use across every server instance: the
 * WebSocket upgrade claims it with one conditional update.
 */
export const voiceSessionTokens = pgTable(
  'voice_session_tokens',
  {
    id: uuid('id').primaryKey(),
    voiceAgentId: text('voice_agent_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('voice_session_tokens_expires_at_idx').on(t.expiresAt)],
);
