import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const staff = makeMe({ role: 'member', isMember: false });

describe('the staff dashboard layout', { timeout: 30_000 }, () => {
  it('names the signed-in staff member and lists the staff sections, with breadcrumbs and no admin search', async () => {
    mockApi({
      me: staff,
      routes: { 'GET /api/staff/blog/posts': () => jsonResponse({ posts: [], page: 1, pageSize: 25, total: 0 }) },
    });
    renderApp('/staff-dashboard/blog');
    const nav = await screen.findByRole('navigation', { name: 'Staff sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Work queue', '/staff-dashboard'],
      ['Support tickets', '/staff-dashboard?tab=tickets'],
      ['Orders to fulfil', '/staff-dashboard?tab=orders'],
      ['Blog', '/staff-dashboard/blog'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Jane Doe')).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Staff dashboard' })).toHaveAttribute('href', '/staff-dashboard');
    expect(within(trail).getByText('Blog')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Search users and orders' })).toBeNull();
  });

  it('gives admins a way back to the admin area', async () => {
    mockApi({ me: makeMe({ role: 'admin' }) });
    renderApp('/staff-dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Staff sections' });
    expect(within(nav).getByRole('link', { name: 'Admin area' })).toHaveAttribute('href', '/admin');
    expect(within(nav).getByRole('link', { name: 'Work queue' })).toHaveAttribute('aria-current', 'page');
  });
});
