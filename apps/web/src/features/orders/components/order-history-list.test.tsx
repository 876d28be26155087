import type { OrderHistory } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { OrderHistoryList } from './order-history-list';

const history: OrderHistory = {
  orders: [
    {
      id: 'o2',
      receiptNumber: 'R-00000002',
      status: 'paid',
      subtotalCents: 199_700,
      discountCents: 99_850,
      totalCents: 99_850,
      currency: 'usd',
      createdAt: '2026-02-01T12:00:00.000Z',
      paidAt: '2026-02-01T12:01:00.000Z',
      fulfilmentStatus: 'paid',
      timeline: [{ status: 'paid', at: '2026-02-01T12:01:00.000Z', note: null }],
      items: [
        {
          slug: 'ai-receptionist',
          title: 'AI Receptionist',
          lang: 'en',
          quantity: 1,
          unitListPriceCents: 199_700,
          unitPriceCents: 99_850,
          lineTotalCents: 99_850,
        },
      ],
    },
    {
      id: 'o1',
      receiptNumber: 'R-00000001',
      status: 'failed',
      subtotalCents: 79_700,
      discountCents: 39_850,
      totalCents: 39_850,
      currency: 'usd',
      createdAt: '2026-01-10T12:00:00.000Z',
      paidAt: null,
      fulfilmentStatus: null,
      timeline: [],
      items: [
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
    },
  ],
  membershipOrders: [
    {
      id: 'm1',
      receiptNumber: 'R-0000000A',
      planName: 'Annual Membership',
      status: 'paid',
      amountCents: 649_700,
      currency: 'usd',
      createdAt: '2026-01-01T12:00:00.000Z',
      paidAt: '2026-01-01T12:01:00.000Z',
    },
  ],
};

const show = (answer: OrderHistory) => {
  mockApi({ me: makeMe(), routes: { 'GET /api/orders': () => jsonResponse(answer) } });
  return renderRoutes([{ path: '/', element: <OrderHistoryList /> }]);
};

describe('OrderHistoryList', () => {
  it('lists the orders as the server sorts them, with items, US dollar amounts and translated statuses', async () => {
    show(history);
    const orders = await screen.findAllByRole('article');
    expect(orders.map((o) => within(o).getByRole('heading').textContent)).toEqual([
      'Order R-00000002',
      'Order R-00000001',
    ]);
    expect(within(orders[0]!).getByText('Paid')).toBeInTheDocument();
    expect(within(orders[0]!).getByText('Paid on February 1, 2026')).toBeInTheDocument();
    expect(within(orders[0]!).getByRole('list', { name: 'Services in order R-00000002' })).toHaveTextContent(
      'AI Receptionist',
    );
    expect(within(orders[0]!).getAllByText('$998.50').length).toBeGreaterThan(0);
    expect(within(orders[1]!).getByText('Failed')).toBeInTheDocument();
    expect(within(orders[1]!).getByText('Placed on January 10, 2026')).toBeInTheDocument();
    const membership = screen.getByRole('region', { name: 'Membership' });
    expect(within(membership).getByText('Annual Membership')).toBeInTheDocument();
    expect(within(membership).getByText('$6,497.00')).toBeInTheDocument();
  });

  it('shows each step of a fulfilled order with its date and the note staff shared, and the current step as status', async () => {
    const [paid] = history.orders;
    show({
      orders: [
        {
          ...paid!,
          fulfilmentStatus: 'delivered',
          timeline: [
            { status: 'paid', at: '2026-02-01T12:01:00.000Z', note: null },
            { status: 'in_progress', at: '2026-02-03T09:00:00.000Z', note: 'Your agent is being trained.' },
            { status: 'delivered', at: '2026-02-10T16:30:00.000Z', note: null },
          ],
        },
        {
          ...paid!,
          id: 'o3',
          receiptNumber: 'R-00000003',
          status: 'refunded',
          fulfilmentStatus: 'cancelled',
          timeline: [
            { status: 'paid', at: '2026-01-05T12:01:00.000Z', note: null },
            { status: 'cancelled', at: '2026-01-06T12:00:00.000Z', note: 'Cancelled at your request.' },
            { status: 'refunded', at: '2026-01-07T12:00:00.000Z', note: null },
          ],
        },
      ],
      membershipOrders: [],
    });
    const [delivered, refunded] = await screen.findAllByRole('article');
    const steps = within(delivered!).getByRole('list', { name: 'Progress of order R-00000002' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Payment receivedFebruary 1, 2026',
      'Work in progressFebruary 3, 2026Note from our team: Your agent is being trained.',
      'DeliveredFebruary 10, 2026',
    ]);
    expect(within(steps).getByText('February 3, 2026')).toHaveAttribute('datetime', '2026-02-03T09:00:00.000Z');
    expect(within(steps).getByText('Your agent is being trained.')).toHaveAttribute('dir', 'auto');
    expect(delivered!.querySelector('[data-status]')).toHaveTextContent('Delivered');
    const refundSteps = within(refunded!).getByRole('list', { name: 'Progress of order R-00000003' });
    expect(
      within(refundSteps)
        .getAllByRole('listitem')
        .map((step) => step.getAttribute('data-step')),
    ).toEqual(['paid', 'cancelled', 'refunded']);
    expect(refunded!.querySelector('[data-status]')).toHaveTextContent('Refunded');
  });

  it('shows no timeline for an order that is not paid', async () => {
    show(history);
    const orders = await screen.findAllByRole('article');
    expect(within(orders[1]!).queryByRole('list', { name: /^Progress of order/ })).toBeNull();
    expect(within(orders[0]!).getByRole('list', { name: 'Progress of order R-00000002' })).toHaveTextContent(
      'Payment received',
    );
  });

  it('shows the empty state with a way to the marketplace', async () => {
    show({ orders: [], membershipOrders: [] });
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute('href', '/marketplace');
    expect(screen.getByText('No membership payments yet.')).toBeInTheDocument();
  });
});
