import type { AdminOrderRow, RefundPreview, StaffOrderDetail } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const admin = makeMe({ role: 'admin', isMember: false });
const ORDER_ID = '1a2b3c4d-8f0a-4d3b-9a55-3c1b1f0f9d11';

const row = (overrides: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  kind: 'order',
  id: ORDER_ID,
  receiptNumber: 'R-1A2B3C4D',
  customerEmail: 'pat@example.com',
  customerName: 'Pat Plumber',
  description: 'Review booster',
  status: 'paid',
  fulfilmentStatus: 'paid',
  totalCents: 19_900,
  refundedCents: 0,
  currency: 'usd',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
  ...overrides,
});

const preview = (overrides: Partial<RefundPreview> = {}): RefundPreview => ({
  kind: 'order',
  orderId: ORDER_ID,
  email: 'pat@example.com',
  currency: 'usd',
  paidAt: '2026-11-20T10:01:00.000Z',
  paidCents: 19_900,
  refundedCents: 0,
  refundableCents: 19_900,
  state: 'not_refunded',
  guarantee: { days: 30, endsAt: '2026-12-20T10:01:00.000Z', applies: true, rule: 'rule' },
  refunds: [],
  ...overrides,
});

const fulfilment: StaffOrderDetail = {
  ...row(),
  paymentStatus: 'paid',
  fulfilmentStatus: 'paid',
  itemCount: 1,
  itemTitles: ['Review booster'],
  updatedAt: '2026-11-20T10:01:00.000Z',
  subtotalCents: 19_900,
  discountCents: 0,
  locale: 'en',
  items: [
    {
      slug: 'review-booster',
      title: 'Review booster',
      lang: 'en',
      quantity: 1,
      unitListPriceCents: 19_900,
      unitPriceCents: 19_900,
      lineTotalCents: 19_900,
    },
  ] as StaffOrderDetail['items'],
  timeline: [
    {
      id: 't1',
      status: 'paid',
      at: '2026-11-20T10:01:00.000Z',
      note: '',
      noteSharedWithCustomer: false,
      actor: 'system',
    },
  ],
  allowedTransitions: ['in_progress', 'cancelled'],
};

