import { MEMBERSHIP_COMMITMENT_MONTHS } from '@receptiva/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { membershipOrders } from '../../db/schema';
import { renderMembershipReceipt } from '../../lib/mailer/membership-templates';
import { preferredLocaleOf } from '../../lib/mailer/recipient-locale';
import { customerNameOf } from '../../lib/payments/customer-name';
import {
  FAILED_EVENT_TYPES,
  type FulfilmentHandler,
  PAID_EVENT_TYPES,
  type PaymentTx,
} from '../../lib/payments/fulfilment';
import type { PaymentProvider } from '../../lib/payments/types';
import { recordOnboardingTask } from '../onboarding-tasks/record-onboarding-task';
import { getPublicSettings } from '../settings/settings.service';
import { confirmedAccountWithEmail } from './confirmed-account';
import { createAccountUrl } from './create-account-url';
import { lockCustomer } from './customer-lock';
import { hasOtherActiveMembership } from './other-active-membership';
import { queueDeferredTermsReceipt } from './record-consent.service';
import { refundDuplicateMembership } from './refund-duplicate-membership';

/** The order a paid event is for, while it still waits for its payment. */
async function unpaidOrderOf(tx: PaymentTx, sessionId: string) {
  const [order] = await tx
    .select({ id: membershipOrders.id, email: membershipOrders.email, userId: membershipOrders.userId })
    .from(membershipOrders)
    .where(
      and(eq(membershipOrders.providerSessionId, sessionId), inArray(membershipOrders.status, ['pending', 'failed'])),
    );
  return order ?? null;
}

/**
 * Paid: one conditional UPDATE from pending (or failed, when a failure arrived before the success) to paid; only the
 * delivery that changed the row puts the subscription on spec §9's schedule (decision 026; a provider failure rolls
 * the payment back, so the provider's retry of the event tries again) and sends the receipt. Failed: only a pending order fails, so a late failure never undoes
 * a payment. The same delivery tells staff (an onboarding task and its e-mail, issue 15), so a replay tells nobody.
 * One membership per customer (decision 023): under a per-customer lock the paid order is checked against the
 * customer's other active memberships; a second one is refunded at once instead of welcomed. A guest's order is
 * attached here to the account whose confirmed e-mail it carries, if one exists already.
 */
export const membershipFulfilment =
  (publicUrl: string, provider: PaymentProvider): FulfilmentHandler =>
  async (tx, event, queueMail) => {
    if (!event.sessionId) return;
    if (PAID_EVENT_TYPES.has(event.type) && event.paymentStatus === 'paid') {
      const unpaid = await unpaidOrderOf(tx, event.sessionId);
      if (!unpaid) return;
      const userId = unpaid.userId ?? (await confirmedAccountWithEmail(tx, unpaid.email));
      await lockCustomer(tx, { email: unpaid.email, userId });
      const isDuplicate = await hasOtherActiveMembership(tx, { orderId: unpaid.id, email: unpaid.email, userId });
      const [order] = await tx
        .update(membershipOrders)
        .set({
          status: 'paid',
          userId,
          paidAt: sql`now()`,
          commitmentEndsAt: sql`now() + make_interval(months => ${MEMBERSHIP_COMMITMENT_MONTHS})`,
          providerCustomerId: event.customerId,
          providerSubscriptionId: event.subscriptionId,
          providerPaymentReference: event.paymentReference,
          updatedAt: sql`now()`,
        })
        .where(and(eq(membershipOrders.id, unpaid.id), inArray(membershipOrders.status, ['pending', 'failed'])))
        .returning();
      if (!order) return;
      if (isDuplicate) return refundDuplicateMembership(tx, provider, order.id, queueMail);
      if (order.providerSubscriptionId) {
        await provider.scheduleMembershipBilling(order.providerSubscriptionId, order.paidAt!);
      }
      const settings = await getPublicSettings(tx);
      const locale = (await preferredLocaleOf(tx, order.userId)) ?? order.metadata?.locale;
      await queueMail(
        renderMembershipReceipt(
          { ...order, metadata: { ...order.metadata, locale } },
          {
            brand: settings.brandName,
            createAccountUrl: order.userId ? null : createAccountUrl(publicUrl, order.email),
          },
        ),
      );
      await queueDeferredTermsReceipt(tx, order.metadata?.consentId, {
        brand: settings.brandName,
        locale: typeof locale === 'string' ? locale : undefined,
        queueMail,
      });
      await recordOnboardingTask(
        tx,
        {
          kind: 'new-member',
          accountUserId: order.userId,
          customerEmail: order.email,
          customerName: await customerNameOf(tx, order.userId),
          subjectId: order.id,
          details: { Plan: order.planName, 'Payment type': order.paymentType },
          publicUrl,
        },
        queueMail,
      );
      return;
    }
    if (FAILED_EVENT_TYPES.has(event.type)) {
      await tx
        .update(membershipOrders)
        .set({ status: 'failed', updatedAt: sql`now()` })
        .where(and(eq(membershipOrders.providerSessionId, event.sessionId), eq(membershipOrders.status, 'pending')));
    }
  };
