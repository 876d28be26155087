import type { CampaignInputs } from '@receptiva/shared';
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * An admin's saved outbound campaign calculator scenario (issue 18 point 5, decision 036): a name unique per admin
 * whatever its case, and the eleven inputs, checked by the shared schema before they are stored. The results are
 * not stored: they follow from the inputs and today's formulas.
 */
export const campaignScenarios = pgTable(
  'campaign_scenarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    inputs: jsonb('inputs').$type<CampaignInputs>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also the index of an admin's list (its first column is the owner).
  (t) => [uniqueIndex('campaign_scenarios_owner_name_key').on(t.ownerUserId, sql`lower(${t.name})`)],
);
