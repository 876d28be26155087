import type { MembershipOrderView } from '@receptiva/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { PaymentSuccessSummary } from './payment-success-summary';

const order = (overrides: Partial<MembershipOrderView> = {}): MembershipOrderView => ({
  id: `order-${Math.random().toString(36).slice(2)}`,
  planName: 'Annual Membership',
  paymentType: 'annual',
  status: 'paid',
  amountCents: 649_700,
  setupFeeCents: 100_000,
  monthlyCents: 49_700,
  currency: 'usd',
  email: 'jane@example.com',
  paidAt: '2026-01-15T12:00:00.000Z',
  commitmentEndsAt: '2027-01-15T12:00:00.000Z',
  termsVersion: '2.1',
  ...overrides,
});

function show(answer: MembershipOrderView) {
  const api = mockApi({
    me: makeMe({ isMember: true }),
    routes: { 'GET /api/membership/orders/by-session/cs_1': () => jsonResponse(answer) },
  });
  const view = renderRoutes([{ path: '/', element: <PaymentSuccessSummary sessionId="cs_1" /> }]);
  const purchases = () =>
    api.callsTo('POST', '/api/analytics/events').filter((call) => (call.body as { name: string }).name === 'Purchase');
  return { ...view, api, purchases };
}

describe('PaymentSuccessSummary', () => {
  it('shows the real order in US dollars from cents and records Purchase once, even when shown again', async () => {
    const paid = order();
    const first = show(paid);
    expect(await screen.findByRole('heading', { name: 'Welcome, you are a member!' })).toBeInTheDocument();
    expect(screen.getByText('$6,497.00')).toBeInTheDocument();
    expect(screen.getByText('$1,000.00')).toBeInTheDocument();
    expect(screen.getByText('$497.00')).toBeInTheDocument();
    expect(screen.getByText('January 15, 2027')).toBeInTheDocument();
    await waitFor(() => expect(first.purchases()).toHaveLength(1));
    expect(first.purchases()[0]!.body).toMatchObject({ name: 'Purchase', params: { value: 6497, currency: 'USD' } });
    first.unmount();

    const again = show(paid);
    await screen.findByRole('heading', { name: 'Welcome, you are a member!' });
    await waitFor(() => expect(again.api.callsTo('GET', '/api/membership/orders/by-session/cs_1')).toHaveLength(1));
    expect(again.purchases()).toHaveLength(0);
  });

  it('records no Purchase while the payment is still pending', async () => {
    const { purchases } = show(order({ status: 'pending', paidAt: null }));
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    expect(purchases()).toHaveLength(0);
  });
});
