import { membershipOrders, teamMembers, userRoles } from '../src/db/schema';
import { getMe, signUpAndConfirm } from './accounts';
import type { TestClient } from './client';
import { TEST_ADMIN_EMAIL, type TestServer } from './server';

/** The callers the authorization matrix tries every route as (issue 12). */
export const ACTORS = ['anonymous', 'user', 'member', 'teamMember', 'staff', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];

export interface Actor {
  name: ActorName;
  client: TestClient;
  userId: string | null;
}

async function signedIn(server: TestServer, name: ActorName, overrides: Record<string, unknown> = {}) {
  const { client } = await signUpAndConfirm(server, overrides);
  return { name, client, userId: (await getMe(client)).user.id };
}

/** A paid membership bought through the test-mode provider: active, cancellable, not an admin grant. */
export async function grantPaidMembership(server: TestServer, userId: string, email: string) {
  await server.db.insert(membershipOrders).values({
    userId,
    email,
    planName: 'Annual Membership',
    paymentType: 'annual',
    amountCents: 649_700,
    status: 'paid',
    provider: 'test',
    paidAt: new Date(),
    commitmentEndsAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
  });
}

/**
 * One of each: signed out; signed up with nothing more; a paying member; an active team member of that member (no
 * membership of their own); staff (role `member`, DESIGN §4); the ADMIN_EMAIL account.
 */
export async function createActors(server: TestServer): Promise<Record<ActorName, Actor>> {
  const user = await signedIn(server, 'user');
  const member = await signedIn(server, 'member');
  const memberMe = await getMe(member.client);
  await grantPaidMembership(server, member.userId, memberMe.user.email);
  const teamMember = await signedIn(server, 'teamMember');
  await server.db.insert(teamMembers).values({
    userId: member.userId,
    invitedUserId: teamMember.userId,
    email: (await getMe(teamMember.client)).user.email,
    status: 'active',
  });
  const staff = await signedIn(server, 'staff');
  await server.db.insert(userRoles).values({ userId: staff.userId, role: 'member' });
  const admin = await signedIn(server, 'admin', { email: TEST_ADMIN_EMAIL });
  return {
    anonymous: { name: 'anonymous', client: server.client(), userId: null },
    user,
    member,
    teamMember,
    staff,
    admin,
  };
}
