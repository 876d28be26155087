import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpBody, uniqueEmail } from '../../test/accounts';
import { useTestServer } from '../../test/server';
import { demoBookings, emailOutbox, newsletterSubscribers, users } from '../db/schema';

const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();

describe('one daily e-mail budget per typed address, across the public forms', () => {
  // Three e-mails a day to one address; every form's own limits stay at their defaults, which are higher.
  const server = useTestServer({ MAIL_RATE_LIMIT_PER_RECIPIENT: '3' });

  const book = (email: string) =>
    server().client().post('/api/demo-bookings', {
      name: 'Ada Lovelace',
      email,
      phone: '+1 555 010 2000',
      businessType: 'Med spa',
      preferredAt: inAWeek(),
      timeZone: 'America/New_York',
      message: '',
      locale: 'en',
    });
  const subscribe = (email: string) => server().client().post('/api/newsletter/subscriptions', { email });
  const resetPassword = (email: string) =>
    server().client().post('/api/auth/request-password-reset', { email, redirectTo: '/auth?reset=true' });
  const signUp = (email: string) => server().client().post('/api/auth/sign-up/email', signUpBody({ email }));

  it('lets three forms e-mail an address, then refuses a fourth with 429 and writes nothing', async () => {
    const target = uniqueEmail('inbox');
    expect((await book(target)).status).toBe(201);
    expect((await subscribe(target)).status).toBe(202);
    expect((await resetPassword(target)).status).toBe(200);

    const refused = await signUp(target.toUpperCase());
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(await server().db.select().from(users).where(eq(users.email, target))).toEqual([]);
    expect((await book(target)).status).toBe(429);
    expect(await server().db.select().from(demoBookings).where(eq(demoBookings.email, target))).toHaveLength(1);

    const sent = await server().db.select().from(emailOutbox).where(eq(emailOutbox.to, target));
    // The booking confirmation and the newsletter confirmation; no account, so no reset link.
    expect(sent).toHaveLength(2);
    expect(
      await server().db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, target)),
    ).toHaveLength(1);
  });

  it('keeps each address its own budget', async () => {
    const first = uniqueEmail('first');
    for (let i = 0; i < 3; i++) expect((await resetPassword(first)).status).toBe(200);
    expect((await resetPassword(first)).status).toBe(429);
    expect((await signUp(uniqueEmail('second'))).status).toBe(200);
  });
});
