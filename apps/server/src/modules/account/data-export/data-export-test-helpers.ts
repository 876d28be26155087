import { DIY_STEP_IDS, type OnboardingFormInput } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { expect } from 'vitest';
import type { TestClient } from '../../../../test/client';
import { giveConsent } from '../../../../test/membership-checkout';
import { deliverPaymentEvent, sessionEventsOf } from '../../../../test/payment-events';
import type { TestServer } from '../../../../test/server';
import {
  assistantConversations,
  assistantMessages,
  membershipCharges,
  membershipOrders,
  newsletterSubscribers,
  onboardingCalls,
  orders,
  universityProgress,
  universityVideos,
} from '../../../db/schema';
import { businessInfo, complianceAnswers } from '../../business-profile/business-profile-test-data';
import { startOrderCheckout } from '../../orders/order-test-helpers';
import { openTicket, staffCall } from '../../support-tickets/support-ticket-test-helpers';
import { addMember, createOwner, newMember, type TestPerson } from '../../team/team-test-helpers';

export const EXPORT = '/api/account/export';

/** What the person wrote or was sent, which the export must hold; and what only staff may read, which it must not. */
export const TEXTS = {
  ticketBody: 'Our after-hours calls ring out. Can the agent take them?',
  staffReply: 'Yes: we switched the agent to 24/7 answering for you.',
  internalNote: 'Internal: customer is on the legacy trunk, do not promise SMS.',
  callNotes: 'Please call the front desk line.',
  question: 'How do I change my greeting?',
  answer: 'Open the setup wizard and edit Business Information.',
  formNotes: 'Call me after 3 pm.',
} as const;

const onboardingForm = (): OnboardingFormInput => ({
  contactName: 'Olivia Owner',
  data: {
    business: businessInfo(),
    details: {
      services: [{ name: 'Cleaning', priceCents: 12_000, description: '' }],
      faqs: [],
      transfers: [],
      crm: 'HubSpot',
      calendar: 'Google Calendar',
    },
    compliance: complianceAnswers(),
    notes: TEXTS.formNotes,
  },
});

async function expectOk(response: Response) {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

/** A marketplace order of two lines, paid through the webhook as the test-mode checkout pays it. */
async function buyFromMarketplace(server: TestServer, client: TestClient) {
  const { sessionId } = await startOrderCheckout(client, [{ slug: 'review-booster', quantity: 2 }]);
  const [order] = await server.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  const event = sessionEventsOf('order')(
    `evt_${order!.id}`,
    'checkout.session.completed',
    sessionId,
    'paid',
    order!.id,
  );
  await expectOk(await deliverPaymentEvent(server, event));
  return order!.id;
}

/**
 * A paying team owner with something of every kind an export holds, written through the API where one exists:
 * profile, business profile (by the onboarding form), a team member, a paid order, a monthly charge, a consent, a
 * ticket answered by staff (and a staff note), an onboarding call, DIY ticks, the newsletter, a watched video and an
 * assistant conversation.
 */
export async function fillAccount(server: TestServer, staff: TestPerson) {
  const owner = await createOwner(server);
  const { db } = server;
  await expectOk(
    await owner.client.request('/api/account/profile', {
      method: 'PATCH',
      json: { phone: '+1 555 0100', locale: 'fr' },
    }),
  );
  await expectOk(await owner.client.post('/api/onboarding-form', { ...onboardingForm(), locale: 'fr' }));
  const teammate = newMember({ phone: '+1 555 0199' });
  await addMember(owner.client, teammate);
  const orderId = await buyFromMarketplace(server, owner.client);
  const [membership] = await db.select().from(membershipOrders).where(eq(membershipOrders.userId, owner.userId));
  await db.insert(membershipCharges).values({
    membershipOrderId: membership!.id,
    providerInvoiceId: `in_${membership!.id}`,
    amountCents: 49_700,
    paidAt: new Date('2026-02-01T00:00:00Z'),
  });
  await giveConsent(owner.client, owner.email);

  const ticket = await openTicket(owner.client, { body: TEXTS.ticketBody });
  await staffCall(staff.client, `${ticket.id}/notes`, { body: TEXTS.internalNote });
  await staffCall(staff.client, `${ticket.id}/replies`, { body: TEXTS.staffReply });

  await db.insert(onboardingCalls).values({
    userId: owner.userId,
    name: 'Olivia Owner',
    email: owner.email,
    phone: '+1 555 0100',
    notes: TEXTS.callNotes,
    startsAt: new Date('2026-03-02T15:00:00Z'),
    timeZone: 'America/New_York',
  });
  await expectOk(await owner.client.request(`/api/diy-progress/${DIY_STEP_IDS[0]}`, { method: 'PUT' }));
  await db.insert(newsletterSubscribers).values({
    email: owner.email,
    status: 'confirmed',
    confirmTokenHash: `confirm-hash-${owner.userId}`,
    unsubscribeTokenHash: `unsubscribe-hash-${owner.userId}`,
    confirmedAt: new Date(),
  });
  const [video] = await db.select().from(universityVideos).limit(1);
  await db.insert(universityProgress).values({ userId: owner.userId, videoId: video!.id });
  const [conversation] = await db
    .insert(assistantConversations)
    .values({ userId: owner.userId, title: TEXTS.question })
    .returning();
  // One statement each, as the assistant writes them: rows of one statement share their time.
  await db
    .insert(assistantMessages)
    .values({ conversationId: conversation!.id, role: 'user', content: TEXTS.question });
  await db.insert(assistantMessages).values({
    conversationId: conversation!.id,
    role: 'assistant',
    content: TEXTS.answer,
    sources: [{ kind: 'diy', title: 'Set up', url: '/diy-onboarding#business' }],
    answeredBy: 'local',
  });
  return { owner, teammate, orderId, ticketId: ticket.id, video: video! };
}

/** Downloads the caller's export and opens the zip: each file's text by name. */
export async function downloadExport(client: TestClient) {
  const response = await client.get(EXPORT);
  expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const texts: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(files)) texts[name] = strFromU8(bytes);
  return { response, texts, json: (name: string) => JSON.parse(texts[name]!) };
}
