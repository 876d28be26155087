import type { AdminSettings } from '@receptiva/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSettings, jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { expectToast } from '@/testing/notices';
import { renderApp } from '@/testing/render-app';

const SETTINGS: AdminSettings = {
  ...defaultSettings,
  staffNotificationEmail: null,
  teamMemberLimit: 10,
  membershipGraceDays: 14,
};

const admin = () => makeMe({ role: 'admin' });

function mockSettingsApi() {
  return mockApi({
    me: admin(),
    routes: {
      'GET /api/admin/settings': () => jsonResponse(SETTINGS),
      'GET /api/admin/settings/adapters': () => jsonResponse({ payments: 'stripe', email: 'outbox', voice: 'local' }),
      'PATCH /api/admin/settings': (call) => jsonResponse({ ...SETTINGS, ...(call.body as object) }),
    },
  });
}

describe('/admin/settings', { timeout: 40_000 }, () => {
  it('groups the settings in sections and saves only the changed one, with a toast', async () => {
    const api = mockSettingsApi();
    const { user } = renderApp('/admin/settings');
    const phone = await screen.findByLabelText(/Phone number/);
    for (const legend of ['Brand & contact', 'Links', 'Widgets & tracking', 'Video', 'Membership']) {
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    }
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();

    await user.clear(phone);
    await user.type(phone, '+1 (555) 777-1234');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(save);

    await expectToast('Settings saved. Visitors see them on their next page load.');
    expect(api.callsTo('PATCH', '/api/admin/settings').map((call) => call.body)).toEqual([
      { supportPhone: '+1 (555) 777-1234' },
    ]);
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('edits the address, LinkedIn, X, TikTok and the pricing video, and links to the e-mail outbox', async () => {
    const api = mockSettingsApi();
    const { user } = renderApp('/admin/settings');
    const brand = within(await screen.findByRole('group', { name: 'Brand & contact' }, { timeout: 15_000 }));
    await user.type(brand.getByLabelText('Business address'), '100 Main Street');
    const links = within(screen.getByRole('group', { name: 'Links' }));
    for (const label of ['LinkedIn URL', 'X (Twitter) URL', 'TikTok URL'])
      expect(links.getByLabelText(label)).toBeVisible();
    await user.type(links.getByLabelText('LinkedIn URL'), 'https://www.linkedin.com/company/acme');
    const video = within(screen.getByRole('group', { name: 'Video' }));
    await user.type(video.getByLabelText('Pricing video URL'), 'https://player.vimeo.com/video/1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await expectToast('Settings saved. Visitors see them on their next page load.');
    expect(api.callsTo('PATCH', '/api/admin/settings')[0]?.body).toEqual({
      businessAddress: '100 Main Street',
      linkedinUrl: 'https://www.linkedin.com/company/acme',
      pricingVideoUrl: 'https://player.vimeo.com/video/1',
    });
    const tabs = within(screen.getByRole('navigation', { name: 'Settings pages' }));
    expect(tabs.getByRole('link', { name: 'Site settings' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'E-mail outbox' })).toHaveAttribute('href', '/admin/settings/emails');
  });

  it('shows which adapters are live, read-only', async () => {
    mockSettingsApi();
    renderApp('/admin/settings');
    const card = within(await screen.findByRole('region', { name: 'Services in use' }));
    expect(card.getByText('Payments').nextSibling).toHaveTextContent('StripeLive');
    expect(card.getByText('E-mail').nextSibling).toHaveTextContent('Local outbox (dev mailbox)Local');
    expect(card.getByText('Voice demo').nextSibling).toHaveTextContent('Local demo agentLocal');
    expect(card.queryByRole('button')).toBeNull();
  });

  it('explains an address that is not https in the page language, and sends nothing', async () => {
    const api = mockSettingsApi();
    const { user } = renderApp('/admin/settings');
    const crm = await screen.findByLabelText('CRM login URL');
    await user.type(crm, 'http://crm.example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Enter a full address starting with https://.')).toBeInTheDocument();
    expect(crm).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PATCH', '/api/admin/settings')).toHaveLength(0);
  });

  it('gives the range of a number field and warns before leaving with unsaved changes', async () => {
    mockSettingsApi();
    const { user } = renderApp('/admin/settings');
    const membership = within(await screen.findByRole('group', { name: 'Membership' }));
    const grace = membership.getByLabelText('Payment grace days');
    await user.clear(grace);
    await user.type(grace, '120');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a whole number from 0 to 90.')).toBeInTheDocument();

    const leaving = new Event('beforeunload', { cancelable: true });
    fireEvent(window, leaving);
    expect(leaving.defaultPrevented).toBe(true);
  });
});