describe('/admin/orders', { timeout: 30_000 }, () => {
  it('lists both kinds, keeps the filters in the URL and exports the same filtered list as CSV', async () => {
    const api = mockApi({
      me: admin,
      routes: {
        'GET /api/admin/orders': () =>
          jsonResponse({
            orders: [
              row(),
              row({
                kind: 'membership',
                id: 'b'.repeat(8),
                receiptNumber: 'R-BBBBBBBB',
                description: 'Annual Membership',
                fulfilmentStatus: null,
              }),
            ],
            page: 1,
            pageSize: 25,
            total: 2,
          }),
      },
    });
    const { user, router } = renderApp('/admin/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Orders, 2 in all' });
    expect(within(table).getByRole('link', { name: 'Open order R-1A2B3C4D' })).toHaveAttribute(
      'href',
      `/admin/orders/order/${ORDER_ID}`,
    );
    expect(within(table).getByText('Annual Membership')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'order');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment status' }), 'paid');
    await user.type(screen.getByRole('searchbox', { name: 'Customer' }), 'pat@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(within(table).getByRole('button', { name: /Sort by Total/ }));
    const params = Object.fromEntries(new URLSearchParams(router.state.location.search));
    expect(params).toEqual({ kind: 'order', status: 'paid', search: 'pat@', sort: 'totalCents', direction: 'desc' });
    const last = api.callsTo('GET', '/api/admin/orders').at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toMatchObject({
      kind: 'order',
      status: 'paid',
      search: 'pat@',
      sort: 'totalCents',
    });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/orders/export.csv?search=pat%40&kind=order&status=paid',
    );
  });

  it('shows an empty list in words', async () => {
    mockApi({
      me: admin,
      routes: { 'GET /api/admin/orders': () => jsonResponse({ orders: [], page: 1, pageSize: 25, total: 0 }) },
    });
    renderApp('/admin/orders?kind=membership');
    expect(await screen.findByText('No orders match these filters.')).toBeVisible();
  });

  it('says so when the list cannot be loaded', async () => {
    mockApi({
      me: admin,
      routes: {
        'GET /api/admin/orders': () => jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'Boom' } }, 500),
      },
    });
    renderApp('/admin/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('The orders could not be loaded.');
  });

  it('refunds part of an order after a confirmation, under the 30-day guarantee rule', async () => {
    let refunded = false;
    const api = mockApi({
      me: admin,
      routes: {
        [`GET /api/admin/orders/order/${ORDER_ID}`]: () => jsonResponse(row()),
        [`GET /api/staff/orders/${ORDER_ID}`]: () => jsonResponse(fulfilment),
        [`GET /api/admin/refunds/order/${ORDER_ID}`]: () =>
          jsonResponse(
            refunded
              ? preview({
                  refundedCents: 5_000,
                  refundableCents: 14_900,
                  state: 'partially_refunded',
                  refunds: [
                    {
                      amountCents: 5_000,
                      reason: 'Late delivery',
                      source: 'admin',
                      createdAt: '2026-11-21T10:00:00.000Z',
                    },
                  ],
                })
              : preview(),
          ),
        [`POST /api/admin/refunds/order/${ORDER_ID}`]: () => {
          refunded = true;
          return jsonResponse(preview());
        },
      },
    });
    const { user } = renderApp(`/admin/orders/order/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order R-1A2B3C4D' })).toBeVisible();
    expect(screen.getByText(/30-day money-back guarantee applies until/)).toBeVisible();
    expect(screen.getByText('Review booster × 1')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Part of it' }));
    await user.type(screen.getByRole('textbox', { name: /Amount in dollars/ }), '500');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Late delivery');
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    expect(screen.getByText('Enter an amount between $0.01 and $199.00.')).toBeVisible();
    expect(api.callsTo('POST', `/api/admin/refunds/order/${ORDER_ID}`)).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /Amount in dollars/ }));
    await user.type(screen.getByRole('textbox', { name: /Amount in dollars/ }), '50');
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund $50.00' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Refunded.');
    expect(api.callsTo('POST', `/api/admin/refunds/order/${ORDER_ID}`)[0]!.body).toEqual({
      amountCents: 5_000,
      reason: 'Late delivery',
    });
    expect(await screen.findByRole('table', { name: 'Refunds of this order' })).toHaveTextContent('Late delivery');
  });

  it('tells a refused refund in the page’s words, not the server’s English', async () => {
    mockApi({
      me: admin,
      routes: {
        [`GET /api/admin/orders/order/${ORDER_ID}`]: () => jsonResponse(row()),
        [`GET /api/staff/orders/${ORDER_ID}`]: () => jsonResponse(fulfilment),
        [`GET /api/admin/refunds/order/${ORDER_ID}`]: () => jsonResponse(preview()),
        [`POST /api/admin/refunds/order/${ORDER_ID}`]: () =>
          jsonResponse({ error: { code: 'CONFLICT', message: 'This order is already fully refunded.' } }, 409),
      },
    });
    const { user } = renderApp(`/admin/orders/order/${ORDER_ID}`);
    await user.type(await screen.findByRole('textbox', { name: /Reason/ }), 'Asked');
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund $199.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order cannot be refunded here: it was never paid, is already fully refunded, or was not paid through the current payment provider.',
    );
  });

  it('moves a marketplace order to its next step after a confirmation, through the staff route', async () => {
    const api = mockApi({
      me: admin,
      routes: {
        [`GET /api/admin/orders/order/${ORDER_ID}`]: () => jsonResponse(row()),
        [`GET /api/staff/orders/${ORDER_ID}`]: () => jsonResponse(fulfilment),
        [`GET /api/admin/refunds/order/${ORDER_ID}`]: () => jsonResponse(preview()),
        [`POST /api/staff/orders/${ORDER_ID}/status`]: () =>
          jsonResponse({ ...fulfilment, fulfilmentStatus: 'in_progress' }),
      },
    });
    const { user } = renderApp(`/admin/orders/order/${ORDER_ID}`);
    expect(await screen.findByRole('combobox', { name: 'Next step' })).toHaveValue('in_progress');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Starting Monday');
    await user.click(screen.getByRole('checkbox', { name: 'Show the note to the customer' }));
    await user.click(screen.getByRole('button', { name: 'Change status…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the status?' });
    expect(api.callsTo('POST', `/api/staff/orders/${ORDER_ID}/status`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Move to “Work in progress”' }));
    await vi.waitFor(() =>
      expect(api.callsTo('POST', `/api/staff/orders/${ORDER_ID}/status`)[0]?.body).toEqual({
        status: 'in_progress',
        note: 'Starting Monday',
        shareNote: true,
      }),
    );
  });
});
