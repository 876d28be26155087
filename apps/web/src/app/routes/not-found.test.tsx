import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('404 page', () => {
  it('shows the not-found text, logs the missing path as a warning and links home', async () => {
    mockApi();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, router } = renderApp('/no/such-page?x=1');

    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.any(String), '/no/such-page');

    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(router.state.location.pathname).toBe('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AI receptionists for service businesses' }),
    ).toBeVisible();
  });
});
