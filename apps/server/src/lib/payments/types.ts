/** One priced line of a checkout, in integer cents. `recurring` lines are charged monthly (subscriptions). */
export interface CheckoutLineItem {
  name: string;
  amountCents: number;
  quantity: number;
  recurring: boolean;
}

interface CheckoutBase {
  customerEmail: string;
  /** Carried to the paid event, so fulfilment knows which order it pays (e.g. `{ kind: 'membership', orderId }`). */
  metadata: Record<string, string>;
  /** Absolute URLs; `{CHECKOUT_SESSION_ID}` in the success URL is replaced by the session id. */
  successUrl: string;
  cancelUrl: string;
  locale: string;
}

/** A subscription charged monthly after `trialDays`, with one-time lines (the setup fee) charged today. */
export interface SubscriptionCheckout extends CheckoutBase {
  mode: 'subscription';
  oneTimeItems: CheckoutLineItem[];
  monthlyItem: CheckoutLineItem;
  trialDays: number;
}

/** A one-time payment for line items (marketplace orders). */
export interface OneTimeCheckout extends CheckoutBase {
  mode: 'payment';
  items: CheckoutLineItem[];
}

export type CheckoutRequest = SubscriptionCheckout | OneTimeCheckout;

export interface CheckoutSession {
  id: string;
  url: string;
}

/** A verified provider event, reduced to what fulfilment reads. */
export interface PaymentEvent {
  id: string;
  type: string;
  sessionId: string | null;
  /** `paid` once the money is in (or nothing was due today), else `unpaid`. */
  paymentStatus: 'paid' | 'unpaid' | null;
  metadata: Record<string, string>;
  customerId: string | null;
  subscriptionId: string | null;
  /** Stripe's `object` of the event's data: 'checkout.session', 'invoice', 'subscription', 'charge'… */
  objectType: string | null;
  objectId: string | null;
  /** The object's own status at the time of the event (an invoice's 'paid'/'open', a subscription's 'past_due'…). */
  objectStatus: string | null;
  /** When the provider created the event (its `created`); what orders subscription events (decision 022). */
  occurredAt: Date | null;
  /** A subscription's `ended_at` (or `canceled_at`) when it has ended. */
  endedAt: Date | null;
  /** A subscription's `cancellation_details.reason` (e.g. 'payment_failed', 'cancellation_requested'). */
  cancellationReason: string | null;
  /** An invoice's amount paid (or due, when unpaid), in integer cents. */
  amountCents: number | null;
  /** An invoice's `billing_reason`: `subscription_create` is the checkout's own first invoice (the setup fee). */
  billingReason?: string | null;
  /** What a refund of this checkout is made against (see `RefundRequest.paymentReference`). */
  paymentReference: string | null;
  /** A `charge.refunded` event: the charge's payment and every refund it lists. */
  chargeRefund?: ChargeRefundFacts;
}

/** What a `charge.refunded` event says: all refunded of the charge so far, and the refunds it lists (if expanded). */
export interface ChargeRefundFacts {
  chargeId: string;
  paymentIntentId: string | null;
  amountRefundedCents: number;
  refunds: { id: string; amountCents: number; metadata: Record<string, string> }[];
}

/** A refund of (part of) a checkout payment, in integer cents. */
export interface RefundRequest {
  /** The payment intent (`pi_…`) or the subscription checkout's first invoice (`in_…`), stored at payment. */
  paymentReference: string | null;
  amountCents: number;
  /** Makes a retried call (a webhook redelivered after a failure) refund once. */
  idempotencyKey: string;
  /** Carried to the provider's refund, so its `charge.refunded` event finds the order again. */
  metadata: Record<string, string>;
}

export interface RefundResult {
  refundId: string;
  /** The payment intent refunded, when the reference was an invoice (so later refunds match it directly). */
  paymentIntentId: string | null;
}

/** Stripe, or the local test mode: the same interface, the same webhook format, one fulfilment path. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** Test mode only: signs an event of our own hosted checkout page, as Stripe would sign its webhook. */
  signTestEvent?(payload: string): string;
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature header and parses the event; throws WebhookSignatureError when it does not verify. */
  parseWebhookEvent(payload: string, signatureHeader: string | undefined): PaymentEvent;
  /** Stops every future charge of a subscription now. Test mode has no remote subscription: nothing to call. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Makes a paid membership's subscription bill spec §9's schedule from `paidAt` (decision 026): the prorated rest of
   * the month when the 30-day window ends, then $497 on each 1st, 12 monthly payments in all. Fulfilment calls it
   * once the checkout is paid; test mode has no remote subscription: nothing to call.
   */
  scheduleMembershipBilling(subscriptionId: string, paidAt: Date): Promise<void>;
  /** Refunds (part of) a payment now. Test mode has no remote money: it answers a local refund id. */
  refundPayment(request: RefundRequest): Promise<RefundResult>;
  /** Whether `createCustomerPortalSession` can give a URL (Stripe only). */
  readonly hasCustomerPortal: boolean;
  /** A customer portal session URL returning to `returnUrl`, or null when the provider has no portal (test mode). */
  createCustomerPortalSession(customerId: string, returnUrl: string): Promise<string | null>;
}

export class WebhookSignatureError extends Error {}
