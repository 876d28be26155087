import type Stripe from 'stripe';
import type { RefundRequest, RefundResult } from './types';

/** The payment intent that paid an invoice (a subscription checkout's first invoice: the setup fee). */
async function paymentIntentOfInvoice(stripe: Stripe, invoiceId: string): Promise<string> {
  const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
  for (const entry of invoice.payments?.data ?? []) {
    const intent = entry.payment?.payment_intent;
    const id = typeof intent === 'string' ? intent : intent?.id;
    if (id) return id;
  }
  throw new Error(`Stripe invoice ${invoiceId} has no payment intent to refund.`);
}

/** A refund through Stripe's Refunds API, against the checkout's payment intent. */
export async function refundOnStripe(stripe: Stripe, request: RefundRequest): Promise<RefundResult> {
  const reference = request.paymentReference;
  if (!reference) throw new Error('The order has no Stripe payment to refund.');
  const paymentIntentId = reference.startsWith('in_') ? await paymentIntentOfInvoice(stripe, reference) : reference;
  const refund = await stripe.refunds.create(
    { payment_intent: paymentIntentId, amount: request.amountCents, metadata: request.metadata },
    { idempotencyKey: request.idempotencyKey },
  );
  return { refundId: refund.id, paymentIntentId };
}
