import type { OrderHistory } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { OrderHistoryList } from './order-history-list';

const history: OrderHistory = {
  orders: [
    {
      id: 'o1',
      receiptNumber: 'R-00000001',
      status: 'paid',
      subtotalCents: 79_700,
      discountCents: 39_850,
      totalCents: 39_850,
      currency: 'usd',
      createdAt: '2026-01-10T12:00:00.000Z',
      paidAt: '2026-01-10T12:01:00.000Z',
      fulfilmentStatus: 'paid',
      timeline: [],
      items: [
        {
          slug: 'review-booster',
          title: 'تقویت‌کنندهٔ نظرات',
          lang: 'fa',
          quantity: 1,
          unitListPriceCents: 79_700,
          unitPriceCents: 39_850,
          lineTotalCents: 39_850,
        },
        {
          slug: 'retired-service',
          title: 'Retired Service',
          lang: 'en',
          quantity: 1,
          unitListPriceCents: 0,
          unitPriceCents: 0,
          lineTotalCents: 0,
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

describe('OrderHistoryList in Persian', () => {
  it('asks for the lines in the page’s language, names the plan in it and writes Gregorian dates', async () => {
    await i18n.changeLanguage('fa');
    const api = mockApi({ me: makeMe(), routes: { 'GET /api/orders': () => jsonResponse(history) } });
    renderRoutes([{ path: '/', element: <OrderHistoryList /> }]);
    const [order] = await screen.findAllByRole('article');
    expect(api.callsTo('GET', '/api/orders')[0]!.url.searchParams.get('lng')).toBe('fa');
    expect(within(order!).getByText('تقویت‌کنندهٔ نظرات')).toHaveAttribute('lang', 'fa');
    expect(within(order!).getByText('Retired Service')).toHaveAttribute('lang', 'en');
    expect(order!.textContent).toContain('۲۰۲۶');
    expect(order!.textContent).not.toContain('۱۴۰۴');
    expect(screen.getByText('عضویت سالانه')).toBeInTheDocument();
    expect(screen.queryByText('Annual Membership')).toBeNull();
  });
});
