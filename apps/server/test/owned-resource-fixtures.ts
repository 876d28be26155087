import { CAMPAIGN_EXAMPLE_INPUTS } from '@receptiva/shared';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OwnedResource } from '../src/api/owned-resources';
import {
  assistantConversations,
  campaignScenarios,
  sessions,
  supportTicketMessages,
  supportTickets,
  teamMembers,
} from '../src/db/schema';
import { startOrderCheckout } from '../src/modules/orders/order-test-helpers';
import { getMe, PASSWORD, signIn, signUpAndConfirm } from './accounts';
import type { Actor, ActorName } from './actors';
import { startCheckout } from './membership-checkout';
import type { TestServer } from './server';

interface OwnedFixture {
  owner: Actor;
  /** The path parameters that name the resource. */
  params: Record<string, string>;
  /** A JSON body every route of the kind accepts, where `{}` is not enough (an edit must change something). */
  body?: Record<string, unknown>;
}

const sessionIdOf = (url: URL) => decodeURIComponent(url.pathname.split('/').pop()!);

/**
 * One resource of each owned kind, created for its owner the way a user would. Typed by `OwnedResource`, so a new
 * kind of owned resource cannot be declared without the matrix learning how to make one.
 */
export const ownedResourceFixtures: Record<
  OwnedResource,
  (server: TestServer, actors: Record<ActorName, Actor>) => Promise<OwnedFixture>
> = {
  'marketplace-order': async (_server, { member }) => {
    const { sessionId } = await startOrderCheckout(member.client, [
      { slug: 'ai-receptionist-after-hours', quantity: 1 },
    ]);
    return { owner: member, params: { sessionId } };
  },
  'membership-order': async (_server, { user }) => {
    const me = await getMe(user.client);
    const url = await startCheckout(user.client, me.user.email, me.user.id);
    return { owner: user, params: { sessionId: sessionIdOf(url) } };
  },
  'team-member': async (server, { member }) => {
    const [row] = await server.db
      .insert(teamMembers)
      .values({ userId: member.userId!, email: `fixture-${crypto.randomUUID()}@example.com`, status: 'invited' })
      .returning({ id: teamMembers.id });
    return { owner: member, params: { memberId: row!.id }, body: { firstName: 'Fixture' } };
  },
  'team-membership': async (server, { member, teamMember }) => {
    const [row] = await server.db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(and(eq(teamMembers.userId, member.userId!), eq(teamMembers.invitedUserId, teamMember.userId!)));
    return { owner: teamMember, params: { memberId: row!.id } };
  },
  'assistant-conversation': async (server, { member }) => {
    const [row] = await server.db
      .insert(assistantConversations)
      .values({ userId: member.userId!, title: 'Fixture conversation' })
      .returning({ id: assistantConversations.id });
    return { owner: member, params: { conversationId: row!.id } };
  },
  'shared-business-profile': async (server, { member, teamMember }) => {
    // The team-membership fixture's route (leaving the team) may have run first: the reader must be on the team.
    const [place] = await server.db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(
        and(
          eq(teamMembers.userId, member.userId!),
          eq(teamMembers.invitedUserId, teamMember.userId!),
          eq(teamMembers.status, 'active'),
        ),
      );
    if (!place) {
      const me = await getMe(teamMember.client);
      await server.db
        .insert(teamMembers)
        .values({ userId: member.userId!, invitedUserId: teamMember.userId!, email: me.user.email, status: 'active' });
    }
    return { owner: teamMember, params: { ownerId: member.userId! } };
  },
  'account-session': async (server, { user }) => {
    // A second sign-in of the same person (another browser): revoking it leaves the actor's own session alone.
    const me = await getMe(user.client);
    expect((await signIn(server.client(), me.user.email, PASSWORD)).status).toBe(200);
    const [newest] = await server.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user.userId!))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    return { owner: user, params: { sessionId: newest!.id } };
  },
  'campaign-scenario': async (server, { admin }) => {
    const [row] = await server.db
      .insert(campaignScenarios)
      .values({ ownerUserId: admin.userId!, name: `Fixture ${crypto.randomUUID()}`, inputs: CAMPAIGN_EXAMPLE_INPUTS })
      .returning({ id: campaignScenarios.id });
    const body = { name: `Fixture ${crypto.randomUUID()}`, inputs: { ...CAMPAIGN_EXAMPLE_INPUTS, leads: 2_000 } };
    return { owner: admin, params: { scenarioId: row!.id }, body };
  },
  'support-ticket': async (server, { teamMember }) => {
    // An account of its own whose team holds the matrix's team member: no other actor reads its tickets (the
    // member actor's own team holds the team member too, so a ticket of theirs would have two readers).
    const { client } = await signUpAndConfirm(server);
    const accountId = (await getMe(client)).user.id;
    const me = await getMe(teamMember.client);
    await server.db
      .insert(teamMembers)
      .values({ userId: accountId, invitedUserId: teamMember.userId!, email: me.user.email, status: 'active' });
    const [ticket] = await server.db
      .insert(supportTickets)
      .values({
        accountUserId: accountId,
        openedByUserId: teamMember.userId!,
        openedByLabel: me.user.email,
        subject: 'Fixture ticket',
        category: 'other',
      })
      .returning({ id: supportTickets.id });
    await server.db.insert(supportTicketMessages).values({
      ticketId: ticket!.id,
      authorUserId: teamMember.userId!,
      authorLabel: me.user.email,
      authorSide: 'customer',
      body: 'Fixture message',
    });
    return { owner: teamMember, params: { ticketId: ticket!.id }, body: { body: 'A reply from the owner.' } };
  },
};
