import { describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../../test/accounts';
import { startCheckout } from '../../test/membership-checkout';
import { createTestServer } from '../../test/server';
import { DEMO_PASSWORD } from '../db/seed';

const REMOTE = '198.51.100.23';
const DEMO_OWNER = 'owner@demo.receptiva.test';

/** Issue 12: demo accounts and the test-mode checkout, like the mailbox, serve this machine only by default. */
describe('development conveniences seen from another machine', () => {
  it('refuses a demo account’s known password from another machine, as a wrong password', async () => {
    const server = await createTestServer();
    try {
      const signIn = (address: string) =>
        server.client(address).post('/api/auth/sign-in/email', { email: DEMO_OWNER, password: DEMO_PASSWORD });
      const remote = await signIn(REMOTE);
      expect(remote.status).toBe(401);
      expect(await remote.json()).toMatchObject({ error: { code: 'INVALID_EMAIL_OR_PASSWORD' } });
      expect((await signIn('127.0.0.1')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('hides the test-mode checkout page and refuses to start a test-mode checkout for another machine', async () => {
    const server = await createTestServer();
    try {
      const { client, email } = await signUpAndConfirm(server);
      const url = await startCheckout(client, email, null);
      expect((await server.client(REMOTE).get(url.pathname)).status).toBe(404);
      expect((await server.client('127.0.0.1').get(url.pathname)).status).toBe(200);

      const remoteBuyer = server.client(REMOTE);
      const checkout = await remoteBuyer.post('/api/functions/create-membership-checkout-with-setup', {
        planName: 'Annual Membership',
        amount: 649_700,
        userEmail: email,
        userId: null,
        paymentType: 'annual',
      });
      expect(checkout.status).toBe(503);
      expect(await checkout.json()).toMatchObject({ error: { code: 'PAYMENTS_UNAVAILABLE' } });
    } finally {
      await server.close();
    }
  });

  it('serves all of them to everyone with DEV_TOOLS=public', async () => {
    const server = await createTestServer({ DEV_TOOLS: 'public' });
    try {
      const signIn = await server
        .client(REMOTE)
        .post('/api/auth/sign-in/email', { email: DEMO_OWNER, password: DEMO_PASSWORD });
      expect(signIn.status).toBe(200);
      const { client, email } = await signUpAndConfirm(server);
      const url = await startCheckout(client, email, null);
      expect((await server.client(REMOTE).get(url.pathname)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
