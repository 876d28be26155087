import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { drizzleOutboxWriter } from '../../lib/mailer/outbox';
import { WebhookSignatureError } from '../../lib/payments/types';
import { fulfilPaymentEvent } from './fulfil-payment-event';

/**
 * The one way into fulfilment, for Stripe's webhook and for the test-mode checkout page alike: verify the signature,
 * then fulfil exactly once. A payload that does not verify is refused before anything is read from it.
 */
export async function receivePaymentWebhook(
  deps: Pick<AppDeps, 'paymentProvider' | 'fulfilmentHandlers' | 'paymentEventHandlers' | 'mailWorker' | 'logger'>,
  db: Db,
  payload: string,
  signatureHeader: string | undefined,
) {
  let event: ReturnType<AppDeps['paymentProvider']['parseWebhookEvent']>;
  try {
    event = deps.paymentProvider.parseWebhookEvent(payload, signatureHeader);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      deps.logger.warn('payment webhook refused', { reason: error.message });
      throw new AppError('BAD_REQUEST', 'The webhook signature does not verify.');
    }
    throw error;
  }
  const handlers = { byKind: deps.fulfilmentHandlers, byEventType: deps.paymentEventHandlers };
  const result = await fulfilPaymentEvent(db, deps.paymentProvider.name, event, handlers, (tx) =>
    drizzleOutboxWriter(tx),
  );
  if (!result.isDuplicate) deps.mailWorker.kick();
  return { event, ...result };
}
