import Stripe from 'stripe';
import { scheduleStripeMembershipBilling } from './stripe-membership-schedule';
import { refundOnStripe } from './stripe-refund';
import type { CheckoutLineItem, CheckoutRequest, PaymentProvider } from './types';
import { verifyPaymentEvent } from './webhook-event';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (a local fake in tests); Stripe's own by default. */
  apiBase?: string;
}

const priceData = (item: CheckoutLineItem) => ({
  currency: 'usd',
  unit_amount: item.amountCents,
  product_data: { name: item.name },
  ...(item.recurring ? { recurring: { interval: 'month' as const } } : {}),
});

function clientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return { maxNetworkRetries: 2 };
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0,
    telemetry: false,
  };
}

const checkoutLocale = (locale: string): Stripe.Checkout.SessionCreateParams.Locale =>
  (['ar', 'he', 'fa', 'hi'].includes(locale) ? 'auto' : locale) as Stripe.Checkout.SessionCreateParams.Locale;

function sessionParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const common = {
    customer_email: request.customerEmail,
    metadata: request.metadata,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    locale: checkoutLocale(request.locale),
  };
  if (request.mode === 'payment') {
    return {
      ...common,
      mode: 'payment',
      line_items: request.items.map((item) => ({ price_data: priceData(item), quantity: item.quantity })),
      payment_intent_data: { metadata: request.metadata },
    };
  }
  return {
    ...common,
    mode: 'subscription',
    // The recurring price first; one-time prices in a subscription session are added to its first invoice.
    line_items: [request.monthlyItem, ...request.oneTimeItems].map((item) => ({
      price_data: priceData(item),
      quantity: item.quantity,
    })),
    // The trial keeps everything after the setup fee off until the 30-day window ends; when the payment arrives,
    // fulfilment moves the subscription onto spec §9's schedule (scheduleMembershipBilling, decision 026).
    subscription_data: { trial_period_days: request.trialDays, metadata: request.metadata },
  };
}

/** Checkout Sessions and signed webhooks through the official SDK. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, clientOptions(options.apiBase));
  return {
    name: 'stripe',
    async createCheckoutSession(request) {
      const session = await stripe.checkout.sessions.create(sessionParams(request));
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL.');
      return { id: session.id, url: session.url };
    },
    parseWebhookEvent: (payload, header) => verifyPaymentEvent(payload, header, options.webhookSecret),
    async cancelSubscription(subscriptionId) {
      // Immediate cancellation: inside the 30-day trial nothing has been charged monthly yet, so nothing is prorated.
      // Cancelling the subscription also ends the schedule that drives it (decision 026).
      await stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false });
    },
    scheduleMembershipBilling: (subscriptionId, paidAt) =>
      scheduleStripeMembershipBilling(stripe, subscriptionId, paidAt),
    refundPayment: (request) => refundOnStripe(stripe, request),
    hasCustomerPortal: true,
    async createCustomerPortalSession(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },
  };
}
