import type { AdminEmailDetail, AdminEmailList, AdminEmailRow } from '@receptiva/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const admin = makeMe({ role: 'admin', isMember: false });
const EMAIL_ID = '11111111-1111-4111-8111-111111111111';
const COPY_ID = '22222222-2222-4222-8222-222222222222';

const row = (overrides: Partial<AdminEmailRow> = {}): AdminEmailRow => ({
  id: EMAIL_ID,
  to: 'grace@example.com',
  subject: 'Confirm your e-mail',
  kind: 'verify-email',
  status: 'failed',
  attempts: 8,
  lastError: '550 mailbox unavailable',
  createdAt: '2025-05-01T09:00:00.000Z',
  sentAt: null,
  ...overrides,
});

const list = (emails: AdminEmailRow[]): AdminEmailList => ({
  emails,
  page: 1,
  pageSize: 25,
  total: emails.length,
  counts: { pending: 2, sending: 0, sent: 40, failed: emails.length },
});

const detail = (overrides: Partial<AdminEmailDetail> = {}): AdminEmailDetail => ({
  ...row(),
  locale: 'en',
  transport: null,
  nextAttemptAt: '2025-05-01T10:00:00.000Z',
  text: 'Confirm: https://example.test/verify?token=abc',
  html: '<p onclick="x()">Confirm <a href="https://example.test/verify?token=abc">here</a></p><script>parent.pwned = 1</script>',
  attachments: [],
  resentFromId: null,
  resends: [],
  canResend: true,
  ...overrides,
});

describe('/admin/settings/emails', { timeout: 30_000 }, () => {
  it('lists the outbox with counts, and filters, sorts and searches on the server through the URL', async () => {
    const api = mockApi({
      me: admin,
      routes: { 'GET /api/admin/emails': () => jsonResponse(list([row()])) },
    });
    const { user, router } = renderApp('/admin/settings/emails');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail outbox' }, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'E-mail outbox' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: 'E-mails, 1 in all' });
    const counts = screen.getByRole('list', { name: 'E-mails by status' });
    expect(within(counts).getByRole('link', { name: 'Sent 40' })).toHaveAttribute(
      'href',
      '/admin/settings/emails?status=sent',
    );
    expect(within(table).getByRole('link', { name: 'Confirm your e-mail' })).toHaveAttribute(
      'href',
      `/admin/settings/emails/${EMAIL_ID}`,
    );
    expect(within(table).getByText('Failed')).toBeVisible();

    await user.click(within(table).getByRole('button', { name: /Sort by Subject/ }));
    expect(router.state.location.search).toBe('?sort=subject&direction=desc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'grace');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
      search: 'grace',
      status: 'failed',
      sort: 'subject',
    });
    const last = api.callsTo('GET', '/api/admin/emails').at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toMatchObject({ search: 'grace', status: 'failed', sort: 'subject' });
  });

  it('shows the empty and the failed states', async () => {
    mockApi({ me: admin, routes: { 'GET /api/admin/emails': () => jsonResponse(list([])) } });
    renderApp('/admin/settings/emails?status=failed');
    expect(await screen.findByText('No e-mail matches these filters.', {}, { timeout: 15_000 })).toBeVisible();
  });

  it('says when the list cannot be loaded', async () => {
    mockApi({
      me: admin,
      routes: { 'GET /api/admin/emails': () => jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500) },
    });
    renderApp('/admin/settings/emails');
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'The e-mails could not be loaded.',
    );
  });

  it('shows the detail with the text body as text and the HTML only in a sandboxed frame on request', async () => {
    mockApi({ me: admin, routes: { [`GET /api/admin/emails/${EMAIL_ID}`]: () => jsonResponse(detail()) } });
    const { user } = renderApp(`/admin/settings/emails/${EMAIL_ID}`);
    expect(await screen.findByText('Confirm your e-mail', {}, { timeout: 15_000 })).toBeVisible();
    const delivery = within(screen.getByRole('region', { name: 'Delivery' }));
    expect(delivery.getByText('550 mailbox unavailable')).toBeVisible();
    expect(delivery.getByText('Not sent yet')).toBeVisible();
    expect(screen.getByText('Confirm: https://example.test/verify?token=abc')).toBeVisible();
    expect(document.querySelector('script:not([src])')).toBeNull();
    expect(screen.queryByTitle('HTML version of the e-mail')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show the HTML version' }));
    const frame = screen.getByTitle('HTML version of the e-mail');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<script>');
    expect(screen.getByRole('button', { name: 'Hide the HTML version' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('resends after a confirmation and moves to the queued copy', async () => {
    const api = mockApi({
      me: admin,
      routes: {
        [`GET /api/admin/emails/${EMAIL_ID}`]: () => jsonResponse(detail()),
        [`POST /api/admin/emails/${EMAIL_ID}/resend`]: () =>
          jsonResponse(detail({ id: COPY_ID, status: 'sent', attempts: 1, lastError: null, resentFromId: EMAIL_ID })),
        [`GET /api/admin/emails/${COPY_ID}`]: () =>
          jsonResponse(detail({ id: COPY_ID, status: 'sent', attempts: 1, lastError: null, resentFromId: EMAIL_ID })),
      },
    });
    const { user, router } = renderApp(`/admin/settings/emails/${EMAIL_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Resend' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this e-mail again?' });
    expect(dialog).toHaveTextContent('A copy goes to grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));

    expect(await screen.findByRole('link', { name: 'the original e-mail' }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      `/admin/settings/emails/${EMAIL_ID}`,
    );
    expect(router.state.location.pathname).toBe(`/admin/settings/emails/${COPY_ID}`);
    // The notifier's code loads on the first notice: slow on a busy machine.
    await waitFor(() => expect(screen.getByText('Queued again. The copy leaves within a few seconds.')).toBeVisible(), {
      timeout: 15_000,
    });
    expect(api.callsTo('POST', `/api/admin/emails/${EMAIL_ID}/resend`)).toHaveLength(1);
  });

  it('cancels without sending, and explains a refusal in the dialog', async () => {
    const api = mockApi({
      me: admin,
      routes: {
        [`GET /api/admin/emails/${EMAIL_ID}`]: () => jsonResponse(detail()),
        [`POST /api/admin/emails/${EMAIL_ID}/resend`]: () =>
          jsonResponse({ error: { code: 'CONFLICT', message: 'waiting' } }, 409),
      },
    });
    const { user } = renderApp(`/admin/settings/emails/${EMAIL_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Resend' }, { timeout: 15_000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', `/api/admin/emails/${EMAIL_ID}/resend`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A copy of this e-mail is already waiting to be sent.',
    );
  });

  it('offers no resend for a message still waiting, and says when an e-mail does not exist', async () => {
    mockApi({
      me: admin,
      routes: {
        [`GET /api/admin/emails/${EMAIL_ID}`]: () =>
          jsonResponse(detail({ status: 'pending', attempts: 0, lastError: null, canResend: false })),
        [`GET /api/admin/emails/${COPY_ID}`]: () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'No' } }, 404),
      },
    });
    const { router } = renderApp(`/admin/settings/emails/${EMAIL_ID}`);
    expect(
      await screen.findByText('Only a sent or failed e-mail can be sent again.', {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
    await router.navigate(`/admin/settings/emails/${COPY_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail does not exist.');
  });
});
