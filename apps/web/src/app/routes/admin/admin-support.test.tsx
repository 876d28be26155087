import type { StaffTicketRow, StaffTicketThread } from '@receptiva/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const admin = makeMe({ role: 'admin', isMember: false });
const staffMe = makeMe({ role: 'member', isMember: false });
const TICKET_ID = '1a2b3c4d-8f0a-4d3b-9a55-3c1b1f0f9d11';
const SAM = { id: 'staff-1', name: 'Sam Staff', email: 'sam@example.com' };

const row = (overrides: Partial<StaffTicketRow> = {}): StaffTicketRow => ({
  id: TICKET_ID,
  number: 'T-1A2B3C4D',
  subject: 'Calls go to voicemail',
  category: 'voice_agent',
  status: 'open',
  customerName: 'Pat Plumber',
  customerEmail: 'pat@example.com',
  accountName: 'Pat Plumber',
  assignee: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T11:00:00.000Z',
  firstResponseAt: null,
  resolvedAt: null,
  firstResponseSeconds: null,
  resolutionSeconds: null,
  ...overrides,
});

const thread = (overrides: Partial<StaffTicketThread> = {}): StaffTicketThread => ({
  ...row(),
  messages: [
    {
      id: 'm1',
      authorSide: 'customer',
      authorName: 'Pat Plumber',
      body: 'Every call goes to voicemail.',
      attachmentUrl: null,
      createdAt: '2026-03-01T10:00:00.000Z',
      internal: false,
    },
    {
      id: 'm2',
      authorSide: 'staff',
      authorName: 'Sam Staff',
      body: 'Legacy trunk: check with the carrier.',
      attachmentUrl: null,
      createdAt: '2026-03-01T10:30:00.000Z',
      internal: true,
    },
  ],
  ...overrides,
});

const assignees = () => jsonResponse({ staff: [SAM, { id: 'user-1', name: 'Jane Doe', email: 'jane@example.com' }] });

describe('/admin/support', { timeout: 30_000 }, () => {
  it('lists tickets with the averages, and keeps search, filters and sort in the URL', async () => {
    const api = mockApi({
      me: admin,
      routes: {
        'GET /api/staff/tickets': () =>
          jsonResponse({
            tickets: [row({ firstResponseSeconds: 5400, assignee: SAM })],
            page: 1,
            pageSize: 25,
            total: 1,
            averages: { firstResponseSeconds: 5400, resolutionSeconds: null },
          }),
        'GET /api/staff/tickets/assignees': assignees,
      },
    });
    const { user, router } = renderApp('/admin/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Tickets, 1 in all' });
    expect(within(table).getByRole('link', { name: 'Open ticket T-1A2B3C4D' })).toHaveAttribute(
      'href',
      `/admin/support/${TICKET_ID}`,
    );
    const averages = screen.getByRole('region', { name: 'Averages for these tickets' });
    expect(within(averages).getAllByText('1.5 hours')[0]).toBeVisible();
    expect(within(averages).getByText('Not yet')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'open');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'voice_agent');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'unassigned');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Age' }), 'over_7_days');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pat@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(within(table).getByRole('button', { name: /Sort by Opened/ }));
    const expected = {
      status: 'open',
      category: 'voice_agent',
      assignee: 'unassigned',
      age: 'over_7_days',
      search: 'pat@',
      sort: 'createdAt',
      direction: 'desc',
    };
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(expected);
    const last = api.callsTo('GET', '/api/staff/tickets').at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toMatchObject(expected);
  });

  it('says so when no ticket matches', async () => {
    mockApi({
      me: admin,
      routes: {
        'GET /api/staff/tickets': () =>
          jsonResponse({
            tickets: [],
            page: 1,
            pageSize: 25,
            total: 0,
            averages: { firstResponseSeconds: null, resolutionSeconds: null },
          }),
        'GET /api/staff/tickets/assignees': assignees,
      },
    });
    renderApp('/admin/support?status=resolved');
    expect(await screen.findByText('No tickets match these filters.')).toBeVisible();
  });

  it('shows the thread with the internal note set apart, assigns to me, replies and adds a note', async () => {
    let current = thread();
    const api = mockApi({
      me: admin,
      routes: {
        [`GET /api/staff/tickets/${TICKET_ID}`]: () => jsonResponse(current),
        'GET /api/staff/tickets/assignees': assignees,
        [`PUT /api/staff/tickets/${TICKET_ID}/assignee`]: () => {
          current = thread({ assignee: { id: 'user-1', name: 'Jane Doe', email: 'jane@example.com' } });
          return jsonResponse(current);
        },
        [`POST /api/staff/tickets/${TICKET_ID}/replies`]: () => {
          current = { ...current, status: 'waiting_on_customer', firstResponseSeconds: 120 };
          return jsonResponse(current);
        },
        [`POST /api/staff/tickets/${TICKET_ID}/notes`]: () => jsonResponse(current),
        [`POST /api/staff/tickets/${TICKET_ID}/status`]: () => jsonResponse({ ...current, status: 'resolved' }),
      },
    });
    const { user } = renderApp(`/admin/support/${TICKET_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Calls go to voicemail' })).toBeVisible();
    const note = screen.getByRole('article', { name: 'Internal note — staff only' });
    expect(note).toHaveAttribute('data-internal', 'true');
    expect(within(note).getByText('Legacy trunk: check with the carrier.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByRole('combobox', { name: 'Assigned to' })).toHaveValue('user-1');
    expect(api.callsTo('PUT', `/api/staff/tickets/${TICKET_ID}/assignee`)[0]!.body).toEqual({ assigneeId: 'user-1' });

    const reply = screen.getByRole('form', { name: 'Reply to the customer' });
    await user.type(within(reply).getByRole('textbox', { name: /^Reply/ }), 'We restarted your line.');
    await user.click(within(reply).getByRole('button', { name: 'Send reply' }));
    expect(await within(reply).findByText('Reply sent.')).toBeVisible();
    expect(await screen.findByText('2 minutes')).toBeVisible();

    const noteForm = screen.getByRole('form', { name: 'Internal note' });
    await user.type(within(noteForm).getByRole('textbox', { name: /^Note/ }), 'Carrier ticket #88.');
    await user.click(within(noteForm).getByRole('button', { name: 'Add note' }));
    expect(await within(noteForm).findByText('Note added.')).toBeVisible();
    expect(api.callsTo('POST', `/api/staff/tickets/${TICKET_ID}/notes`)[0]!.body).toEqual({
      body: 'Carrier ticket #88.',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'New status' }), 'resolved');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    expect(api.callsTo('POST', `/api/staff/tickets/${TICKET_ID}/status`)[0]!.body).toEqual({ status: 'resolved' });
  });

  it('opens the same thread for staff on the staff dashboard, whom /admin refuses', async () => {
    mockApi({
      me: staffMe,
      routes: {
        [`GET /api/staff/tickets/${TICKET_ID}`]: () => jsonResponse(thread()),
        'GET /api/staff/tickets/assignees': assignees,
      },
    });
    const { router } = renderApp(`/staff-dashboard/tickets/${TICKET_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Calls go to voicemail' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Internal note — staff only' })).toBeVisible();
    // The breadcrumb, then the way back to the queue's tickets tab.
    expect(screen.getAllByRole('link', { name: 'Staff dashboard' }).map((link) => link.getAttribute('href'))).toEqual([
      '/staff-dashboard',
      '/staff-dashboard?tab=tickets',
    ]);
    // The admin area's page is refused: staff land on their own dashboard.
    await router.navigate(`/admin/support/${TICKET_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff-dashboard'));
  });
});
