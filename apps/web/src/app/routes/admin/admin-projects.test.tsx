import type { AdminProject, AdminProjectRow } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const admin = makeMe({ role: 'admin' });

const row = (overrides: Partial<AdminProjectRow> = {}): AdminProjectRow => ({
  id: '0a5c3c1e-8f0a-4d3b-9a55-3c1b1f0f9d11',
  slug: 'hvac-contractor-heat-wave',
  title: 'An HVAC contractor stops losing emergency calls',
  industry: 'hvac',
  clientType: 'Residential HVAC contractor, 9 trucks',
  status: 'published',
  sortOrder: 40,
  publishedAt: '2025-05-27T09:00:00.000Z',
  updatedAt: '2025-05-28T09:00:00.000Z',
  ...overrides,
});

const project = (overrides: Partial<AdminProject> = {}): AdminProject => ({
  ...row({ id: '6f1d2c3b-4a59-4e8f-9c7d-2b1a0e9f8d7c', slug: 'roofing-storm', title: 'Storm season', status: 'draft' }),
  industry: 'roofing',
  clientType: 'Roofing contractor',
  publishedAt: null,
  summary: 'Storm calls become inspections.',
  challenge: 'The phone rang all night.',
  solution: 'A voice agent books inspections.',
  results: [{ value: '48', label: 'inspections booked' }],
  imageUrl: null,
  imageAlt: null,
  sortOrder: 0,
  createdAt: '2025-05-01T09:00:00.000Z',
  ...overrides,
});

const listRoute = (rows: AdminProjectRow[]) => () =>
  jsonResponse({ projects: rows, page: 1, pageSize: 20, total: rows.length });

