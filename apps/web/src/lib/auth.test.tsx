import { renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { renderHookInApp } from '@/testing/render-hook-in-app';
import { useAuth } from './auth';
import { browserLocation } from './browser-location';
import { isSignOutPending, markSignOutPending } from './sign-out-pending';

describe('useAuth', () => {
  it('throws outside its provider', () => {
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('exposes the /api/session answer', async () => {
    mockApi({ me: makeMe({ role: 'member', isMember: false, hasTeamAccess: true, hasAiAccess: true }) });
    const { result } = renderHookInApp(() => useAuth());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({
      user: { email: 'jane@example.com' },
      role: 'member',
      isMember: false,
      hasTeamAccess: true,
      hasAiAccess: true,
    });
  });

  it('is signed out when /api/session answers { me: null }, and sends credentials', async () => {
    const api = mockApi({ me: null });
    const { result } = renderHookInApp(() => useAuth());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.role).toBeNull();
    expect(api.callsTo('GET', '/api/session')[0]?.credentials).toBe('include');
  });
});

describe('sign-out (spec §4)', () => {
  const seedStorage = () => {
    localStorage.setItem('better-auth.session_token', 'x');
    localStorage.setItem('sb-abc-auth-token', 'x');
    sessionStorage.setItem('my-auth-token-cache', 'x');
    localStorage.setItem('i18nextLng', 'en');
    localStorage.setItem('unrelated', 'kept');
  };

  const expectStorageCleared = () => {
    expect(localStorage.getItem('better-auth.session_token')).toBeNull();
    expect(localStorage.getItem('sb-abc-auth-token')).toBeNull();
    expect(sessionStorage.getItem('my-auth-token-cache')).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(localStorage.getItem('unrelated')).toBe('kept');
  };

  it('clears stored keys, revokes every session, signs out and loads /auth', async () => {
    const api = mockApi({
      me: makeMe(),
      routes: {
        'POST /api/auth/revoke-sessions': () => jsonResponse({ status: true }),
        'POST /api/auth/sign-out': () => jsonResponse({ success: true }),
        'GET /api/orders': () => jsonResponse({ orders: [], membershipOrders: [] }),
      },
    });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    seedStorage();
    const { user } = renderApp('/order-history');

    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth'));
    const order = api.calls
      .filter((c) => c.method === 'POST' && c.url.pathname.startsWith('/api/auth/'))
      .map((c) => c.url.pathname);
    expect(order).toEqual(['/api/auth/revoke-sessions', '/api/auth/sign-out']);
    expectStorageCleared();
    expect(isSignOutPending()).toBe(false);
  });

  it('still lands on /auth when the server calls fail, with warnings only', async () => {
    mockApi({
      me: makeMe(),
      routes: {
        'POST /api/auth/revoke-sessions': () => jsonResponse({ message: 'boom' }, 500),
        'POST /api/auth/sign-out': () => {
          throw new TypeError('Failed to fetch');
        },
        'GET /api/orders': () => jsonResponse({ orders: [], membershipOrders: [] }),
      },
    });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    seedStorage();
    const { user } = renderApp('/order-history');

    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth'));
    expect(warn).toHaveBeenCalledTimes(2);
    expectStorageCleared();
    expect(isSignOutPending()).toBe(true);
  });

  it('keeps /auth on its form after a sign-out the server never heard of, though the cookie still signs in', async () => {
    mockApi({ me: makeMe() });
    markSignOutPending();
    const { router } = renderApp('/auth');
    expect(await screen.findByRole('form')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.state.location.pathname).toBe('/auth');
  });
});
