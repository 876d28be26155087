import type { MyOnboardingCall, OnboardingCall, OnboardingCallSlots } from '@receptiva/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getMe, readMailbox, signUpAndConfirm } from '../../../test/accounts';
import { grantPaidMembership } from '../../../test/actors';
import type { TestClient } from '../../../test/client';
import { countRows, useTestServer } from '../../../test/server';
import { emailOutbox, onboardingCalls, onboardingTasks } from '../../db/schema';
import { DEFAULT_PRIVATE_SETTINGS } from '../../db/settings-defaults';
import { callIdFromToken, onboardingCallToken } from './onboarding-call-token';

const DAY_MS = 24 * 3600 * 1000;

const eastern = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

describe('/api/onboarding-calls', () => {
  const server = useTestServer();

  async function member(overrides: Record<string, unknown> = {}) {
    const { client, email } = await signUpAndConfirm(server(), overrides);
    const me = await getMe(client);
    await grantPaidMembership(server(), me.user.id, email);
    return { client, email, userId: me.user.id };
  }

  const slots = async () => {
    const response = await server().client().get('/api/onboarding-calls/slots');
    expect(response.status).toBe(200);
    return ((await response.json()) as OnboardingCallSlots).slots;
  };

  /** A free slot two or more business days out (so a reminder is due), each test its own (they share the calendar). */
  let slotIndex = 0;
  const freeSlot = async () => (await slots())[40 + slotIndex++ * 3]!;

  /** The .ics text with its folded lines joined again (RFC 5545 §3.1). */
  const unfold = (ics: string) => ics.replace(/\r\n /g, '');

  const book = (client: TestClient, email: string, startsAt: string, overrides: Record<string, unknown> = {}) =>
    client.post('/api/onboarding-calls', {
      name: 'Mia Member',
      email,
      phone: '+1 555 010 3000',
      startsAt,
      timeZone: 'Europe/Berlin',
      notes: 'We use Google Calendar.',
      locale: 'de',
      ...overrides,
    });

  const mailsTo = (to: string) => server().db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

  it('offers weekday slots 9:00–17:30 Eastern from the next business day, 30 minutes apart', async () => {
    const free = await slots();
    const body = (await (await server().client().get('/api/onboarding-calls/slots')).json()) as OnboardingCallSlots;
    expect(body).toMatchObject({ businessTimeZone: 'America/New_York', slotMinutes: 30 });
    expect(free.length).toBeGreaterThan(200);
    for (const slot of free) {
      expect(eastern(slot)).toMatch(/^(Mon|Tue|Wed|Thu|Fri) (09|1[0-7]):(00|30)$/);
      expect(new Date(slot).getTime()).toBeGreaterThan(Date.now() + 6 * 3600 * 1000);
    }
  });

  it('books a call: confirmation in the customer’s language and zone with an .ics, a reminder a day before, a staff task', async () => {
    const { client, email, userId } = await member({ name: 'Mia Member' });
    const startsAt = await freeSlot();
    const response = await book(client, email, startsAt);
    expect(response.status, await response.clone().text()).toBe(201);
    const call = (await response.json()) as OnboardingCall;
    expect(call).toMatchObject({
      status: 'booked',
      startsAt: new Date(startsAt).toISOString(),
      timeZone: 'Europe/Berlin',
    });
    expect(new Date(call.endsAt).getTime() - new Date(call.startsAt).getTime()).toBe(30 * 60 * 1000);

    const mine = (await (await client.get('/api/onboarding-calls/mine')).json()) as MyOnboardingCall;
    expect(mine.call?.id).toBe(call.id);
    expect(await slots()).not.toContain(new Date(startsAt).toISOString());

    const mails = await mailsTo(email);
    const confirmation = mails.find((mail) => mail.kind === 'onboarding-call-confirmation')!;
    expect(confirmation.locale).toBe('de');
    expect(confirmation.html).toMatch(/<html lang="de" dir="ltr">/);
    const berlinTime = new Intl.DateTimeFormat('de', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Europe/Berlin',
    }).format(new Date(startsAt));
    expect(confirmation.text).toContain(berlinTime);
    expect(confirmation.text).toContain('(Europe/Berlin)');
    expect(confirmation.text).toContain('http://localhost:3000/schedule-onboarding-call?manage=');
    const [ics] = confirmation.attachments;
    expect(ics).toMatchObject({
      filename: 'onboarding-call.ics',
      contentType: expect.stringContaining('method=REQUEST'),
    });
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics!.content).toContain('METHOD:REQUEST\r\n');
    expect(ics!.content).toContain(`UID:onboarding-call-${call.id}@receptiva\r\n`);
    expect(ics!.content).toContain('SEQUENCE:0\r\n');
    expect(ics!.content).toContain(`DTSTART:${stamp(call.startsAt)}\r\n`);
    expect(ics!.content).toContain(`DTEND:${stamp(call.endsAt)}\r\n`);
    expect(unfold(ics!.content)).toContain(`ATTENDEE;CN="Mia Member";ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${email}`);

    const reminder = mails.find((mail) => mail.kind === 'onboarding-call-reminder')!;
    expect(reminder.status).toBe('pending');
    expect(reminder.nextAttemptAt.getTime()).toBe(new Date(startsAt).getTime() - DAY_MS);
    expect(reminder.locale).toBe('de');

    const [task] = await server()
      .db.select()
      .from(onboardingTasks)
      .where(and(eq(onboardingTasks.kind, 'onboarding-call'), eq(onboardingTasks.subjectId, call.id)));
    expect(task).toMatchObject({ accountUserId: userId, customerEmail: email, status: 'new' });
    expect(task!.details['Call time (Eastern)']).toMatch(/(EST|EDT)/);
    const staff = await mailsTo(DEFAULT_PRIVATE_SETTINGS.staffNotificationEmail);
    expect(staff.some((mail) => mail.kind === 'onboarding-task-onboarding-call' && mail.text.includes(email))).toBe(
      true,
    );

    // The confirmation leaves at once (the worker is kicked); the reminder waits for its day.
    await vi.waitFor(async () => {
      const inbox = await readMailbox(server().client(), email);
      expect(inbox.some((mail) => mail.attachments.length === 1)).toBe(true);
    });
    const [stillPending] = await server().db.select().from(emailOutbox).where(eq(emailOutbox.id, reminder.id));
    expect(stillPending!.status).toBe('pending');

    // One upcoming call per customer.
    const second = await book(client, email, await freeSlot());
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: { code: string } }).error.code).toBe('ONBOARDING_CALL_EXISTS');
  });

  it('never books one slot twice, even when two members race for it', async () => {
    const a = await member();
    const b = await member();
    const startsAt = await freeSlot();
    const responses = await Promise.all([book(a.client, a.email, startsAt), book(b.client, b.email, startsAt)]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = responses.find((r) => r.status === 409)!;
    const body = (await loser.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('ONBOARDING_SLOT_TAKEN');
    expect(Object.keys(body.error.fields)).toEqual(['startsAt']);
    const rows = await server()
      .db.select()
      .from(onboardingCalls)
      .where(eq(onboardingCalls.startsAt, new Date(startsAt)));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['a time outside business hours', () => nextWeekdayAt(22)],
    [
      'a time not on a half hour',
      async () => new Date(new Date(await freeSlot()).getTime() + 10 * 60_000).toISOString(),
    ],
    ['today', async () => new Date(Date.now() + 2 * 3600 * 1000).toISOString()],
    ['a time in the past', async () => new Date(Date.now() - DAY_MS).toISOString()],
  ])('refuses %s with a field error and writes nothing', async (_label, at) => {
    const { client, email } = await member();
    const before = {
      calls: await countRows(server().db, onboardingCalls),
      mails: await countRows(server().db, emailOutbox),
    };
    const response = await book(client, email, await at());
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields)).toEqual(['startsAt']);
    expect({
      calls: await countRows(server().db, onboardingCalls),
      mails: await countRows(server().db, emailOutbox),
    }).toEqual(before);
  });

  it('refuses an unknown time zone, bad fields, and callers without membership', async () => {
    const { client, email } = await member();
    const startsAt = await freeSlot();
    const zone = await book(client, email, startsAt, { timeZone: 'Mars/Olympus_Mons' });
    expect(zone.status).toBe(400);
    const fields = await book(client, 'not-an-email', startsAt, { phone: 'call me', name: 'A' });
    expect(Object.keys(((await fields.json()) as { error: { fields: object } }).error.fields).sort()).toEqual([
      'email',
      'name',
      'phone',
    ]);
    const { client: nonMember, email: nonMemberEmail } = await signUpAndConfirm(server());
    const refused = await book(nonMember, nonMemberEmail, startsAt);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('MEMBERSHIP_REQUIRED');
    expect((await server().client().get('/api/onboarding-calls/mine')).status).toBe(401);
  });

  it('reschedules from the dashboard: new time, SEQUENCE up, updated .ics, the old reminder replaced', async () => {
    const { client, email } = await member();
    const first = await freeSlot();
    const booked = (await (await book(client, email, first)).json()) as OnboardingCall;
    const [oldReminder] = await server()
      .db.select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'onboarding-call-reminder')));
    const second = await freeSlot();
    const moved = await client.request('/api/onboarding-calls/mine', { method: 'PUT', json: { startsAt: second } });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(((await moved.json()) as OnboardingCall).startsAt).toBe(new Date(second).toISOString());
    expect(await slots()).toContain(new Date(first).toISOString());

    const mails = await mailsTo(email);
    const update = mails.find((mail) => mail.kind === 'onboarding-call-rescheduled')!;
    expect(update.attachments[0]!.content).toContain('SEQUENCE:1\r\n');
    expect(update.attachments[0]!.content).toContain(`UID:onboarding-call-${booked.id}@receptiva`);
    const reminders = mails.filter((mail) => mail.kind === 'onboarding-call-reminder');
    expect(reminders.map((mail) => mail.id)).not.toContain(oldReminder!.id);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.nextAttemptAt.getTime()).toBe(new Date(second).getTime() - DAY_MS);
    const [task] = await server().db.select().from(onboardingTasks).where(eq(onboardingTasks.subjectId, booked.id));
    expect(task!.details['Call time (Eastern)']).toContain(eastern(second).split(' ')[0]!);
  });

  it('cancels from the dashboard: METHOD:CANCEL, the reminder withdrawn, the slot free again, and a new booking allowed', async () => {
    const { client, email } = await member();
    const startsAt = await freeSlot();
    const booked = (await (await book(client, email, startsAt)).json()) as OnboardingCall;
    const cancelled = await client.request('/api/onboarding-calls/mine', { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as OnboardingCall).status).toBe('cancelled');
    const mails = await mailsTo(email);
    const notice = mails.find((mail) => mail.kind === 'onboarding-call-cancelled')!;
    expect(notice.attachments[0]!.contentType).toContain('method=CANCEL');
    expect(notice.attachments[0]!.content).toContain('METHOD:CANCEL\r\n');
    expect(notice.attachments[0]!.content).toContain('STATUS:CANCELLED\r\n');
    expect(notice.attachments[0]!.content).toContain('SEQUENCE:1\r\n');
    expect(notice.text).toContain('http://localhost:3000/schedule-onboarding');
    expect(mails.filter((mail) => mail.kind === 'onboarding-call-reminder')).toEqual([]);
    expect(await slots()).toContain(new Date(startsAt).toISOString());
    expect(((await (await client.get('/api/onboarding-calls/mine')).json()) as MyOnboardingCall).call).toBeNull();
    expect((await client.request('/api/onboarding-calls/mine', { method: 'DELETE' })).status).toBe(404);
    const [task] = await server().db.select().from(onboardingTasks).where(eq(onboardingTasks.subjectId, booked.id));
    expect(task!.details.Status).toBe('cancelled');
    expect((await book(client, email, startsAt)).status).toBe(201);
  });

  it('lets the e-mailed link show, move and cancel the call signed out, and refuses forged links', async () => {
    const { client, email } = await member();
    const booked = (await (await book(client, email, await freeSlot())).json()) as OnboardingCall;
    const [confirmation] = (await mailsTo(email)).filter((mail) => mail.kind === 'onboarding-call-confirmation');
    const link = new URL(confirmation!.text.match(/https?:\/\/\S+manage=\S+/)![0]);
    const token = link.searchParams.get('manage')!;
    expect(callIdFromToken(token, server().deps.secret)).toBe(booked.id);

    const anonymous = server().client();
    const shown = await anonymous.post('/api/onboarding-calls/manage', { token });
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as OnboardingCall).id).toBe(booked.id);

    const next = await freeSlot();
    const moved = await anonymous.post('/api/onboarding-calls/manage/reschedule', { token, startsAt: next });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(((await moved.json()) as OnboardingCall).startsAt).toBe(new Date(next).toISOString());

    const forged = [
      `${booked.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      onboardingCallToken(booked.id, 'another-secret'),
      onboardingCallToken('00000000-0000-4000-8000-000000000000', server().deps.secret),
    ];
    for (const bad of forged) {
      const response = await anonymous.post('/api/onboarding-calls/manage/cancel', { token: bad });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        bad.startsWith('0000') ? 'NOT_FOUND' : 'ONBOARDING_LINK_INVALID',
      );
    }

    const cancelled = await anonymous.post('/api/onboarding-calls/manage/cancel', { token });
    expect(cancelled.status).toBe(200);
    const again = await anonymous.post('/api/onboarding-calls/manage/reschedule', {
      token,
      startsAt: await freeSlot(),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('ONBOARDING_CALL_CLOSED');
  });
});

/** The next weekday at `hour` o'clock Eastern, a few days out: outside business hours when `hour` is 22. */
function nextWeekdayAt(hour: number): string {
  const at = new Date(Date.now() + 3 * DAY_MS);
  while ([0, 6].includes(at.getUTCDay())) at.setTime(at.getTime() + DAY_MS);
  at.setUTCHours(hour + 5, 0, 0, 0);
  return at.toISOString();
}
