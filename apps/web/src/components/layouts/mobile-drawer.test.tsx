import type { MeResponse } from '@receptiva/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { defaultSettings, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const crmUrl = 'https://crm.example.com/login';

/** Renders /pricing, waits for the visitor's state, and opens the phone drawer. */
async function openDrawer(me: MeResponse | null, settings = defaultSettings) {
  mockApi({ me, settings });
  const app = renderApp('/pricing');
  await screen.findByRole('heading', { level: 1, name: 'Pricing' });
  await waitFor(() => expect(app.queryClient.getQueryData(['me'])).toBeDefined());
  await app.user.click(screen.getByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  // The drawer's own trigger has replaced the stand-in that loaded it (hidden behind the modal while it is open).
  const trigger = () => screen.getByRole('button', { name: 'Open menu', hidden: true });
  return { ...app, trigger, drawer };
}

describe('phone drawer', () => {
  it('opens with focus inside, keeps Tab inside, and closes on Escape with focus back on its button', async () => {
    const { drawer, trigger, user } = await openDrawer(null);
    // Modal: the page behind is hidden from assistive technology while the drawer is open.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    for (let i = 0; i < 30; i += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('closes with its labelled close button', async () => {
    const { drawer, trigger, user } = await openDrawer(null);
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(trigger()).toHaveFocus();
  });

  it('holds the same flyout, plus Try AI Live and Book Demo, for a signed-out visitor', async () => {
    const { drawer } = await openDrawer(null, { ...defaultSettings, crmUrl });
    expect(within(drawer).getByRole('navigation', { name: 'Site menu' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(drawer).getByRole('link', { name: 'Schedule onboarding' })).toHaveAttribute('href', '/dashboard');
    expect(within(drawer).getByRole('link', { name: 'Try AI Live' })).toHaveAttribute('href', '/agents');
    expect(within(drawer).getByRole('link', { name: 'Book Demo' })).toHaveAttribute('href', '/#bookdemo');
    for (const name of ['Account setup', 'Dashboard', 'Admin Panel', /CRM Login/]) {
      expect(within(drawer).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(within(drawer).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('gives a signed-in member the dashboard, the setup wizard, the CRM login and sign-out', async () => {
    const { drawer } = await openDrawer(makeMe({ isMember: true, hasCrmAccess: true }), { ...defaultSettings, crmUrl });
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(drawer).getByRole('link', { name: 'Account setup' })).toHaveAttribute('href', '/setup');
    const crm = within(drawer).getByRole('link', { name: 'CRM Login (opens in a new tab)' });
    expect(crm).toHaveAttribute('href', crmUrl);
    expect(crm).toHaveAttribute('target', '_blank');
    expect(within(drawer).getByRole('link', { name: 'Schedule onboarding' })).toHaveAttribute(
      'href',
      '/schedule-onboarding',
    );
    expect(within(drawer).getByRole('button', { name: 'Sign out' })).toBeEnabled();
  });

  it('leaves the CRM login out for a signed-in user without CRM access, and keeps the setup wizard', async () => {
    const me = makeMe({ isMember: false, hasTeamAccess: true, hasCrmAccess: false });
    const { drawer } = await openDrawer(me, { ...defaultSettings, crmUrl });
    expect(within(drawer).getByRole('link', { name: 'Account setup' })).toHaveAttribute('href', '/setup');
    expect(within(drawer).queryByRole('link', { name: /CRM Login/ })).not.toBeInTheDocument();
  });

  it('closes before Book Demo takes the visitor to the booking section', async () => {
    const section = document.createElement('section');
    section.id = 'bookdemo';
    document.body.append(section);
    onTestFinished(() => section.remove());
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { drawer, user, router } = await openDrawer(null);

    await user.click(within(drawer).getByRole('link', { name: 'Book Demo' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect((scroll.mock.contexts.at(-1) as HTMLElement).id).toBe('bookdemo');
  });
});
