import type { AdminBlogPost, AdminBlogPostRow } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const staff = makeMe({ role: 'member', isMember: false });

const row = (overrides: Partial<AdminBlogPostRow> = {}): AdminBlogPostRow => ({
  id: '0a5c3c1e-8f0a-4d3b-9a55-3c1b1f0f9d11',
  slug: 'after-hours-booking',
  language: 'en',
  title: 'After-hours booking',
  category: 'scheduling',
  status: 'published',
  authorName: 'Editorial team',
  publishedAt: '2025-04-29T09:00:00.000Z',
  updatedAt: '2025-05-01T09:00:00.000Z',
  ...overrides,
});

const post = (overrides: Partial<AdminBlogPost> = {}): AdminBlogPost => ({
  ...row({
    id: '6f1d2c3b-4a59-4e8f-9c7d-2b1a0e9f8d7c',
    slug: 'holiday-calls',
    title: 'Holiday calls',
    status: 'draft',
  }),
  publishedAt: null,
  excerpt: 'Who answers on the 25th?',
  body: '## Plan ahead',
  coverImageUrl: null,
  coverImageAlt: null,
  createdAt: '2025-05-01T09:00:00.000Z',
  ...overrides,
});

const listRoute = (rows: AdminBlogPostRow[]) => () =>
  jsonResponse({ posts: rows, page: 1, pageSize: 20, total: rows.length });

describe('/staff-dashboard/blog and /admin/blog', { timeout: 30_000 }, () => {
  it('sends staff from /admin/blog to their own dashboard', async () => {
    mockApi({ me: staff });
    const { router } = renderApp('/admin/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/staff-dashboard');
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
  });

  it('lets staff edit the blog on their dashboard, and sorts and searches on the server through the URL', async () => {
    const api = mockApi({ me: staff, routes: { 'GET /api/staff/blog/posts': listRoute([row()]) } });
    const { user, router } = renderApp('/staff-dashboard/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Staff sections' });
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/staff-dashboard/blog/new');

    const table = await screen.findByRole('table', { name: 'Blog posts, 1 in all' });
    expect(within(table).getByRole('link', { name: 'Edit After-hours booking' })).toHaveAttribute(
      'href',
      '/staff-dashboard/blog/0a5c3c1e-8f0a-4d3b-9a55-3c1b1f0f9d11',
    );
    expect(within(table).getByText('Published', { selector: 'span' })).toBeVisible();

    await user.click(within(table).getByRole('button', { name: /Sort by Title/ }));
    expect(router.state.location.search).toBe('?sort=title&direction=desc');
    await user.click(within(table).getByRole('button', { name: /Sort by Title/ }));
    expect(router.state.location.search).toBe('?sort=title&direction=asc');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'calls');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('calls');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('draft');
    const last = api.callsTo('GET', '/api/staff/blog/posts').at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toMatchObject({
      search: 'calls',
      status: 'draft',
      sort: 'title',
      direction: 'asc',
    });
  });

  it('writes a draft with a live preview that keeps HTML and javascript: links inert, then opens it', async () => {
    const created = post();
    const api = mockApi({
      me: staff,
      routes: {
        'POST /api/staff/blog/posts': () => jsonResponse(created, 201),
        [`GET /api/staff/blog/posts/${created.id}`]: () => jsonResponse(created),
      },
    });
    const { user, router } = renderApp('/staff-dashboard/blog/new');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Holiday calls');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('holiday-calls');
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'Who answers on the 25th?');
    await user.type(screen.getByRole('textbox', { name: 'Author' }), 'Sam Staff');
    const body = screen.getByRole('textbox', { name: 'Article' });
    await user.click(body);
    await user.paste(
      '## Plan ahead\n\n<script>alert(1)</script> <img src=x onerror=alert(2)> [bad](javascript:alert(3))',
    );

    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { level: 2, name: 'Plan ahead' })).toBeVisible();
    expect(preview.querySelector('script, img')).toBeNull();
    expect(within(preview).getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    expect(within(preview).queryByRole('link')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit blog post' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/staff-dashboard/blog/${created.id}`);
    expect(api.callsTo('POST', '/api/staff/blog/posts')[0]?.body).toMatchObject({
      title: 'Holiday calls',
      slug: 'holiday-calls',
      language: 'en',
      category: 'missed-calls',
      coverImageUrl: null,
      authorName: 'Sam Staff',
    });
  });

  it('shows a taken address and a non-https cover on their fields', async () => {
    mockApi({
      me: staff,
      routes: {
        'POST /api/staff/blog/posts': () =>
          jsonResponse({ error: { code: 'SLUG_TAKEN', message: 'Taken', fields: { slug: 'Taken' } } }, 409),
      },
    });
    const { user } = renderApp('/staff-dashboard/blog/new');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Taken title');
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'Summary');
    await user.type(screen.getByRole('textbox', { name: 'Article' }), 'Body');
    await user.type(screen.getByRole('textbox', { name: 'Author' }), 'Sam');
    await user.type(screen.getByRole('textbox', { name: 'Cover image address' }), 'http://example.com/a.jpg');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('textbox', { name: 'Cover image address' })).toHaveAccessibleDescription(
      /Use an https:\/\/ address\./,
    );
    expect(screen.getByRole('textbox', { name: 'Cover image description' })).toHaveAccessibleDescription(
      /Describe the image for people who cannot see it\./,
    );
    await user.clear(screen.getByRole('textbox', { name: 'Cover image address' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Another post in this language already uses this address/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets an admin publish a draft in the admin area, and delete a post only after the confirmation', async () => {
    const draft = post();
    const api = mockApi({
      me: makeMe({ role: 'admin' }),
      routes: {
        [`GET /api/staff/blog/posts/${draft.id}`]: () => jsonResponse(draft),
        [`POST /api/staff/blog/posts/${draft.id}/publish`]: () =>
          jsonResponse({ ...draft, status: 'published', publishedAt: '2025-06-01T00:00:00.000Z' }),
        [`DELETE /api/staff/blog/posts/${draft.id}`]: () => jsonResponse({ deleted: true }),
        'GET /api/staff/blog/posts': listRoute([]),
      },
    });
    const { user, router } = renderApp(`/admin/blog/${draft.id}`);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View on the blog' })).toHaveAttribute('href', '/blog/holiday-calls');
    expect(api.callsTo('PUT', `/api/staff/blog/posts/${draft.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo('DELETE', `/api/staff/blog/posts/${draft.id}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/blog');
    expect(api.callsTo('DELETE', `/api/staff/blog/posts/${draft.id}`)).toHaveLength(1);
  });
});
