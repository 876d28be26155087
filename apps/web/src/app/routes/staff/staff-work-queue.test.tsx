import type { WorkQueueItem } from '@receptiva/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { bookingItem, makeWorkQueue } from '@/testing/work-queue-fixture';

const staff = makeMe({ role: 'member', isMember: false });
const BOOKING = bookingItem();
const ORDER_ID = '22222222-2222-4222-8222-222222222222';
const TICKET_ID = '33333333-3333-4333-8333-333333333333';

const orderItem: WorkQueueItem = {
  kind: 'orders',
  id: ORDER_ID,
  since: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  customerName: 'Olivia Owner',
  customerEmail: 'owner@example.com',
  assignee: { userId: 'user-1', name: 'Jane Doe', email: 'jane@example.com' },
  status: 'paid',
  nextStatuses: ['in_progress'],
  order: { receiptNumber: 'R-22222222', totalCents: 19_900, itemTitles: ['Review Booster'] },
};

const ticketItem: WorkQueueItem = {
  kind: 'tickets',
  id: TICKET_ID,
  since: new Date(Date.now() - 20 * 60_000).toISOString(),
  customerName: 'Tara Teammate',
  customerEmail: 'owner@example.com',
  assignee: null,
  status: 'open',
  nextStatuses: ['waiting_on_customer', 'resolved'],
  ticket: { subject: 'Calls go to voicemail', category: 'voice_agent' },
};

/** The queue as the server would answer each view: the bookings tab, or the tab and filter asked for. */
const queueRoute = (call: ApiCall) => {
  const tab = call.url.searchParams.get('tab');
  const filter = call.url.searchParams.get('filter') ?? 'all';
  const counts = { 'demo-bookings': 1, orders: 1, tickets: 1 };
  if (tab === 'orders') return jsonResponse(makeWorkQueue({ tab, counts, items: [orderItem] }));
  if (tab === 'tickets') return jsonResponse(makeWorkQueue({ tab, counts, items: [ticketItem] }));
  if (filter === 'mine') return jsonResponse(makeWorkQueue({ filter: 'mine', counts: { orders: 1 }, items: [] }));
  return jsonResponse(makeWorkQueue({ counts, items: [BOOKING] }));
};

