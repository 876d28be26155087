import type { OwnedResource } from '../src/api/owned-resources';
import { startOrderCheckout } from '../src/modules/orders/order-test-helpers';
import { getMe } from './accounts';
import type { Actor, ActorName } from './actors';
import { startCheckout } from './membership-checkout';
import type { TestServer } from './server';

interface OwnedFixture {
  owner: Actor;
  /** The path parameters that name the resource. */
  params: Record<string, string>;
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
};
