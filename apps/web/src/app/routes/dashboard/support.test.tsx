import type { CustomerTicket, CustomerTicketThread } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const TICKET_ID = '1a2b3c4d-8f0a-4d3b-9a55-3c1b1f0f9d11';

const ticket = (overrides: Partial<CustomerTicket> = {}): CustomerTicket => ({
  id: TICKET_ID,
  number: 'T-1A2B3C4D',
  subject: 'Calls go to voicemail',
  category: 'voice_agent',
  status: 'waiting_on_customer',
  accountId: 'user-1',
  accountName: 'Jane Doe',
  openedByName: 'Jane Doe',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T11:00:00.000Z',
  resolvedAt: null,
  ...overrides,
});

const thread = (overrides: Partial<CustomerTicketThread> = {}): CustomerTicketThread => ({
  ...ticket(),
  canReply: true,
  messages: [
    {
      id: 'm1',
      authorSide: 'customer',
      authorName: 'Jane Doe',
      body: 'Line one\n   indented <b>not bold</b>',
      attachmentUrl: null,
      createdAt: '2026-03-01T10:00:00.000Z',
    },
    {
      id: 'm2',
      authorSide: 'staff',
      authorName: 'Sam Staff',
      body: 'We restarted your line.',
      attachmentUrl: 'https://status.example.com/42',
      createdAt: '2026-03-01T11:00:00.000Z',
    },
  ],
  ...overrides,
});

describe('/dashboard/support', { timeout: 30_000 }, () => {
  it('lists the tickets and opens a new one from labelled fields, then shows its thread', async () => {
    const api = mockApi({
      me: makeMe(),
      routes: {
        'GET /api/support/tickets': () => jsonResponse({ tickets: [ticket()] }),
        'POST /api/support/tickets': () =>
          jsonResponse(thread({ status: 'open', subject: 'CRM login fails', messages: [] }), 201),
        [`GET /api/support/tickets/${TICKET_ID}`]: () => jsonResponse(thread({ subject: 'CRM login fails' })),
      },
    });
    const { user, router } = renderApp('/dashboard/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Your support tickets' });
    expect(within(table).getByRole('link', { name: 'Calls go to voicemail' })).toHaveAttribute(
      'href',
      `/dashboard/support/${TICKET_ID}`,
    );
    expect(within(table).getByText('Awaiting your reply')).toBeVisible();

    const form = screen.getByRole('form', { name: 'New ticket' });
    await user.click(within(form).getByRole('button', { name: 'Open ticket' }));
    expect(await within(form).findByText('Write a subject of 3 to 150 characters.')).toBeVisible();
    expect(within(form).getByText('Choose a category.')).toBeVisible();
    expect(api.callsTo('POST', '/api/support/tickets')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Subject' }), 'CRM login fails');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'crm');
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'It says wrong password.');
    await user.type(within(form).getByRole('textbox', { name: /Attachment link/ }), 'ftp://nope');
    await user.click(within(form).getByRole('button', { name: 'Open ticket' }));
    expect(await within(form).findByText('Give a link that starts with http:// or https://.')).toBeVisible();
    await user.clear(within(form).getByRole('textbox', { name: /Attachment link/ }));
    await user.type(within(form).getByRole('textbox', { name: /Attachment link/ }), 'https://img.example.com/a.png');
    await user.click(within(form).getByRole('button', { name: 'Open ticket' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'CRM login fails' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/dashboard/support/${TICKET_ID}`);
    expect(api.callsTo('POST', '/api/support/tickets')[0]!.body).toEqual({
      subject: 'CRM login fails',
      category: 'crm',
      body: 'It says wrong password.',
      attachmentUrl: 'https://img.example.com/a.png',
      locale: 'en',
    });
  });

  it('shows the thread as plain text, replies, and closes after a confirmation', async () => {
    const api = mockApi({
      me: makeMe(),
      routes: {
        [`GET /api/support/tickets/${TICKET_ID}`]: () => jsonResponse(thread()),
        [`POST /api/support/tickets/${TICKET_ID}/replies`]: () => jsonResponse(thread({ status: 'open' })),
        [`POST /api/support/tickets/${TICKET_ID}/close`]: () =>
          jsonResponse(thread({ status: 'resolved', resolvedAt: '2026-03-02T10:00:00.000Z' })),
        'GET /api/support/tickets': () => jsonResponse({ tickets: [ticket()] }),
      },
    });
    const { user } = renderApp(`/dashboard/support/${TICKET_ID}`);
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    const first = within(conversation).getAllByRole('listitem')[0]!;
    // Markup typed by a person is text: no <b> element, the characters shown as written, line breaks kept.
    expect(first.querySelector('b')).toBeNull();
    expect(within(first).getByText(/indented <b>not bold<\/b>/)).toHaveClass('whitespace-pre-wrap');
    expect(within(conversation).getByRole('link', { name: 'https://status.example.com/42' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(within(conversation).getByText('Support team')).toBeVisible();

    const reply = screen.getByRole('form', { name: 'Reply' });
    await user.type(within(reply).getByRole('textbox', { name: /Your reply/ }), 'Thanks, it works.');
    await user.click(within(reply).getByRole('button', { name: 'Send reply' }));
    expect(await within(reply).findByText('Reply sent.')).toBeVisible();
    expect(api.callsTo('POST', `/api/support/tickets/${TICKET_ID}/replies`)[0]!.body).toEqual({
      body: 'Thanks, it works.',
      attachmentUrl: '',
    });

    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this ticket?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close ticket' }));
    expect(await screen.findByText('Resolved')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Close ticket' })).not.toBeInTheDocument();
  });

  it('asks for a new ticket when the reopen window has passed', async () => {
    mockApi({
      me: makeMe(),
      routes: {
        [`GET /api/support/tickets/${TICKET_ID}`]: () =>
          jsonResponse(thread({ status: 'resolved', resolvedAt: '2026-01-01T10:00:00.000Z', canReply: false })),
      },
    });
    renderApp(`/dashboard/support/${TICKET_ID}`);
    expect(await screen.findByText(/resolved more than 14 days ago/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open a new ticket' })).toHaveAttribute('href', '/dashboard/support');
    expect(screen.queryByRole('form', { name: 'Reply' })).not.toBeInTheDocument();
  });
});
