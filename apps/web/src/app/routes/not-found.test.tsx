import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// Ends on the lazy home page, whose chunk can take a few seconds to load in a busy run.
describe('404 page', { timeout: 15_000 }, () => {
  it('shows the not-found text, logs the missing path as a warning and links home', async () => {
    mockApi();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, router } = renderApp('/no/such-page?x=1');

    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    // The effect that logs runs after the commit that shows the heading.
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.any(String), '/no/such-page'));

    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(router.state.location.pathname).toBe('/');
    expect(
      // The home page is lazy and large: give its chunk time to load under a busy test run.
      await screen.findByRole('heading', { level: 1, name: 'Every call answered. Every customer booked.' }),
    ).toBeVisible();
  });
});
