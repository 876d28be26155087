import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { membershipOrders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from '../../lib/payments/types';

/** `POST /api/billing/portal`: a Stripe customer portal session for the caller's own Stripe customer. */
export async function openBillingPortal(
  db: Db,
  provider: PaymentProvider,
  params: { userId: string; returnUrl: string },
) {
  if (!provider.hasCustomerPortal) {
    throw new AppError('BILLING_PORTAL_UNAVAILABLE', 'Test mode has no Stripe portal: manage billing on this page.');
  }
  const [order] = await db
    .select({ customerId: membershipOrders.providerCustomerId })
    .from(membershipOrders)
    .where(
      and(
        eq(membershipOrders.userId, params.userId),
        eq(membershipOrders.provider, provider.name),
        isNotNull(membershipOrders.providerCustomerId),
      ),
    )
    .orderBy(desc(membershipOrders.paidAt))
    .limit(1);
  if (!order?.customerId) throw new AppError('NOT_FOUND', 'There is no Stripe billing account for you yet.');
  const url = await provider.createCustomerPortalSession(order.customerId, params.returnUrl);
  if (!url) throw new AppError('BILLING_PORTAL_UNAVAILABLE', 'The billing portal is not available.');
  return { url };
}
