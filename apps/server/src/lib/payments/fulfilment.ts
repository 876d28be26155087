import type { Db } from '../../db/client';
import type { OutboxWriter } from '../mailer/types';
import type { PaymentEvent } from './types';

export type PaymentTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What one kind of purchase does with a verified event (`metadata.kind`: 'membership', 'order'), inside the
 * transaction that records the event. The handlers are registered at server setup (`AppDeps.fulfilmentHandlers`),
 * so the payments module never depends on the purchases it serves.
 */
export type FulfilmentHandler = (tx: PaymentTx, event: PaymentEvent, queueMail: OutboxWriter) => Promise<void>;
export type FulfilmentHandlers = Readonly<Record<string, FulfilmentHandler>>;

/**
 * Handlers by event type, for events that belong to no checkout (a subscription's invoices and state, a charge's
 * refund): they find their purchase by provider id. One registered for an event's type is used instead of the
 * `metadata.kind` handler (`AppDeps.paymentEventHandlers`; decision 022).
 */
export type PaymentEventHandlers = Readonly<Record<string, FulfilmentHandler>>;

export const PAID_EVENT_TYPES = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
export const FAILED_EVENT_TYPES = new Set(['checkout.session.async_payment_failed', 'checkout.session.expired']);
