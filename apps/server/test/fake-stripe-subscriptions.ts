import { type FormValue, parseStripeForm } from './stripe-form';

/** The monthly price the membership Checkout puts on the subscriptions of the fake: $497 of one product. */
export const FAKE_MONTHLY_PRICE = {
  id: 'price_fake_membership_monthly',
  product: 'prod_fake_membership',
  amount: 49_700,
};

const DAY_SECONDS = 86_400;

export interface FakeSubscription {
  id: string;
  created: number;
  trialEnd: number;
  status: 'trialing' | 'canceled';
  scheduleId: string | null;
}

export interface FakePhaseItem {
  price: string | null;
  product: string;
  unitAmount: number;
  quantity: number;
}

export interface FakePhase {
  start: number;
  end: number;
  trial: boolean;
  billingCycleAnchor: string;
  prorationBehavior: string;
  items: FakePhaseItem[];
}

export interface FakeSchedule {
  id: string;
  subscriptionId: string;
  status: 'active' | 'canceled';
  endBehavior: string;
  phases: FakePhase[];
}

interface Answer {
  status: number;
  body: unknown;
}

class InvalidRequest extends Error {}

const invalid = (message: string): Answer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message } },
});

/** Stripe's month arithmetic: the same day of the month, or the month's last day when it has fewer. */
export function addMonthsSeconds(at: number, months: number) {
  const date = new Date(at * 1000);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  target.setUTCHours(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds());
  return Math.floor(target.getTime() / 1000);
}

const field = (value: FormValue | undefined, name: string) => {
  if (typeof value !== 'string') throw new InvalidRequest(`Missing required param: ${name}.`);
  return value;
};
const integer = (value: FormValue | undefined, name: string) => {
  const number = Number(field(value, name));
  if (!Number.isInteger(number)) throw new InvalidRequest(`Invalid integer: ${name}.`);
  return number;
};
const record = (value: FormValue | undefined) =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};
const list = (value: FormValue | undefined) => (Array.isArray(value) ? value : []);

function phaseItem(value: FormValue): FakePhaseItem {
  const item = record(value);
  const quantity = item.quantity === undefined ? 1 : integer(item.quantity, 'quantity');
  if (item.price === FAKE_MONTHLY_PRICE.id) {
    return {
      price: FAKE_MONTHLY_PRICE.id,
      product: FAKE_MONTHLY_PRICE.product,
      unitAmount: FAKE_MONTHLY_PRICE.amount,
      quantity,
    };
  }
  if (item.price !== undefined) throw new InvalidRequest(`No such price: '${String(item.price)}'`);
  const data = record(item.price_data);
  if (field(record(data.recurring).interval, 'price_data[recurring][interval]') !== 'month') {
    throw new InvalidRequest('The fake knows monthly prices only.');
  }
  field(data.currency, 'price_data[currency]');
  return {
    price: null,
    product: field(data.product, 'price_data[product]'),
    unitAmount: integer(data.unit_amount, 'price_data[unit_amount]'),
    quantity,
  };
}

/** The phases of a schedule update, with Stripe's documented rules on their dates, trials and anchors. */
function parsePhases(values: FormValue[], currentStart: number): FakePhase[] {
  let start = currentStart;
  return values.map((value, index) => {
    const phase = record(value);
    if (index === 0 && integer(phase.start_date, 'phases[0][start_date]') !== currentStart) {
      throw new InvalidRequest('You can not modify the start date of the current phase.');
    }
    if (index > 0 && phase.start_date !== undefined && integer(phase.start_date, 'start_date') !== start) {
      throw new InvalidRequest('The start date of a phase must be the end date of the previous one.');
    }
    if ((phase.end_date === undefined) === (phase.duration === undefined)) {
      throw new InvalidRequest('Set exactly one of end_date and duration on each phase.');
    }
    const duration = record(phase.duration);
    if (phase.duration !== undefined && field(duration.interval, 'duration[interval]') !== 'month') {
      throw new InvalidRequest('The fake knows monthly durations only.');
    }
    const end =
      phase.end_date !== undefined
        ? integer(phase.end_date, 'end_date')
        : addMonthsSeconds(start, integer(duration.interval_count, 'duration[interval_count]'));
    if (end <= start) throw new InvalidRequest('A phase must end after it starts.');
    const trial = phase.trial === 'true';
    const billingCycleAnchor =
      phase.billing_cycle_anchor === undefined ? 'automatic' : String(phase.billing_cycle_anchor);
    if (trial && billingCycleAnchor === 'phase_start') {
      throw new InvalidRequest('billing_cycle_anchor cannot be phase_start on a phase with a trial.');
    }
    const items = list(phase.items).map(phaseItem);
    if (items.length === 0) throw new InvalidRequest('Missing required param: phases[][items].');
    const parsed: FakePhase = {
      start,
      end,
      trial,
      billingCycleAnchor,
      prorationBehavior:
        phase.proration_behavior === undefined ? 'create_prorations' : String(phase.proration_behavior),
      items,
    };
    start = end;
    return parsed;
  });
}

/**
 * The fake's subscriptions and subscription schedules: what the membership Checkout creates (a subscription in a
 * 30-day trial on `FAKE_MONTHLY_PRICE`), retrieve, schedule creation `from_subscription`, schedule retrieve and
 * update (validated as Stripe documents), and cancellation, which also cancels the subscription's schedule.
 */
export class FakeStripeSubscriptions {
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly schedules = new Map<string, FakeSchedule>();
  private serial = 0;
  private readonly failingRetrieves = new Set<string>();

