import type { OnboardingTask, OnboardingTaskList } from '@receptiva/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMe, signUpAndConfirm } from '../../../test/accounts';
import { startCheckout } from '../../../test/membership-checkout';
import { deliverPaymentEvent, sessionEventsOf } from '../../../test/payment-events';
import { countRows, useTestServer } from '../../../test/server';
import { auditLog, emailOutbox, membershipOrders, onboardingTasks, userRoles } from '../../db/schema';
import { DEFAULT_PRIVATE_SETTINGS } from '../../db/settings-defaults';
import { drizzleOutboxWriter } from '../../lib/mailer/outbox';
import { recordOnboardingTask } from './record-onboarding-task';

const sessionEvent = sessionEventsOf('membership');
const STAFF_EMAIL = DEFAULT_PRIVATE_SETTINGS.staffNotificationEmail;

describe('onboarding tasks', () => {
  const server = useTestServer();

  async function staffClient() {
    const { client } = await signUpAndConfirm(server(), { name: 'Sam Staff' });
    const me = await getMe(client);
    await server().db.insert(userRoles).values({ userId: me.user.id, role: 'member' });
    return { client, userId: me.user.id };
  }

  const staffNoticesAbout = async (text: string) =>
    (
      await server()
        .db.select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, STAFF_EMAIL), eq(emailOutbox.kind, 'onboarding-task-new-member')))
    ).filter((mail) => mail.text.includes(text));

  it('records one new-member task and one staff e-mail when a payment event is replayed 10 times', async () => {
    const { client, email } = await signUpAndConfirm(server(), { name: 'Nora Newmember' });
    const url = await startCheckout(client, email, (await getMe(client)).user.id);
    const sessionId = decodeURIComponent(url.pathname.split('/').pop()!);
    const [order] = await server().db.select().from(membershipOrders).where(eq(membershipOrders.email, email));
    const paid = sessionEvent(`evt_task_${order!.id}`, 'checkout.session.completed', sessionId, 'paid', order!.id);
    const asyncPaid = sessionEvent(
      `evt_task_async_${order!.id}`,
      'checkout.session.async_payment_succeeded',
      sessionId,
      'paid',
      order!.id,
    );
    const responses = await Promise.all(
      [...Array.from({ length: 10 }, () => paid), asyncPaid].map((payload) => deliverPaymentEvent(server(), payload)),
    );
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));

    const tasks = await server().db.select().from(onboardingTasks).where(eq(onboardingTasks.subjectId, order!.id));
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      kind: 'new-member',
      status: 'new',
      customerEmail: email,
      customerName: 'Nora Newmember',
      accountUserId: order!.userId,
      assigneeUserId: null,
      details: { Plan: order!.planName, 'Payment type': 'annual' },
    });
    const notices = await staffNoticesAbout(email);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ locale: 'en', subject: 'New member: Nora Newmember' });
    expect(notices[0]!.text).toContain('http://localhost:3000/staff-dashboard');
    expect(notices[0]!.text).toContain(order!.planName);
    expect(notices[0]!.html).toContain('href="http://localhost:3000/staff-dashboard"');
  });

  it("records one task per subject, in the caller's transaction only", async () => {
    const db = server().db;
    const before = await countRows(db, onboardingTasks);
    const task = {
      kind: 'onboarding-form' as const,
      accountUserId: null,
      customerEmail: ' Guest@Example.com ',
      customerName: 'Gus <Guest>',
      subjectId: 'form-123',
      details: { Business: 'Gus & Co' },
      publicUrl: 'https://receptiva.example',
    };
    const first = await db.transaction((tx) => recordOnboardingTask(tx, task, drizzleOutboxWriter(tx)));
    const second = await db.transaction((tx) => recordOnboardingTask(tx, task, drizzleOutboxWriter(tx)));
    expect(first).toEqual({ id: expect.any(String), created: true });
    expect(second).toEqual({ id: null, created: false });
    expect(await countRows(db, onboardingTasks)).toBe(before + 1);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'onboarding-task-onboarding-form'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Onboarding form submitted: Gus <Guest>');
    expect(mails[0]!.html).toContain('Gus &lt;Guest&gt;');
    expect(mails[0]!.html).toContain('Gus &amp; Co');
    expect(mails[0]!.text).toContain('guest@example.com');
    expect(mails[0]!.text).toContain('https://receptiva.example/staff-dashboard');

    // A rolled-back caller leaves neither the task nor its e-mail.
    await expect(
      db.transaction(async (tx) => {
        await recordOnboardingTask(tx, { ...task, subjectId: 'form-rolled-back' }, drizzleOutboxWriter(tx));
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await db.select().from(onboardingTasks).where(eq(onboardingTasks.subjectId, 'form-rolled-back'))).toEqual(
      [],
    );
  });

  async function seedTasks(count: number, prefix: string) {
    const db = server().db;
    for (let i = 0; i < count; i++) {
      await db.transaction((tx) =>
        recordOnboardingTask(
          tx,
          {
            kind: i % 2 === 0 ? 'onboarding-call' : 'onboarding-form',
            accountUserId: null,
            customerEmail: `${prefix}-${i}@example.com`,
            customerName: `${prefix} ${i}`,
            subjectId: `${prefix}-${i}`,
            publicUrl: 'http://localhost:3000',
          },
          drizzleOutboxWriter(tx),
        ),
      );
    }
  }

  it('lists tasks for staff with server-side filters, sorting and pages', async () => {
    const { client } = await staffClient();
    await seedTasks(5, 'list');
    const list = async (query: string) => {
      const response = await client.get(`/api/staff/onboarding-tasks?${query}`);
      expect(response.status, await response.clone().text()).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      return (await response.json()) as OnboardingTaskList;
    };
    const calls = await list('kind=onboarding-call&pageSize=100');
    expect(calls.tasks.length).toBeGreaterThanOrEqual(3);
    expect(calls.tasks.every((task) => task.kind === 'onboarding-call')).toBe(true);
    expect(calls.total).toBe(calls.tasks.length);

    const newest = await list('pageSize=2&page=1');
    const next = await list('pageSize=2&page=2');
    expect(newest.tasks).toHaveLength(2);
    expect(newest).toMatchObject({ page: 1, pageSize: 2 });
    expect(newest.total).toBeGreaterThanOrEqual(5);
    const ids = [...newest.tasks, ...next.tasks].map((task) => task.id);
    expect(new Set(ids).size).toBe(4);
    const times = [...newest.tasks, ...next.tasks].map((task) => task.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const oldestFirst = await list('sort=createdAt&direction=asc&pageSize=100');
    expect(oldestFirst.tasks.map((task) => task.createdAt)).toEqual(
      [...oldestFirst.tasks.map((task) => task.createdAt)].sort(),
    );
    expect((await list('status=done')).tasks).toEqual([]);
  });

  it('lets staff take a task and move it along, audited, and refuses bad input without changing anything', async () => {
    const { client, userId } = await staffClient();
    await seedTasks(1, 'patch');
    const [row] = await server().db.select().from(onboardingTasks).where(eq(onboardingTasks.subjectId, 'patch-0'));
    const patch = (body: unknown, id = row!.id) =>
      client.request(`/api/staff/onboarding-tasks/${id}`, { method: 'PATCH', json: body });

    const taken = await patch({ assignee: 'me', status: 'in_progress' });
    expect(taken.status, await taken.clone().text()).toBe(200);
    const task = (await taken.json()) as OnboardingTask;
    expect(task).toMatchObject({ status: 'in_progress', assignee: { userId, name: 'Sam Staff' } });

    const mine = (await (
      await client.get('/api/staff/onboarding-tasks?assignedToMe=true')
    ).json()) as OnboardingTaskList;
    expect(mine.tasks.map((t) => t.id)).toEqual([row!.id]);

    expect((await patch({ status: 'done' })).status).toBe(200);
    // Setting what is already set is not a change: no audit entry.
    expect((await patch({ status: 'done' })).status).toBe(200);
    const trail = await server().db.select().from(auditLog).where(eq(auditLog.subjectId, row!.id));
    expect(trail.map((entry) => entry.changes)).toEqual([
      { status: { from: 'new', to: 'in_progress' }, assigneeUserId: { from: null, to: userId } },
      { status: { from: 'in_progress', to: 'done' } },
    ]);
    expect(trail.every((entry) => entry.action === 'onboarding_task.updated' && entry.actorUserId === userId)).toBe(
      true,
    );

    const released = (await (await patch({ assignee: null })).json()) as OnboardingTask;
    expect(released.assignee).toBeNull();

    const [before] = await server().db.select().from(onboardingTasks).where(eq(onboardingTasks.id, row!.id));
    for (const body of [{}, { status: 'archived' }, { assignee: 'someone-else' }, { status: 'done', extra: 1 }]) {
      const response = await patch(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
    const missing = await patch({ status: 'done' }, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    const [after] = await server().db.select().from(onboardingTasks).where(eq(onboardingTasks.id, row!.id));
    expect(after).toEqual(before);
  });

  it('is staff only', async () => {
    const { client } = await signUpAndConfirm(server());
    expect((await client.get('/api/staff/onboarding-tasks')).status).toBe(403);
    expect((await server().client().get('/api/staff/onboarding-tasks')).status).toBe(401);
  });
});
