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

function show(answer: MembershipOrderView, me: ReturnType<typeof makeMe> | null = makeMe({ isMember: true })) {
  const api = mockApi({
    me,
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

  it('asks a signed-out payer to create the account with the paid e-mail, not to go to a dashboard', async () => {
    show(order({ email: 'guest+1@example.com' }), null);
    expect(await screen.findByRole('heading', { name: 'Thank you, your payment was received' })).toBeInTheDocument();
    const create = screen.getByRole('link', { name: 'Create your account' });
    expect(create).toHaveAttribute('href', '/auth?mode=signup&email=guest%2B1%40example.com');
    expect(screen.getByRole('link', { name: 'I already have an account: sign in' })).toHaveAttribute(
      'href',
      '/auth?email=guest%2B1%40example.com',
    );
    expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByText(/your membership is active/)).not.toBeInTheDocument();
  });

  it('sends a signed-in payer to the dashboard as before', async () => {
    show(order());
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create your account' })).not.toBeInTheDocument();
  });

  it('tells the payer of a second membership that it was refunded', async () => {
    show(order({ status: 'refunded' }));
    expect(await screen.findByRole('heading', { name: 'This payment was refunded' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).not.toBeInTheDocument();
  });
});
