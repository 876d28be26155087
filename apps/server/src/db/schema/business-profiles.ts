import type {
  BusinessDetails,
  BusinessInformation,
  Compliance,
  OnboardingFormData,
  WizardStatus,
  WizardStep,
} from '@receptiva/shared';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * One business profile per account, keyed by the owner's user id (issue 15 point 1). The answers are jsonb, one
 * column per part, each checked by its shared zod schema before it is written: the wizard and the onboarding form
 * save whole parts, nothing queries inside them, and a part's shape can grow without a migration. `null` means the
 * part was never saved. The wizard's place and status sit beside the answers they describe.
 */
export const businessProfiles = pgTable('business_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  business: jsonb('business').$type<BusinessInformation>(),
  details: jsonb('details').$type<BusinessDetails>(),
  compliance: jsonb('compliance').$type<Compliance>(),
  wizardStep: text('wizard_step').$type<WizardStep>().notNull().default('business'),
  wizardStatus: text('wizard_status').$type<WizardStatus>().notNull().default('in_progress'),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /** "Later" on the welcome screen: the dashboard stops leading the owner into the wizard. */
  deferredAt: timestamp('deferred_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An onboarding form as sent (issue 15 point 3). A signed-in sender's answers are also saved to their profile; a
 * guest's wait here, by e-mail, until that e-mail has a confirmed account (`linkedAt`), and are copied into its
 * profile then if it has none.
 */
export const onboardingSubmissions = pgTable(
  'onboarding_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-cased: the address the copy went to, and the one a guest submission is linked by. */
    email: text('email').notNull(),
    contactName: text('contact_name').notNull(),
    locale: text('locale').notNull().default('en'),
    data: jsonb('data').$type<OnboardingFormData>().notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('onboarding_submissions_email_idx').on(t.email),
    index('onboarding_submissions_user_idx').on(t.userId, t.createdAt),
  ],
);