describe('/admin/projects', { timeout: 30_000 }, () => {
  it('lists every case study, and searches, filters and sorts on the server through the URL', async () => {
    const api = mockApi({ me: admin, routes: { 'GET /api/admin/projects': listRoute([row()]) } });
    const { user, router } = renderApp('/admin/projects');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Case studies, 1 in all' });
    expect(
      within(table).getByRole('link', { name: 'Edit An HVAC contractor stops losing emergency calls' }),
    ).toHaveAttribute('href', '/admin/projects/0a5c3c1e-8f0a-4d3b-9a55-3c1b1f0f9d11');
    expect(within(table).getByRole('cell', { name: 'HVAC' })).toBeVisible();
    expect(within(table).getByText('Published', { selector: 'span' })).toBeVisible();

    await user.click(within(table).getByRole('button', { name: /Sort by Title/ }));
    expect(router.state.location.search).toBe('?sort=title&direction=desc');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'hvac');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('search'), search.get('status')]).toEqual(['hvac', 'draft']);
    const last = api.callsTo('GET', '/api/admin/projects').at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toMatchObject({
      search: 'hvac',
      status: 'draft',
      sort: 'title',
      direction: 'desc',
    });
  });

  it('keeps staff out: the section is for admins', async () => {
    mockApi({ me: makeMe({ role: 'member', isMember: false }), routes: {} });
    renderApp('/admin/projects');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Projects');
  });

  it('writes a draft with every field, result rows included, then opens it', async () => {
    const created = project();
    const api = mockApi({
      me: admin,
      routes: {
        'POST /api/admin/projects': () => jsonResponse(created, 201),
        [`GET /api/admin/projects/${created.id}`]: () => jsonResponse(created),
      },
    });
    const { user, router } = renderApp('/admin/projects/new');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Storm season');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('storm-season');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Roofing');
    await user.type(screen.getByRole('textbox', { name: 'Client' }), 'Roofing contractor');
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'Storm calls become inspections.');
    await user.type(screen.getByRole('textbox', { name: 'Challenge' }), 'The phone rang all night.');
    await user.type(screen.getByRole('textbox', { name: 'Solution' }), 'A voice agent books inspections.');
    const first = screen.getByRole('group', { name: 'Result 1' });
    await user.type(within(first).getByRole('textbox', { name: 'Figure' }), '48');
    await user.type(within(first).getByRole('textbox', { name: 'What it measures' }), 'inspections booked');
    await user.click(screen.getByRole('button', { name: 'Add a result' }));
    const second = screen.getByRole('group', { name: 'Result 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Figure' }), '2×');
    await user.type(within(second).getByRole('textbox', { name: 'What it measures' }), 'roofs replaced');
    await user.clear(screen.getByRole('spinbutton', { name: 'Position' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Position' }), '15');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit case study' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/admin/projects/${created.id}`);
    expect(api.callsTo('POST', '/api/admin/projects')[0]?.body).toEqual({
      title: 'Storm season',
      slug: 'storm-season',
      industry: 'roofing',
      clientType: 'Roofing contractor',
      summary: 'Storm calls become inspections.',
      challenge: 'The phone rang all night.',
      solution: 'A voice agent books inspections.',
      results: [
        { value: '48', label: 'inspections booked' },
        { value: '2×', label: 'roofs replaced' },
      ],
      imageUrl: null,
      imageAlt: null,
      sortOrder: 15,
    });
  });

  it('explains every refused field before sending anything, and a taken address after the server answers', async () => {
    const api = mockApi({
      me: admin,
      routes: {
        'POST /api/admin/projects': () =>
          jsonResponse({ error: { code: 'SLUG_TAKEN', message: 'Taken', fields: { slug: 'Taken' } } }, 409),
      },
    });
    const { user } = renderApp('/admin/projects/new');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Taken title');
    await user.type(screen.getByRole('textbox', { name: 'Image address' }), 'http://example.com/a.jpg');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('combobox', { name: 'Industry' })).toHaveAccessibleDescription(
      "Choose the client's industry.",
    );
    expect(screen.getByRole('textbox', { name: 'Summary' })).toHaveAccessibleDescription(/Fill in this field\./);
    expect(screen.getByRole('textbox', { name: 'Image address' })).toHaveAccessibleDescription(
      /Use an https:\/\/ address\./,
    );
    const result = screen.getByRole('group', { name: 'Result 1' });
    expect(within(result).getByRole('textbox', { name: 'Figure' })).toHaveAccessibleDescription('Fill in this field.');
    expect(api.callsTo('POST', '/api/admin/projects')).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Roofing');
    await user.type(screen.getByRole('textbox', { name: 'Client' }), 'Roofer');
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'Summary');
    await user.type(screen.getByRole('textbox', { name: 'Challenge' }), 'Challenge');
    await user.type(screen.getByRole('textbox', { name: 'Solution' }), 'Solution');
    await user.type(within(result).getByRole('textbox', { name: 'Figure' }), '3');
    await user.type(within(result).getByRole('textbox', { name: 'What it measures' }), 'crews');
    await user.clear(screen.getByRole('textbox', { name: 'Image address' }));
    await user.type(screen.getByRole('textbox', { name: 'Image address' }), 'https://example.com/a.jpg');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('textbox', { name: 'Image description' })).toHaveAccessibleDescription(
      /Describe the image for people who cannot see it\./,
    );
    expect(api.callsTo('POST', '/api/admin/projects')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Image address' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Another case study already uses this address. Choose another one.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('publishes a draft, unpublishes it, and deletes it only after the confirmation', async () => {
    const draft = project();
    const published = { ...draft, status: 'published' as const, publishedAt: '2025-06-01T00:00:00.000Z' };
    const api = mockApi({
      me: admin,
      routes: {
        [`GET /api/admin/projects/${draft.id}`]: () => jsonResponse(draft),
        [`POST /api/admin/projects/${draft.id}/publish`]: () => jsonResponse(published),
        [`POST /api/admin/projects/${draft.id}/unpublish`]: () => jsonResponse(draft),
        [`DELETE /api/admin/projects/${draft.id}`]: () => jsonResponse({ deleted: true }),
        'GET /api/admin/projects': listRoute([]),
      },
    });
    const { user, router } = renderApp(`/admin/projects/${draft.id}`);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View on the site' })).toHaveAttribute('href', '/projects/roofing-storm');
    expect(api.callsTo('PUT', `/api/admin/projects/${draft.id}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this case study?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo('DELETE', `/api/admin/projects/${draft.id}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete case study' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/projects');
    expect(api.callsTo('DELETE', `/api/admin/projects/${draft.id}`)).toHaveLength(1);
  });
});
