import { DIY_STEP_IDS, receiptNumberOf, ticketNumberOf } from '@receptiva/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../test/server';
import { signUpStaff } from '../../orders/order-test-helpers';
import { downloadExport, fillAccount, TEXTS } from './data-export-test-helpers';

const FILES = [
  'README.txt',
  'profile.json',
  'team.json',
  'orders.json',
  'support-tickets.json',
  'consents.json',
  'onboarding.json',
  'university.json',
  'assistant.json',
];

describe('GET /api/account/export: the caller’s data as JSON files in a zip', () => {
  const server = useTestServer();
  let account: Awaited<ReturnType<typeof fillAccount>>;
  let download: Awaited<ReturnType<typeof downloadExport>>;

  beforeAll(async () => {
    account = await fillAccount(server(), await signUpStaff(server()));
    download = await downloadExport(account.owner.client);
  }, 180_000);

  it('answers a zip attachment named for today, never cached, holding the README and eight JSON files', () => {
    const { headers } = download.response;
    expect(headers.get('content-type')).toBe('application/zip');
    const day = new Date().toISOString().slice(0, 10);
    expect(headers.get('content-disposition')).toBe(`attachment; filename="receptiva-data-${day}.zip"`);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(download.texts)).toEqual(FILES);
  });

  it('explains every file in README.txt, what is left out, and the 30 days of access after the service ends', () => {
    const readme = download.texts['README.txt']!;
    expect(readme).toContain(`for ${account.owner.email}`);
    for (const name of FILES.slice(1)) expect(readme).toMatch(new RegExp(`^${name.replace('.', '\\.')} +\\S`, 'm'));
    expect(readme).toContain('Not included: your password');
    expect(readme).toContain('30 days');
  });

  it('profile.json: the account, profile, membership, sign-in method, devices and business profile', () => {
    const profile = download.json('profile.json');
    expect(profile.user).toMatchObject({ id: account.owner.userId, email: account.owner.email, emailVerified: true });
    expect(profile.profile).toMatchObject({
      fullName: 'Olivia Owner',
      firstName: 'Olivia',
      lastName: 'Owner',
      phone: '+1 555 0100',
      emailLanguage: 'fr',
    });
    expect(profile.membership).toEqual({ state: 'active', graceEndsAt: null });
    expect(profile.signInMethods).toEqual([{ method: 'email and password', since: expect.any(String) }]);
    expect(profile.signedInDevices).toEqual([expect.objectContaining({ isCurrent: true, ipAddress: '127.0.0.1' })]);
    expect(profile.signedInDevices[0]).not.toHaveProperty('id');
    expect(profile.businessProfile.business).toMatchObject({ businessName: 'Bright Smiles Dental' });
    expect(profile.businessProfile.compliance).toMatchObject({ retentionDays: 90 });
    expect(profile.businessProfile.setupWizard).toMatchObject({ status: 'in_progress' });
  });

  it('team.json: the team they own, with each invitation’s dates but no token', () => {
    const team = download.json('team.json');
    expect(team.teamsJoined).toEqual([]);
    expect(team.ownedTeam).toEqual([
      expect.objectContaining({
        email: account.teammate.email,
        firstName: 'Tom',
        lastName: 'Teammate',
        phone: '+1 555 0199',
        status: 'invited',
        hasAccount: false,
      }),
    ]);
    const [invitation] = team.ownedTeam[0].invitations;
    expect(Object.keys(invitation).sort()).toEqual(['acceptedAt', 'email', 'expiresAt', 'revokedAt', 'sentAt']);
  });

  it('orders.json: the marketplace order with its lines and timeline, the membership with its monthly charge', () => {
    const { marketplaceOrders, membershipOrders } = download.json('orders.json');
    expect(marketplaceOrders).toHaveLength(1);
    const [order] = marketplaceOrders;
    expect(order).toMatchObject({
      id: account.orderId,
      receiptNumber: receiptNumberOf(account.orderId),
      status: 'paid',
      email: account.owner.email,
      refunds: [],
    });
    expect(order.items).toEqual([expect.objectContaining({ slug: 'review-booster', quantity: 2 })]);
    expect(order.totalCents).toBe(order.items[0].lineTotalCents);
    expect(order.timeline.map((step: { status: string }) => step.status)).toEqual(['paid']);
    expect(membershipOrders).toEqual([
      expect.objectContaining({
        planName: 'Annual Membership',
        status: 'paid',
        paymentProvider: 'test',
        monthlyCharges: [{ amountCents: 49_700, currency: 'usd', paidAt: '2026-02-01T00:00:00.000Z' }],
      }),
    ]);
  });

  it('support-tickets.json: the ticket and its thread as the customer sees it, without the staff note', () => {
    const { tickets } = download.json('support-tickets.json');
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({
      id: account.ticketId,
      number: ticketNumberOf(account.ticketId),
      status: 'waiting_on_customer',
      accountId: account.owner.userId,
    });
    expect(tickets[0].messages.map((message: { authorSide: string; body: string }) => message.body)).toEqual([
      TEXTS.ticketBody,
      TEXTS.staffReply,
    ]);
    expect(download.texts['support-tickets.json']).not.toContain('internal');
  });

  it('consents.json: the membership consent with its terms version and origin, and the newsletter subscription', () => {
    const { membershipConsents, newsletter } = download.json('consents.json');
    expect(membershipConsents).toEqual([
      expect.objectContaining({
        email: account.owner.email,
        planName: 'Annual Membership',
        userAgent: 'MembershipTest/1.0',
        termsVersion: expect.any(String),
      }),
    ]);
    expect(newsletter).toMatchObject({
      email: account.owner.email,
      status: 'confirmed',
      confirmedAt: expect.any(String),
    });
  });

  it('onboarding.json, university.json and assistant.json: the form, the call, the ticks, the video, the chat', () => {
    const onboarding = download.json('onboarding.json');
    expect(onboarding.onboardingForms).toEqual([
      expect.objectContaining({ contactName: 'Olivia Owner', language: 'fr', linkedToAccountAt: expect.any(String) }),
    ]);
    expect(onboarding.onboardingForms[0].answers.notes).toBe(TEXTS.formNotes);
    expect(onboarding.onboardingCalls).toEqual([
      expect.objectContaining({ status: 'booked', startsAt: '2026-03-02T15:00:00.000Z', notes: TEXTS.callNotes }),
    ]);
    expect(onboarding.diyGuideProgress).toEqual([{ stepId: DIY_STEP_IDS[0], completedAt: expect.any(String) }]);
    expect(download.json('university.json').watchedVideos).toEqual([
      { videoId: account.video.id, title: account.video.title, watchedAt: expect.any(String) },
    ]);
    const [conversation] = download.json('assistant.json').conversations;
    expect(conversation.messages.map((message: { role: string; content: string }) => message.content)).toEqual([
      TEXTS.question,
      TEXTS.answer,
    ]);
    expect(conversation.messages[1].sources).toEqual([
      { kind: 'diy', title: 'Set up', url: '/diy-onboarding#business' },
    ]);
  });
});