  /** The next retrieve of this subscription answers a Stripe API error (500), as during an outage. */
  failNextRetrieve(id: string) {
    this.failingRetrieves.add(id);
  }

  /** The subscription Checkout created when a customer paid at `created` (unknown ids are created on first use). */
  add(id: string, created: Date) {
    const seconds = Math.floor(created.getTime() / 1000);
    const subscription: FakeSubscription = {
      id,
      created: seconds,
      trialEnd: seconds + 30 * DAY_SECONDS,
      status: 'trialing',
      scheduleId: null,
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  subscription(id: string) {
    return this.subscriptions.get(id) ?? this.add(id, new Date());
  }

  scheduleOf(subscriptionId: string) {
    const id = this.subscriptions.get(subscriptionId)?.scheduleId;
    return id ? this.schedules.get(id) : undefined;
  }

  /** Answers a request of these endpoints, or null for another path. */
  answer(method: string, path: string, form: URLSearchParams): Answer | null {
    try {
      return this.route(method, path, form);
    } catch (error) {
      if (error instanceof InvalidRequest) return invalid(error.message);
      throw error;
    }
  }

  private route(method: string, path: string, form: URLSearchParams): Answer | null {
    const subscriptionId = path.match(/^\/v1\/subscriptions\/(sub_\w+)$/)?.[1];
    if (method === 'GET' && subscriptionId && this.failingRetrieves.delete(subscriptionId)) {
      return { status: 500, body: { error: { type: 'api_error', message: 'Stripe is having a bad day' } } };
    }
    if (method === 'GET' && subscriptionId) return { status: 200, body: this.subscriptionBody(subscriptionId) };
    if (method === 'DELETE' && subscriptionId) {
      const subscription = this.subscription(subscriptionId);
      subscription.status = 'canceled';
      const schedule = this.scheduleOf(subscriptionId);
      if (schedule) schedule.status = 'canceled';
      return { status: 200, body: this.subscriptionBody(subscriptionId) };
    }
    if (method === 'POST' && path === '/v1/subscription_schedules') return this.createSchedule(parseStripeForm(form));
    const scheduleId = path.match(/^\/v1\/subscription_schedules\/(sub_sched_\w+)$/)?.[1];
    const schedule = scheduleId ? this.schedules.get(scheduleId) : undefined;
    if (scheduleId && !schedule) return invalid(`No such subscription_schedule: '${scheduleId}'`);
    if (method === 'GET' && schedule) return { status: 200, body: this.scheduleBody(schedule) };
    if (method === 'POST' && schedule) return this.updateSchedule(schedule, parseStripeForm(form));
    return null;
  }

  private createSchedule(params: Record<string, FormValue>): Answer {
    const subscription = this.subscription(field(params.from_subscription, 'from_subscription'));
    if (subscription.scheduleId) {
      return invalid(
        `You cannot migrate a subscription that is already attached to a schedule: \`${subscription.scheduleId}\`.`,
      );
    }
    const schedule: FakeSchedule = {
      id: `sub_sched_fake_${++this.serial}`,
      subscriptionId: subscription.id,
      status: 'active',
      endBehavior: 'release',
      phases: [
        {
          start: subscription.created,
          end: subscription.trialEnd,
          trial: true,
          billingCycleAnchor: 'automatic',
          prorationBehavior: 'create_prorations',
          items: [phaseItem({ price: FAKE_MONTHLY_PRICE.id, quantity: '1' })],
        },
      ],
    };
    subscription.scheduleId = schedule.id;
    this.schedules.set(schedule.id, schedule);
    return { status: 200, body: this.scheduleBody(schedule) };
  }

  private updateSchedule(schedule: FakeSchedule, params: Record<string, FormValue>): Answer {
    if (schedule.status !== 'active') return invalid('You cannot update a canceled subscription schedule.');
    if (params.phases !== undefined) schedule.phases = parsePhases(list(params.phases), schedule.phases[0]!.start);
    if (params.end_behavior !== undefined) schedule.endBehavior = String(params.end_behavior);
    return { status: 200, body: this.scheduleBody(schedule) };
  }

  private subscriptionBody(id: string) {
    const subscription = this.subscription(id);
    return {
      id,
      object: 'subscription',
      status: subscription.status,
      created: subscription.created,
      start_date: subscription.created,
      trial_end: subscription.trialEnd,
      schedule: subscription.scheduleId,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${id}`,
            object: 'subscription_item',
            quantity: 1,
            price: {
              id: FAKE_MONTHLY_PRICE.id,
              object: 'price',
              product: FAKE_MONTHLY_PRICE.product,
              unit_amount: FAKE_MONTHLY_PRICE.amount,
              currency: 'usd',
              recurring: { interval: 'month', interval_count: 1 },
            },
          },
        ],
      },
    };
  }

  private scheduleBody(schedule: FakeSchedule) {
    return {
      id: schedule.id,
      object: 'subscription_schedule',
      status: schedule.status,
      subscription: schedule.subscriptionId,
      end_behavior: schedule.endBehavior,
      phases: schedule.phases.map((phase) => ({
        start_date: phase.start,
        end_date: phase.end,
        trial_end: phase.trial ? phase.end : null,
        billing_cycle_anchor: phase.billingCycleAnchor,
        proration_behavior: phase.prorationBehavior,
        items: phase.items.map((item) => ({
          price: item.price ?? `price_inline_${item.unitAmount}`,
          quantity: item.quantity,
        })),
      })),
    };
  }
}