describe('/staff-dashboard', { timeout: 30_000 }, () => {
  it('shows tabs with counts, the age, customer and status of each item, and keeps tab, filter and page in the URL', async () => {
    const api = mockApi({ me: staff, routes: { 'GET /api/staff/work-queue': queueRoute } });
    const { user, router } = renderApp('/staff-dashboard');
    const table = await screen.findByRole('table', { name: 'Demo bookings: 1 waiting' });
    const tabs = screen.getByRole('navigation', { name: 'Kinds of work' });
    expect(within(tabs).getByRole('link', { name: 'Demo bookings 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Onboarding forms 0' })).toHaveAttribute(
      'href',
      '/staff-dashboard?tab=onboarding-forms',
    );
    const row = within(table).getByRole('row', { name: /Grace Hopper/ });
    expect(within(row).getByText('3 hr. ago')).toHaveAttribute('dateTime', BOOKING.since);
    expect(within(row).getByText('Dental Practice')).toBeVisible();
    expect(within(row).getByText('Prefers Jan 15, 2030, 2:30 PM')).toBeVisible();
    expect(within(row).getByText('Nobody')).toBeVisible();
    expect(within(row).getByText('New', { selector: 'td' })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Mine' }));
    expect(router.state.location.search).toBe('?filter=mine');
    expect(await screen.findByText('Nothing is waiting here.')).toBeVisible();
    expect(within(tabs).getByRole('link', { name: 'Orders to fulfil 1' })).toHaveAttribute(
      'href',
      '/staff-dashboard?tab=orders&filter=mine',
    );
    expect(api.callsTo('GET', '/api/staff/work-queue').at(-1)!.url.searchParams.get('filter')).toBe('mine');

    await user.click(screen.getByRole('link', { name: 'All' }));
    await user.click(within(tabs).getByRole('link', { name: 'Open tickets 1' }));
    expect(router.state.location.search).toBe('?tab=tickets');
    const tickets = await screen.findByRole('table', { name: 'Open tickets: 1 waiting' });
    expect(within(tickets).getByRole('link', { name: 'Open Calls go to voicemail' })).toHaveAttribute(
      'href',
      `/staff-dashboard/tickets/${TICKET_ID}`,
    );
    expect(within(tickets).getByText('Voice agent')).toBeVisible();
  });

  it('assigns an item to me, changes its status through its own route, and shows the details of a booking', async () => {
    const api = mockApi({
      me: staff,
      routes: {
        'GET /api/staff/work-queue': queueRoute,
        [`PATCH /api/staff/demo-bookings/${BOOKING.id}`]: () => jsonResponse(BOOKING),
      },
    });
    const { user } = renderApp('/staff-dashboard');
    const table = await screen.findByRole('table', { name: 'Demo bookings: 1 waiting' });
    await user.click(within(table).getByRole('button', { name: 'Assign to me Grace Hopper' }));
    await waitFor(() => expect(api.callsTo('PATCH', `/api/staff/demo-bookings/${BOOKING.id}`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `/api/staff/demo-bookings/${BOOKING.id}`)[0]!.body).toEqual({ assignee: 'me' });
    expect(await screen.findByRole('status')).toHaveTextContent('Grace Hopper is assigned to you.');

    await user.selectOptions(within(table).getByRole('combobox', { name: 'New status for Grace Hopper' }), 'contacted');
    await user.click(within(table).getByRole('button', { name: 'Change status Grace Hopper' }));
    await waitFor(() => expect(api.callsTo('PATCH', `/api/staff/demo-bookings/${BOOKING.id}`)).toHaveLength(2));
    expect(api.callsTo('PATCH', `/api/staff/demo-bookings/${BOOKING.id}`)[1]!.body).toEqual({ status: 'contacted' });

    // Done takes the booking out of the queue: asked first, and nothing is sent when staff keep it.
    await user.selectOptions(within(table).getByRole('combobox', { name: 'New status for Grace Hopper' }), 'completed');
    await user.click(within(table).getByRole('button', { name: 'Change status Grace Hopper' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change the status to “Done”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PATCH', `/api/staff/demo-bookings/${BOOKING.id}`)).toHaveLength(2);
    await waitFor(() =>
      expect(within(table).getByRole('button', { name: 'Change status Grace Hopper' })).toHaveFocus(),
    );

    await user.click(within(table).getByRole('button', { name: 'Details Grace Hopper' }));
    const details = await screen.findByRole('dialog', { name: 'Grace Hopper' });
    expect(within(details).getByText('+1 555 010 7788')).toHaveAttribute('href', 'tel:+15550107788');
    expect(within(details).getByText('Jan 15, 2030, 2:30 PM (America/New_York)')).toBeVisible();
    expect(within(details).getByText('We miss calls during lunch.')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(table).getByRole('button', { name: 'Details Grace Hopper' })).toHaveFocus();
  });

  it('moves an order along the fulfilment route after a confirmation, and releases what is mine', async () => {
    const api = mockApi({
      me: staff,
      routes: {
        'GET /api/staff/work-queue': queueRoute,
        [`POST /api/staff/orders/${ORDER_ID}/status`]: () => jsonResponse({}),
        [`PUT /api/staff/orders/${ORDER_ID}/assignee`]: () => jsonResponse({ orderId: ORDER_ID, assignee: null }),
      },
    });
    const { user } = renderApp('/staff-dashboard?tab=orders');
    const table = await screen.findByRole('table', { name: 'Orders to fulfil: 1 waiting' });
    expect(within(table).getByText('You')).toBeVisible();
    expect(within(table).getByRole('link', { name: 'Open R-22222222' })).toHaveAttribute(
      'href',
      `/staff-dashboard/orders/${ORDER_ID}`,
    );
    await user.click(within(table).getByRole('button', { name: 'Change status Olivia Owner' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change the status to “Work in progress”?' });
    expect(confirm).toHaveTextContent('The customer gets an e-mail about this step.');
    await user.click(within(confirm).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/staff/orders/${ORDER_ID}/status`)).toHaveLength(1));
    expect(api.callsTo('POST', `/api/staff/orders/${ORDER_ID}/status`)[0]!.body).toEqual({
      status: 'in_progress',
      note: '',
      shareNote: false,
    });

    await user.click(within(table).getByRole('button', { name: 'Release Olivia Owner' }));
    await waitFor(() => expect(api.callsTo('PUT', `/api/staff/orders/${ORDER_ID}/assignee`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/staff/orders/${ORDER_ID}/assignee`)[0]!.body).toEqual({ assignee: null });
  });

  it('says so when the queue cannot be read', async () => {
    mockApi({
      me: staff,
      routes: {
        'GET /api/staff/work-queue': () => jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'No' } }, 500),
      },
    });
    renderApp('/staff-dashboard');
    expect(await screen.findByText('The work queue could not be loaded.')).toBeVisible();
  });
});
