import { describe, expect, it } from 'vitest';
import { useFakeStripe } from '../../../test/fake-stripe';
import { billedCharges } from '../../../test/fake-stripe-billing';
import { parseStripeForm } from '../../../test/stripe-form';
import { membershipChargeSchedule } from './membership-charge-schedule';
import { createStripeProvider } from './stripe-provider';

const monthly = (months: string[]) => months.map((month) => ({ on: `${month}-01T00:00:00.000Z`, amountCents: 49_700 }));

describe('the spec §9 schedule on Stripe, through the official SDK against the local fake', () => {
  const fake = useFakeStripe();
  const provider = () =>
    createStripeProvider({ secretKey: 'sk_test_schedule', webhookSecret: 'whsec_schedule', apiBase: fake.apiBase() });

  /** A Checkout subscription created when the customer paid at `paidAt`, then scheduled as fulfilment does. */
  async function payAndSchedule(subscriptionId: string, paidAt: string) {
    fake.subscriptions.add(subscriptionId, new Date(paidAt));
    await provider().scheduleMembershipBilling(subscriptionId, new Date(paidAt));
    return fake.subscriptions.scheduleOf(subscriptionId)!;
  }

  it('a checkout on the 14th: $284.00 when the window ends on February 13, then $497 on eleven 1sts, then ends', async () => {
    const schedule = await payAndSchedule('sub_paid_14th', '2026-01-14T10:00:00Z');
    expect(billedCharges(schedule)).toEqual([
      { on: '2026-02-13T10:00:00.000Z', amountCents: 28_400 },
      ...monthly(['2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']),
      ...monthly(['2026-12', '2027-01']),
    ]);
    expect(schedule.endBehavior).toBe('cancel');
  });

  it('a checkout on the 31st: the window runs through the 28-day February, $480.97 on March 2, last on February 1', async () => {
    const schedule = await payAndSchedule('sub_paid_31st', '2026-01-31T10:00:00Z');
    expect(billedCharges(schedule)).toEqual([
      { on: '2026-03-02T10:00:00.000Z', amountCents: 48_097 },
      ...monthly(['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12']),
      ...monthly(['2027-01', '2027-02']),
    ]);
  });

  it('bills exactly the list the billing page shows, in a leap-year February and across a year end', async () => {
    for (const [id, paidAt] of [
      ['sub_leap', '2028-01-30T08:00:00.250Z'],
      ['sub_year_end', '2026-12-31T23:59:59Z'],
      ['sub_first', '2026-12-02T00:00:00Z'],
    ] as const) {
      const schedule = await payAndSchedule(id, paidAt);
      const page = membershipChargeSchedule(new Date(paidAt)).map((charge) => ({
        // Stripe counts whole seconds; the charge is rounded up so it never comes before the window ends.
        on: new Date(Math.ceil(charge.chargeOn.getTime() / 1000) * 1000).toISOString(),
        amountCents: charge.amountCents,
      }));
      expect(billedCharges(schedule)).toEqual(page);
    }
  });

  it('sends the documented parameters: the trial kept until day 30, anchored phases, no proration, the end', async () => {
    const { id } = await payAndSchedule('sub_params', '2026-01-14T10:00:00Z');
    const paidAt = Date.parse('2026-01-14T10:00:00Z') / 1000;
    const creates = fake.recorded.filter((r) => r.method === 'POST' && r.path === '/v1/subscription_schedules');
    expect(creates.map((r) => r.form.get('from_subscription'))).toContain('sub_params');
    const update = fake.recorded.find((r) => r.method === 'POST' && r.path === `/v1/subscription_schedules/${id}`);
    const params = parseStripeForm(update!.form);
    expect(params).toMatchObject({
      end_behavior: 'cancel',
      proration_behavior: 'none',
      phases: [
        {
          start_date: String(paidAt),
          end_date: String(paidAt + 30 * 86_400),
          trial: 'true',
          items: [{ price: 'price_fake_membership_monthly', quantity: '1' }],
        },
        {
          end_date: String(Date.parse('2026-03-01T00:00:00Z') / 1000),
          billing_cycle_anchor: 'phase_start',
          proration_behavior: 'none',
          items: [
            {
              price_data: {
                currency: 'usd',
                product: 'prod_fake_membership',
                unit_amount: '28400',
                recurring: { interval: 'month' },
              },
            },
          ],
        },
        {
          duration: { interval: 'month', interval_count: '11' },
          billing_cycle_anchor: 'phase_start',
          proration_behavior: 'none',
          items: [{ price: 'price_fake_membership_monthly' }],
        },
      ],
    });
  });

  it('updates the schedule already attached when a first attempt stopped half-way, and never makes two', async () => {
    fake.subscriptions.add('sub_retry', new Date('2026-01-14T10:00:00Z'));
    const creates = () => fake.recorded.filter((r) => r.path === '/v1/subscription_schedules').length;
    const before = creates();
    await provider().scheduleMembershipBilling('sub_retry', new Date('2026-01-14T10:00:00Z'));
    await provider().scheduleMembershipBilling('sub_retry', new Date('2026-01-14T10:00:00Z'));
    expect(creates()).toBe(before + 1);
    expect(billedCharges(fake.subscriptions.scheduleOf('sub_retry')!)).toHaveLength(12);
  });

  it('charges nothing more once the subscription is cancelled in the window: its schedule ends with it', async () => {
    const schedule = await payAndSchedule('sub_cancelled', '2026-01-14T10:00:00Z');
    await provider().cancelSubscription('sub_cancelled');
    expect(schedule.status).toBe('canceled');
    expect(billedCharges(schedule)).toEqual([]);
  });
});
