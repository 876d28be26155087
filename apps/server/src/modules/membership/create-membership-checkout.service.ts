import {
  MEMBERSHIP_CANCELLATION_WINDOW_DAYS,
  MEMBERSHIP_COMMITMENT_MONTHS,
  MEMBERSHIP_PRICES,
  type MembershipCheckoutInput,
  membershipPaymentTypeOf,
  membershipPriceCents,
  normalizeLanguage,
  TERMS_DOCUMENT_VERSION,
} from '@receptiva/shared';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { membershipConsents, membershipOrders } from '../../db/schema';
import { hasActiveMembership } from '../../lib/access/access';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import type { PaymentProvider } from '../../lib/payments/types';
import { validationFailed } from '../../lib/validation';

/** A consent counts for the checkout that follows it, not for one days later. */
const CONSENT_VALID_MINUTES = 60;

interface CheckoutParams {
  input: Required<Pick<MembershipCheckoutInput, 'planName' | 'amount' | 'userEmail' | 'paymentType'>> & {
    userId: string | null;
    returnPath?: string;
    locale?: string;
  };
  sessionUser: { id: string; email: string } | null;
  publicUrl: string;
  logger: Logger;
}

/** Spec §7 payment type and the server's own price: a client amount that is not the plan's price is refused. */
function checkPrice(input: CheckoutParams['input']) {
  const paymentType = membershipPaymentTypeOf(input.planName, input.amount);
  if (input.paymentType !== paymentType) {
    throw validationFailed({ paymentType: `For this plan and amount the payment type is ${paymentType}.` });
  }
  const priceCents = membershipPriceCents(paymentType);
  if (input.amount !== priceCents) throw validationFailed({ amount: 'The amount does not match the plan price.' });
  return { paymentType, priceCents };
}

function checkCaller(input: CheckoutParams['input'], sessionUser: CheckoutParams['sessionUser']) {
  if (input.userId !== null && !sessionUser) throw new AppError('UNAUTHORIZED', 'Sign in to pay for this account.');
  if (sessionUser && input.userId !== null && input.userId !== sessionUser.id) {
    throw new AppError('FORBIDDEN', 'You can only buy a membership for your own account.');
  }
  return sessionUser?.id ?? null;
}

/**
 * Checks the caller, the price and the consent, writes the pending order, then asks the payment provider for a
 * checkout session: $1,000 setup today, $497/month after the 30-day window, 12-month commitment (spec §9).
 */
export async function createMembershipCheckout(db: Db, provider: PaymentProvider, params: CheckoutParams) {
  const { input } = params;
  const userId = checkCaller(input, params.sessionUser);
  const { paymentType, priceCents } = checkPrice(input);
  const email = input.userEmail.toLowerCase();
  if (userId && (await hasActiveMembership(db, userId, params.logger))) {
    throw new AppError('CONFLICT', 'This account already has an active membership.');
  }
  const [consent] = await db
    .select({ id: membershipConsents.id })
    .from(membershipConsents)
    .where(
      and(
        eq(membershipConsents.email, email),
        eq(membershipConsents.amountCents, priceCents),
        eq(membershipConsents.documentVersion, TERMS_DOCUMENT_VERSION),
        gt(membershipConsents.createdAt, sql`now() - make_interval(mins => ${CONSENT_VALID_MINUTES})`),
      ),
    )
    .orderBy(desc(membershipConsents.createdAt))
    .limit(1);
  if (!consent) throw new AppError('CONFLICT', 'Accept the membership terms before paying.');

  const locale = normalizeLanguage(input.locale) ?? 'en';
  const [order] = await db
    .insert(membershipOrders)
    .values({
      userId,
      email,
      planName: input.planName,
      paymentType,
      amountCents: priceCents,
      provider: provider.name,
      commitmentEndsAt: sql`now() + make_interval(months => ${MEMBERSHIP_COMMITMENT_MONTHS})`,
      metadata: {
        locale,
        consentId: consent.id,
        setupFeeCents: MEMBERSHIP_PRICES.setupFeeCents,
        // Bought signed out: attached to the account whose confirmed e-mail it carries (decision 023).
        ...(userId ? {} : { guestCheckout: true }),
      },
    })
    .returning({ id: membershipOrders.id });
  const orderId = order!.id;
  const returnPath = input.returnPath ?? '/pricing';
  const session = await provider.createCheckoutSession({
    mode: 'subscription',
    customerEmail: email,
    metadata: { kind: 'membership', orderId },
    successUrl: `${params.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${params.publicUrl}${returnPath}`,
    locale,
    oneTimeItems: [
      {
        name: 'Membership setup fee (non-refundable)',
        amountCents: MEMBERSHIP_PRICES.setupFeeCents,
        quantity: 1,
        recurring: false,
      },
    ],
    monthlyItem: { name: input.planName, amountCents: MEMBERSHIP_PRICES.monthlyCents, quantity: 1, recurring: true },
    trialDays: MEMBERSHIP_CANCELLATION_WINDOW_DAYS,
  });
  await db
    .update(membershipOrders)
    .set({ providerSessionId: session.id, updatedAt: sql`now()` })
    .where(eq(membershipOrders.id, orderId));
  return { url: session.url };
}
