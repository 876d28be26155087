import type { MeResponse } from '@receptiva/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSettings, jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** Opens the desktop Menu popover once the visitor's state is known, and returns it. */
async function openMenu(me: MeResponse | null, settings = defaultSettings) {
  // The marketplace, opened from the menu below, lists its services.
  mockApi({ me, settings, routes: { 'GET /api/services': () => jsonResponse({ viewer: 'visitor', services: [] }) } });
  const app = renderApp('/pricing');
  await waitFor(() => expect(app.queryClient.getQueryData(['me'])).toBeDefined());
  await app.user.click(await screen.findByRole('button', { name: 'Menu' }));
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  return { ...app, menu };
}

const hrefOf = (menu: HTMLElement, name: string | RegExp) =>
  within(menu).getByRole('link', { name }).getAttribute('href');

describe('the Menu flyout', () => {
  it('lists features, marketplace, pricing, resources and setup and support for everyone', async () => {
    const { menu } = await openMenu(null);

    const features = within(menu).getByRole('list', { name: 'Features' });
    expect(
      within(features)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(Array(4).fill('/#features'));
    const voiceAgents = within(features).getByRole('link', { name: 'AI voice agents' });
    expect(voiceAgents).toHaveAccessibleDescription('Answer every call 24/7, in 12+ languages');
    for (const feature of ['Appointment booking', 'Lead management', 'Analytics']) {
      expect(within(features).getByRole('link', { name: feature })).toBeInTheDocument();
    }
    expect(hrefOf(menu, 'Marketplace')).toBe('/marketplace');
    expect(hrefOf(menu, 'Pricing')).toBe('/pricing');
    expect(hrefOf(menu, 'Agent demo')).toBe('/agents');
    expect(hrefOf(menu, 'Blog')).toBe('/blog');
    expect(hrefOf(menu, 'University')).toBe('/university');
    expect(hrefOf(menu, 'DIY setup')).toBe('/diy-onboarding');
    expect(hrefOf(menu, 'Legal policies')).toBe('/legal');
    expect(within(menu).getByRole('heading', { name: 'Features' })).toBeInTheDocument();
    expect(within(menu).getByRole('heading', { name: 'Resources' })).toBeInTheDocument();
    expect(within(menu).getByRole('heading', { name: 'Setup and support' })).toBeInTheDocument();
    // The current page is marked for assistive technology.
    expect(within(menu).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['a signed-out visitor', null, null, '/dashboard'],
    ['a signed-in user without membership', makeMe({ role: 'user', isMember: false }), 'Dashboard', '/dashboard'],
    ['a member', makeMe({ role: 'user', isMember: true }), 'Dashboard', '/schedule-onboarding'],
    ['staff (member role)', makeMe({ role: 'member', isMember: false }), 'Dashboard', '/dashboard'],
    ['an admin', makeMe({ role: 'admin', isMember: false }), 'Admin Panel', '/dashboard'],
  ] as const)('gives %s the right account entry and onboarding target', async (_, me, accountLink, scheduleTarget) => {
    const { menu } = await openMenu(me);

    expect(hrefOf(menu, 'Schedule onboarding')).toBe(scheduleTarget);
    const dashboard = within(menu).queryByRole('link', { name: 'Dashboard' });
    const adminPanel = within(menu).queryByRole('link', { name: 'Admin Panel' });
    const signOut = within(menu).queryByRole('button', { name: 'Sign out' });
    if (accountLink === null) {
      expect(dashboard).toBeNull();
      expect(adminPanel).toBeNull();
      expect(signOut).toBeNull();
    } else {
      expect(within(menu).getByRole('link', { name: accountLink })).toHaveAttribute(
        'href',
        accountLink === 'Admin Panel' ? '/admin' : '/dashboard',
      );
      expect(accountLink === 'Admin Panel' ? dashboard : adminPanel).toBeNull();
      expect(signOut).toBeEnabled();
    }
    // The setup wizard link belongs to the phone drawer only.
    expect(within(menu).queryByRole('link', { name: 'Account setup' })).toBeNull();
  });

  it('shows Join Community in a new tab only when a community URL is set', async () => {
    const hidden = await openMenu(null);
    expect(within(hidden.menu).queryByRole('link', { name: /Join Community/ })).toBeNull();
    hidden.unmount();

    const { menu } = await openMenu(null, { ...defaultSettings, communityUrl: 'https://community.example.com' });
    const community = within(menu).getByRole('link', { name: 'Join Community (opens in a new tab)' });
    expect(community).toHaveAttribute('href', 'https://community.example.com');
    expect(community).toHaveAttribute('target', '_blank');
    expect(community).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('traps focus, closes on Escape and gives focus back to the Menu button', async () => {
    const { menu, user } = await openMenu(makeMe());
    // While the modal popover is open, the rest of the page is hidden from assistive technology.
    const trigger = screen.getByRole('button', { name: 'Menu', hidden: true });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toContainElement(document.activeElement as HTMLElement);

    for (let i = 0; i < 25; i += 1) {
      await user.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes after an entry is chosen and opens that page', async () => {
    const { menu, user, router } = await openMenu(null);
    await user.click(within(menu).getByRole('link', { name: 'Marketplace' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketplace' })).toBeInTheDocument();
  });
});
