import type { AdminUserDetail } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const USER_ID = 'u_grace';
const ORDER_ID = '1a2b3c4d-8f0a-4d3b-9a55-3c1b1f0f9d11';
const MEMBERSHIP_ID = '9f8e7d6c-8f0a-4d3b-9a55-3c1b1f0f9d11';

const order = (kind: 'membership' | 'order', id: string, receiptNumber: string) => ({
  kind,
  id,
  receiptNumber,
  customerEmail: 'grace@example.com',
  customerName: 'Grace Hopper',
  description: kind === 'order' ? 'Review booster' : 'Annual Membership',
  status: 'paid' as const,
  fulfilmentStatus: kind === 'order' ? ('paid' as const) : null,
  totalCents: 19_900,
  refundedCents: 0,
  currency: 'usd',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
});

const grace: AdminUserDetail = {
  profile: {
    id: USER_ID,
    name: 'Grace Hopper',
    email: 'grace+ops@example.com',
    emailVerified: true,
    role: 'user',
    membership: 'active',
    createdAt: '2025-05-01T09:00:00.000Z',
    firstName: 'Grace',
    lastName: 'Hopper',
    phone: null,
    locale: 'en',
  },
  roles: [],
  isBootstrapAdmin: false,
  membership: { state: 'active', grantedOrderId: null, orders: [] },
  orders: {
    count: 1,
    paidCents: 19_900,
    latestAt: '2026-11-20T10:00:00.000Z',
    recent: [order('order', ORDER_ID, 'R-1A2B3C4D'), order('membership', MEMBERSHIP_ID, 'R-9F8E7D6C')],
  },
  teams: { ownedMembers: 0, memberOf: [] },
  sessions: 1,
  audit: [
    {
      id: 'a1',
      action: 'user.role_granted',
      actorLabel: 'Ada Admin',
      changes: { role: { from: 'user', to: 'member' } },
      createdAt: '2026-11-21T10:00:00.000Z',
    },
    {
      id: 'a2',
      action: 'widget.exploded',
      actorLabel: 'Ada Admin',
      changes: null,
      createdAt: '2026-11-22T10:00:00.000Z',
    },
  ],
};

describe('/admin/users/{userId}: orders and audit trail', { timeout: 30_000 }, () => {
  it('links each order to its page and to all orders of the customer, and names each audit action', async () => {
    mockApi({
      me: makeMe({ role: 'admin', isMember: false }),
      routes: { [`GET /api/admin/users/${USER_ID}`]: () => jsonResponse(grace) },
    });
    renderApp(`/admin/users/${USER_ID}`);
    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: 'R-1A2B3C4D' })).toHaveAttribute(
      'href',
      `/admin/orders/order/${ORDER_ID}`,
    );
    expect(within(orders).getByRole('link', { name: 'R-9F8E7D6C' })).toHaveAttribute(
      'href',
      `/admin/orders/membership/${MEMBERSHIP_ID}`,
    );
    expect(within(orders).getByRole('link', { name: 'All orders of this customer' })).toHaveAttribute(
      'href',
      '/admin/orders?search=grace%2Bops%40example.com',
    );

    const trail = screen.getByRole('region', { name: 'Audit trail' });
    expect(within(trail).getByText('Role granted')).toBeVisible();
    expect(within(trail).getByText('Other change (widget.exploded)')).toBeVisible();
    expect(within(trail).queryByText('user.role_granted')).toBeNull();
  });
});
