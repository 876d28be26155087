// The staff dashboard's work queue (issue 18 point 2; decision 037): the request and answer schemas of
// /api/staff/work-queue, /api/staff/demo-bookings and the order assignment.
import { z } from 'zod';
import { ONBOARDING_TASK_STATUSES } from './onboarding-tasks';
import { FULFILMENT_STATUSES, FULFILMENT_TARGETS } from './order-fulfilment';
import { TICKET_CATEGORIES, TICKET_STATUSES } from './support-tickets';

/** The queue's tabs, one per kind of work, in the order the dashboard shows them. */
export const WORK_QUEUE_TABS = [
  'demo-bookings',
  'onboarding-forms',
  'onboarding-calls',
  'tickets',
  'orders',
  'new-members',
] as const;
export type WorkQueueTab = (typeof WORK_QUEUE_TABS)[number];

/** Everything open; what the caller took; what nobody took yet. */
export const WORK_QUEUE_FILTERS = ['all', 'mine', 'unassigned'] as const;
export type WorkQueueFilter = (typeof WORK_QUEUE_FILTERS)[number];

export const WORK_QUEUE_PAGE_SIZE = 25;

/** A demo request's life (staff set it by hand): called back, a demo booked, held, or dropped. */
export const DEMO_BOOKING_STATUSES = ['new', 'contacted', 'scheduled', 'completed', 'cancelled'] as const;
export type DemoBookingStatus = (typeof DEMO_BOOKING_STATUSES)[number];
/** The statuses that keep a booking in the queue. */
export const OPEN_DEMO_BOOKING_STATUSES = ['new', 'contacted', 'scheduled'] as const satisfies DemoBookingStatus[];

/** `GET /api/staff/work-queue`: one tab, one filter, one page (oldest first: the longest wait comes first). */
export const workQueueQuerySchema = z.object({
  tab: z.enum(WORK_QUEUE_TABS).default('demo-bookings'),
  filter: z.enum(WORK_QUEUE_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type WorkQueueQuery = z.input<typeof workQueueQuerySchema>;

/** `me` takes the item; null releases it. */
const assignee = z.enum(['me']).nullable();

export const staffDemoBookingParamsSchema = z.object({ bookingId: z.uuid() });

/** `PATCH /api/staff/demo-bookings/{bookingId}`: a status and/or the assignee, at least one. */
export const demoBookingUpdateSchema = z
  .object({ status: z.enum(DEMO_BOOKING_STATUSES).optional(), assignee: assignee.optional() })
  .strict()
  .refine((value) => value.status !== undefined || value.assignee !== undefined, {
    message: 'Give a status or an assignee.',
    path: ['status'],
  });
export type DemoBookingUpdate = z.input<typeof demoBookingUpdateSchema>;

/** `PUT /api/staff/orders/{orderId}/assignee`. */
export const orderAssignSchema = z.object({ assignee }).strict();
export type OrderAssignInput = z.input<typeof orderAssignSchema>;

export const workAssigneeSchema = z.object({ userId: z.string(), name: z.string(), email: z.string() });

const itemBase = {
  /** The booking's, task's, ticket's or order's own id. */
  id: z.uuid(),
  /** When the wait began: booked, sent, opened, paid. */
  since: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  assignee: workAssigneeSchema.nullable(),
};

const demoBookingItemSchema = z.object({
  ...itemBase,
  kind: z.literal('demo-bookings'),
  status: z.enum(DEMO_BOOKING_STATUSES),
  nextStatuses: z.array(z.enum(DEMO_BOOKING_STATUSES)),
  booking: z.object({
    phone: z.string(),
    businessType: z.string(),
    preferredAt: z.string(),
    timeZone: z.string(),
    message: z.string(),
  }),
});

const onboardingItemSchema = z.object({
  ...itemBase,
  kind: z.enum(['onboarding-forms', 'onboarding-calls', 'new-members']),
  status: z.enum(ONBOARDING_TASK_STATUSES),
  nextStatuses: z.array(z.enum(ONBOARDING_TASK_STATUSES)),
  /** English label → value pairs, as the staff e-mail has them. */
  details: z.record(z.string(), z.string()),
  /** New members only: how far the setup wizard got (a completed one leaves the queue). */
  setup: z.enum(['not_started', 'in_progress']).nullable(),
});

const ticketItemSchema = z.object({
  ...itemBase,
  kind: z.literal('tickets'),
  status: z.enum(TICKET_STATUSES),
  nextStatuses: z.array(z.enum(TICKET_STATUSES)),
  ticket: z.object({ subject: z.string(), category: z.enum(TICKET_CATEGORIES) }),
});

const orderItemSchema = z.object({
  ...itemBase,
  kind: z.literal('orders'),
  status: z.enum(FULFILMENT_STATUSES),
  /** Forward steps only: a cancellation is made on the order's page, with its note. */
  nextStatuses: z.array(z.enum(FULFILMENT_TARGETS)),
  order: z.object({ receiptNumber: z.string(), totalCents: z.number().int(), itemTitles: z.array(z.string()) }),
});

export const workQueueItemSchema = z.discriminatedUnion('kind', [
  demoBookingItemSchema,
  onboardingItemSchema,
  ticketItemSchema,
  orderItemSchema,
]);
export type WorkQueueItem = z.infer<typeof workQueueItemSchema>;

export const workQueueSchema = z.object({
  tab: z.enum(WORK_QUEUE_TABS),
  filter: z.enum(WORK_QUEUE_FILTERS),
  /** Open items per tab under the same filter. */
  counts: z.record(z.enum(WORK_QUEUE_TABS), z.number().int()),
  items: z.array(workQueueItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type WorkQueue = z.infer<typeof workQueueSchema>;

/** The answer of `PATCH /api/staff/demo-bookings/{bookingId}`: the booking as the queue now shows it. */
export { demoBookingItemSchema };

/** The answer of `PUT /api/staff/orders/{orderId}/assignee`. */
export const orderAssignmentSchema = z.object({ orderId: z.uuid(), assignee: workAssigneeSchema.nullable() });
