import { normalizeLanguage, type OrderCheckoutCreated, type OrderCheckoutInput, titleIn } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { loadMembershipState } from '../../lib/access/membership-state';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from '../../lib/payments/types';
import { priceOrderItems } from './price-order-items';

interface OrderCheckoutParams {
  input: OrderCheckoutInput;
  user: { id: string; email: string };
  publicUrl: string;
}

/**
 * Members only (DESIGN §4; the route's `paid-member` policy): prices the cart on the server, writes the pending order and its lines in one
 * transaction, then asks the payment provider for a one-time checkout session and records its id.
 */
export async function createOrderCheckout(
  db: Db,
  provider: PaymentProvider,
  params: OrderCheckoutParams,
): Promise<OrderCheckoutCreated> {
  const { input, user } = params;
  // Past due still passes the `paid-member` policy (access during the grace period), but buying more waits (022).
  if ((await loadMembershipState(db, user.id)).state === 'past_due') {
    throw new AppError('MEMBERSHIP_PAST_DUE', 'Your last membership payment did not go through: checkout is paused.');
  }
  const priced = await priceOrderItems(db, input.items);
  const locale = normalizeLanguage(input.locale) ?? 'en';
  const email = user.email.toLowerCase();

  const orderId = await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId: user.id,
        email,
        subtotalCents: priced.subtotalCents,
        discountCents: priced.discountCents,
        totalCents: priced.totalCents,
        provider: provider.name,
        locale,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(priced.lines.map((line) => ({ ...line, orderId: order!.id })));
    return order!.id;
  });

  const session = await provider.createCheckoutSession({
    mode: 'payment',
    customerEmail: email,
    metadata: { kind: 'order', orderId },
    successUrl: `${params.publicUrl}/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${params.publicUrl}/checkout`,
    locale,
    items: priced.lines.map((line) => ({
      name: titleIn(line.title, line.titleTranslations, locale).title,
      amountCents: line.unitPriceCents,
      quantity: line.quantity,
      recurring: false,
    })),
  });
  await db.update(orders).set({ providerSessionId: session.id, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
  return { url: session.url };
}
