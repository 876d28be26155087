import type { AdminDemoAgent } from '@receptiva/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const admin = makeMe({ role: 'admin' });

const agent = (overrides: Partial<AdminDemoAgent> = {}): AdminDemoAgent => ({
  id: '0a5c3c1e-8f0a-4d3b-9a55-3c1b1f0f9d11',
  name: 'Sam — Bright Smile Dental',
  industry: 'Dental',
  description: 'Books cleanings and emergencies.',
  color: '#0ea5e9',
  voiceAgentId: 'demo-dental',
  firstMessage: 'Hi, thank you for calling Bright Smile Dental.',
  systemPrompt: 'You are Sam.\nHours: Monday to Friday.',
  defaultLanguage: 'en',
  voice: null,
  isActive: true,
  sortOrder: 10,
  createdAt: '2025-05-01T09:00:00.000Z',
  updatedAt: '2025-05-28T09:00:00.000Z',
  ...overrides,
});

const listRoute = (rows: AdminDemoAgent[]) => () =>
  jsonResponse({ agents: rows, page: 1, pageSize: 25, total: rows.length });

describe('/admin/ai-agents', { timeout: 30_000 }, () => {
  it('lists the agents, moves one, and searches, filters and sorts on the server through the URL', async () => {
    const row = agent();
    const api = mockApi({
      me: admin,
      routes: {
        'GET /api/admin/demo-agents': listRoute([row]),
        [`POST /api/admin/demo-agents/${row.id}/move`]: () => jsonResponse({ ...row, sortOrder: 20 }),
      },
    });
    const { user, router } = renderApp('/admin/ai-agents');
    expect(await screen.findByRole('heading', { level: 1, name: 'AI agents' }, { timeout: 10_000 })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'AI agents, 1 in all' });
    expect(within(table).getByRole('link', { name: row.name })).toHaveAttribute(
      'href',
      `/admin/ai-agents/edit/${row.id}`,
    );
    expect(within(table).getByRole('cell', { name: 'English' })).toBeVisible();

    await user.click(within(table).getByRole('button', { name: `Move ${row.name} down` }));
    expect(api.callsTo('POST', `/api/admin/demo-agents/${row.id}/move`)[0]?.body).toEqual({ direction: 'down' });

    await user.click(within(table).getByRole('button', { name: /Sort by Industry/ }));
    expect(router.state.location.search).toBe('?sort=industry&direction=desc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'archived');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'dental');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const last = api.callsTo('GET', '/api/admin/demo-agents').at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toMatchObject({
      search: 'dental',
      state: 'archived',
      sort: 'industry',
      direction: 'desc',
    });
  });

  it('keeps staff out: the section is for admins', async () => {
    mockApi({ me: makeMe({ role: 'member', isMember: false }), routes: {} });
    renderApp('/admin/ai-agents');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).not.toHaveTextContent('AI agents');
  });

  it('edits the first message and the colour (picker and hex), saving every field', async () => {
    const saved = agent();
    const api = mockApi({
      me: admin,
      routes: {
        [`GET /api/admin/demo-agents/${saved.id}`]: () => jsonResponse(saved),
        [`PUT /api/admin/demo-agents/${saved.id}`]: () => jsonResponse({ ...saved, firstMessage: 'Hello there!' }),
      },
    });
    const { user } = renderApp(`/admin/ai-agents/edit/${saved.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit AI agent' }, { timeout: 10_000 })).toBeVisible();
    const firstMessage = await screen.findByRole('textbox', { name: /First message/ });
    await user.clear(firstMessage);
    await user.type(firstMessage, 'Hello there!');
    fireEvent.input(screen.getByLabelText('Pick a colour'), { target: { value: '#ff0000' } });
    expect(screen.getByRole('textbox', { name: /Colour \(hex\)/ })).toHaveValue('#ff0000');
    // Unsaved changes: the test call would not use them.
    expect(screen.getByRole('button', { name: /Test call/ })).toBeDisabled();
    expect(screen.getByText('Save your changes first: a test call uses the saved agent.')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Voice' }), 'f3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The changes were saved. The next call uses them.')).toBeVisible();
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = saved;
    expect(api.callsTo('PUT', `/api/admin/demo-agents/${saved.id}`)[0]?.body).toEqual({
      ...fields,
      firstMessage: 'Hello there!',
      color: '#ff0000',
      voice: 'f3',
    });
  });

  it('explains a bad colour and a taken voice agent id on their fields', async () => {
    const saved = agent();
    const api = mockApi({
      me: admin,
      routes: {
        [`GET /api/admin/demo-agents/${saved.id}`]: () => jsonResponse(saved),
        [`PUT /api/admin/demo-agents/${saved.id}`]: () =>
          jsonResponse(
            {
              error: {
                code: 'CONFLICT',
                message: 'Another demo agent already uses this voice agent id.',
                fields: { voiceAgentId: 'Another demo agent already uses this voice agent id.' },
              },
            },
            409,
          ),
      },
    });
    const { user } = renderApp(`/admin/ai-agents/edit/${saved.id}`);
    const hex = await screen.findByRole('textbox', { name: /Colour \(hex\)/ }, { timeout: 10_000 });
    await user.clear(hex);
    await user.type(hex, 'blue');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use a hex colour such as #0ea5e9.')).toBeVisible();
    expect(api.callsTo('PUT', `/api/admin/demo-agents/${saved.id}`)).toHaveLength(0);

    await user.clear(hex);
    await user.type(hex, '#00AA00');
    await user.clear(screen.getByRole('textbox', { name: /Voice agent id/ }));
    await user.type(screen.getByRole('textbox', { name: /Voice agent id/ }), 'demo-hvac');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Another agent already uses this voice agent id.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Voice agent id/ })).toHaveFocus();
    expect(api.callsTo('PUT', `/api/admin/demo-agents/${saved.id}`)[0]?.body).toMatchObject({ color: '#00aa00' });
  });

  it('archives an agent only after the confirmation; an archived agent cannot be test-called', async () => {
    const saved = agent();
    const api = mockApi({
      me: admin,
      routes: {
        [`GET /api/admin/demo-agents/${saved.id}`]: () => jsonResponse(saved),
        [`POST /api/admin/demo-agents/${saved.id}/archive`]: () => jsonResponse({ ...saved, isActive: false }),
      },
    });
    const { user } = renderApp(`/admin/ai-agents/edit/${saved.id}`);
    expect(await screen.findByRole('button', { name: /Test call/ }, { timeout: 10_000 })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this agent?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', `/api/admin/demo-agents/${saved.id}/archive`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('button', { name: 'Restore' }, { timeout: 10_000 })).toBeVisible();
    expect(api.callsTo('POST', `/api/admin/demo-agents/${saved.id}/archive`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Test call/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Test call/ })).toHaveAccessibleDescription(
      'An archived agent cannot be called, not even for a test: restore it first.',
    );
  });

  it('Test call opens the voice dialog with the saved agent', async () => {
    const saved = agent();
    mockApi({
      me: admin,
      routes: {
        [`GET /api/admin/demo-agents/${saved.id}`]: () => jsonResponse(saved),
        'GET /api/demo-agents': () => jsonResponse({ agents: [] }),
      },
    });
    const { user } = renderApp(`/admin/ai-agents/edit/${saved.id}`);
    await user.click(await screen.findByRole('button', { name: /Test call/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Talk to our AI receptionist' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: /Continue/ }));
    expect(await within(dialog).findByRole('button', { name: /Start voice chat/ })).toBeVisible();
  });

  it('creates an agent and opens its editor', async () => {
    const created = agent({ id: '6f1d2c3b-4a59-4e8f-9c7d-2b1a0e9f8d7c', voiceAgentId: 'demo-vet', voice: 'm2' });
    const api = mockApi({
      me: admin,
      routes: {
        'POST /api/admin/demo-agents': () => jsonResponse(created, 201),
        [`GET /api/admin/demo-agents/${created.id}`]: () => jsonResponse(created),
      },
    });
    const { user, router } = renderApp('/admin/ai-agents/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New AI agent' }, { timeout: 10_000 })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Nova');
    await user.type(screen.getByRole('textbox', { name: /^Industry/ }), 'Veterinary');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Books check-ups.');
    await user.type(screen.getByRole('textbox', { name: /Voice agent id/ }), 'demo-vet');
    await user.type(screen.getByRole('textbox', { name: /First message/ }), 'Hello!');
    await user.type(screen.getByRole('textbox', { name: /^Prompt/ }), 'You are Nova.');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Language/ }), 'es');
    await user.click(screen.getByRole('button', { name: 'Create agent' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit AI agent' }, { timeout: 10_000 })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/admin/ai-agents/edit/${created.id}`);
    expect(api.callsTo('POST', '/api/admin/demo-agents')[0]?.body).toEqual({
      name: 'Nova',
      industry: 'Veterinary',
      description: 'Books check-ups.',
      color: '#4f46e5',
      voiceAgentId: 'demo-vet',
      firstMessage: 'Hello!',
      systemPrompt: 'You are Nova.',
      defaultLanguage: 'es',
      voice: null,
      isActive: true,
      sortOrder: 0,
    });
  });
});
