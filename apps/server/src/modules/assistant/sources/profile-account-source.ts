import type { KnowledgeDocument } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { profiles } from '../../../db/schema';
import type { AccountKnowledgeSource } from '../../../lib/assistant/types';

/**
 * The account's own data the assistant may quote to its people. Today the owner's profile; the business profile of
 * issue 15 plugs in as another AccountKnowledgeSource.
 */
export const profileAccountSource: AccountKnowledgeSource = {
  async documents(db, { accountOwnerId }) {
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, accountOwnerId));
    if (!profile) return [];
    const name = profile.fullName ?? [profile.firstName, profile.lastName].filter(Boolean).join(' ');
    const lines = [
      name ? `Account owner: ${name}.` : null,
      `Account e-mail: ${profile.email}.`,
      profile.phone ? `Account phone: ${profile.phone}.` : null,
      'Change these in the account settings of the dashboard.',
    ].filter(Boolean);
    const document: KnowledgeDocument = {
      kind: 'account',
      title: 'Your account details',
      url: '/dashboard/settings',
      language: 'en',
      text: lines.join(' '),
    };
    return [document];
  },
};
