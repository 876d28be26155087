import type { OrderView } from '@receptiva/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { OrderSuccessSummary } from './order-success-summary';

const order = (overrides: Partial<OrderView> = {}): OrderView => ({
  id: `order-${Math.random().toString(36).slice(2)}`,
  receiptNumber: 'R-1A2B3C4D',
  status: 'paid',
  subtotalCents: 479_100,
  discountCents: 239_550,
  totalCents: 239_550,
  currency: 'usd',
  createdAt: '2026-01-15T12:00:00.000Z',
  paidAt: '2026-01-15T12:01:00.000Z',
  fulfilmentStatus: 'paid',
  timeline: [{ status: 'paid', at: '2026-01-15T12:01:00.000Z', note: null }],
  items: [
    {
      slug: 'ai-receptionist',
      title: 'AI Receptionist',
      lang: 'en',
      quantity: 2,
      unitListPriceCents: 199_700,
      unitPriceCents: 99_850,
      lineTotalCents: 199_700,
    },
    {
      slug: 'review-booster',
      title: 'Review Booster',
      lang: 'en',
      quantity: 1,
      unitListPriceCents: 79_700,
      unitPriceCents: 39_850,
      lineTotalCents: 39_850,
    },
  ],
  ...overrides,
});

function show(answer: OrderView, onPaid = vi.fn()) {
  const api = mockApi({
    me: makeMe({ isMember: true }),
    routes: { 'GET /api/orders/by-session/cs_1': () => jsonResponse(answer) },
  });
  const view = renderRoutes([{ path: '/', element: <OrderSuccessSummary sessionId="cs_1" onPaid={onPaid} /> }]);
  const purchases = () =>
    api.callsTo('POST', '/api/analytics/events').filter((call) => (call.body as { name: string }).name === 'Purchase');
  return { ...view, api, purchases, onPaid };
}

describe('OrderSuccessSummary', () => {
  it('shows the paid order from cents, records Purchase once even when shown again, and reports it paid once', async () => {
    const paid = order();
    const first = show(paid);
    expect(await screen.findByRole('heading', { name: 'Your order is confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Receipt R-1A2B3C4D' })).toBeInTheDocument();
    expect(screen.getByText('AI Receptionist')).toBeInTheDocument();
    expect(screen.getByText('$2,395.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order history' })).toHaveAttribute('href', '/order-history');
    await waitFor(() => expect(first.purchases()).toHaveLength(1));
    expect(first.purchases()[0]!.body).toMatchObject({
      name: 'Purchase',
      params: { value: 2395.5, currency: 'USD', num_items: 3 },
    });
    expect(first.onPaid).toHaveBeenCalledTimes(1);
    first.unmount();

    const again = show(paid);
    await screen.findByRole('heading', { name: 'Your order is confirmed' });
    await waitFor(() => expect(again.api.callsTo('GET', '/api/orders/by-session/cs_1')).toHaveLength(1));
    expect(again.purchases()).toHaveLength(0);
  });

  it('records no Purchase and keeps the cart while the payment is pending', async () => {
    const { purchases, onPaid } = show(order({ status: 'pending', paidAt: null }));
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    expect(purchases()).toHaveLength(0);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says so when the order cannot be found', async () => {
    mockApi({
      me: makeMe({ isMember: true }),
      routes: {
        'GET /api/orders/by-session/cs_gone': () =>
          jsonResponse({ error: { code: 'NOT_FOUND', message: 'No such order.' } }, 404),
      },
    });
    renderRoutes([{ path: '/', element: <OrderSuccessSummary sessionId="cs_gone" onPaid={() => {}} /> }]);
    expect(await screen.findByText(/We could not find this order/)).toBeInTheDocument();
  });
});
