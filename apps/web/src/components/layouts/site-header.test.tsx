import type { MeResponse } from '@receptiva/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { defaultSettings, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { renderRoutes } from '@/testing/render-routes';
import { PageLayout } from './page-layout';

const crmUrl = 'https://crm.example.com/login';

/** Renders /pricing and waits until the visitor's state is known. */
async function renderHeader(me: MeResponse | null, settings = defaultSettings) {
  mockApi({ me, settings });
  const app = renderApp('/pricing');
  await screen.findByRole('heading', { level: 1, name: 'Pricing' });
  await waitFor(() => expect(app.queryClient.getQueryData(['me'])).toBeDefined());
  return app;
}

/** A section of the home page the header can scroll to, whatever the home page renders yet. */
const ensureSection = (id: string): void => {
  if (document.getElementById(id)) return;
  const section = document.createElement('section');
  section.id = id;
  document.body.append(section);
  onTestFinished(() => section.remove());
};

describe('site header', () => {
  it('links the brand from the settings home, with Try AI Live, Book Demo and the Menu', async () => {
    await renderHeader(null, { ...defaultSettings, brandName: 'Acme Voice' });
    const header = screen.getByRole('banner');
    expect(screen.getByRole('link', { name: 'Acme Voice' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Try AI Live' })).toHaveAttribute('href', '/agents');
    expect(screen.getByRole('link', { name: 'Book Demo' })).toHaveAttribute('href', '/#bookdemo');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(header).toContainElement(screen.getByRole('button', { name: 'Language: English' }));
  });

  it('offers Sign In (an icon link on phones) to signed-out visitors, and no CRM login even when configured', async () => {
    await renderHeader(null, { ...defaultSettings, crmUrl });
    const signIn = screen.getByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', '/auth');
    expect(signIn.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link', { name: /CRM Login/ })).not.toBeInTheDocument();
  });

  it('shows the CRM login to signed-in users with CRM access when a CRM URL is configured, in a new tab', async () => {
    await renderHeader(makeMe({ hasCrmAccess: true }), { ...defaultSettings, crmUrl });
    const crm = screen.getByRole('link', { name: 'CRM Login (opens in a new tab)' });
    expect(crm).toHaveAttribute('href', crmUrl);
    expect(crm).toHaveAttribute('target', '_blank');
    expect(crm).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('hides the CRM login from a signed-in user without CRM access (a team member whose team rows have CRM off)', async () => {
    await renderHeader(makeMe({ isMember: false, hasTeamAccess: true, hasCrmAccess: false }), {
      ...defaultSettings,
      crmUrl,
    });
    expect(screen.queryByRole('link', { name: /CRM Login/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('hides the CRM login when no CRM URL is configured', async () => {
    await renderHeader(makeMe(), { ...defaultSettings, crmUrl: null });
    expect(screen.queryByRole('link', { name: /CRM Login/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('shows a back-to-home link instead of the navigation in minimal mode', async () => {
    mockApi({ me: null });
    const { router, user } = renderRoutes(
      [
        { path: '/', element: <h1>Home</h1> },
        {
          path: '/focused',
          element: (
            <PageLayout minimal>
              <h1>Focused</h1>
            </PageLayout>
          ),
        },
      ],
      { path: '/focused' },
    );
    const back = await screen.findByRole('link', { name: 'Back to home' });
    expect(back).toHaveAttribute('href', '/');
    expect(back.querySelector('svg')).toHaveClass('rtl:-scale-x-100');
    expect(screen.getByRole('link', { name: 'Receptiva' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: /^Language/ })).toBeInTheDocument();
    for (const name of ['Menu', 'Open menu']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book Demo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('Book Demo', () => {
  it('scrolls smoothly to #bookdemo at once on the home page', async () => {
    mockApi();
    const { user, router } = renderApp('/');
    const bookDemo = await screen.findByRole('link', { name: 'Book Demo' });
    ensureSection('bookdemo');
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');

    await user.click(bookDemo);

    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect((scroll.mock.contexts[0] as HTMLElement).id).toBe('bookdemo');
    expect(router.state.location.pathname).toBe('/');
    // Keyboard and screen-reader users continue from the booking section.
    expect(document.activeElement?.id).toBe('bookdemo');
  });

  it('elsewhere navigates to the home page, then scrolls after a short delay', async () => {
    const { router } = await renderHeader(null);
    ensureSection('bookdemo');
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');

    // A synchronous click: nothing may scroll before the home page has had its moment to render.
    fireEvent.click(screen.getByRole('link', { name: 'Book Demo' }));

    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('');
    expect(scroll).not.toHaveBeenCalled();
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect((scroll.mock.contexts[0] as HTMLElement).id).toBe('bookdemo');
  });

  it('jumps without animation for visitors who prefer reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query })),
    );
    mockApi();
    const { user } = renderApp('/');
    const bookDemo = await screen.findByRole('link', { name: 'Book Demo' });
    ensureSection('bookdemo');
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');

    await user.click(bookDemo);

    expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });
});
