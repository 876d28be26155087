import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AdminDemoAgent,
  type AdminDemoAgentList,
  type DemoAgentInput,
  type DemoAgentList,
  PAGE_QUERY_KEYS,
  type RenderPageInput,
} from '@receptiva/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../../../test/accounts';
import type { TestClient } from '../../../test/client';
import { countRows, TEST_ADMIN_EMAIL, useTestServer } from '../../../test/server';
import { createListeningServer, type ListeningServer, VoiceClient } from '../../../test/voice';
import { createApp } from '../../app';
import { auditLog, demoAgents } from '../../db/schema';
import { seedDemoAgents } from '../../db/seed';

const BASE = '/api/admin/demo-agents';

const input = (overrides: Partial<DemoAgentInput> = {}): DemoAgentInput => ({
  name: 'Nova — Bright Paws Vet',
  industry: 'Veterinary',
  description: 'Books check-ups and answers opening-hour questions.',
  color: '#7C3AED',
  voiceAgentId: 'demo-vet',
  firstMessage: 'Hello, Bright Paws Veterinary, this is Nova. How can I help your pet today?',
  systemPrompt: 'You are Nova.\nHours: We are open every day from 8 AM to 8 PM.',
  defaultLanguage: 'en',
  voice: 'f3',
  isActive: true,
  sortOrder: 5,
  ...overrides,
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('the demo agents API (issue 18, point 4)', () => {
  const server = useTestServer();
  let admin: TestClient;

  beforeAll(async () => {
    admin = (await signUpAndConfirm(server(), { email: TEST_ADMIN_EMAIL })).client;
  });

  const trailOf = (agentId: string) =>
    server()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'demo_agent'), eq(auditLog.subjectId, agentId)))
      .orderBy(auditLog.createdAt);
  const publicAgents = async () =>
    ((await (await server().client().get('/api/demo-agents')).json()) as DemoAgentList).agents;
  const put = (agent: AdminDemoAgent, changes: Partial<DemoAgentInput>) => {
    const { id, createdAt: _c, updatedAt: _u, ...fields } = agent;
    return admin.request(`${BASE}/${id}`, { method: 'PUT', json: { ...fields, ...changes } });
  };

  it('creates an agent (colour stored in lower case) that /agents lists, audited', async () => {
    const created = await admin.post(BASE, input());
    expect(created.status, await created.clone().text()).toBe(201);
    const agent = (await created.json()) as AdminDemoAgent;
    expect(agent).toMatchObject({ voiceAgentId: 'demo-vet', color: '#7c3aed', voice: 'f3', isActive: true });
    expect((await publicAgents()).find((a) => a.voiceAgentId === 'demo-vet')).toMatchObject({
      name: 'Nova — Bright Paws Vet',
      firstMessage: input().firstMessage,
    });
    const [entry] = await trailOf(agent.id);
    expect(entry).toMatchObject({ action: 'demo_agent.created', actorLabel: TEST_ADMIN_EMAIL, accountUserId: null });
    expect(entry?.changes?.voiceAgentId).toEqual({ from: undefined, to: 'demo-vet' });
  });

  it('edits, archives and restores, each audited before → after; an archived agent cannot be called', async () => {
    const agent = (await (await admin.post(BASE, input({ voiceAgentId: 'demo-edit-me' }))).json()) as AdminDemoAgent;
    const edited = await put(agent, { firstMessage: 'A new hello.', voice: null });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as AdminDemoAgent).firstMessage).toBe('A new hello.');
    // Saving the same values again changes and records nothing.
    expect((await put({ ...agent, firstMessage: 'A new hello.', voice: null }, {})).status).toBe(200);

    const archived = await admin.post(`${BASE}/${agent.id}/archive`);
    expect(((await archived.json()) as AdminDemoAgent).isActive).toBe(false);
    expect((await publicAgents()).some((a) => a.voiceAgentId === 'demo-edit-me')).toBe(false);
    const call = await server().client().post('/api/functions/voice-conversation', { agentId: 'demo-edit-me' });
    expect(call.status).toBe(404);

    await admin.post(`${BASE}/${agent.id}/restore`);
    expect((await publicAgents()).some((a) => a.voiceAgentId === 'demo-edit-me')).toBe(true);

    const trail = await trailOf(agent.id);
    expect(trail.map((e) => e.action)).toEqual([
      'demo_agent.created',
      'demo_agent.updated',
      'demo_agent.archived',
      'demo_agent.restored',
    ]);
    expect(trail[1]?.changes).toEqual({
      firstMessage: { from: input().firstMessage, to: 'A new hello.' },
      voice: { from: 'f3', to: null },
    });
    expect(trail[2]?.changes).toEqual({ isActive: { from: true, to: false } });
  });

  it('keeps a built-in agent an admin gave another voice agent id or archived: the seed does not add it again', async () => {
    const { agents } = (await (await admin.get(`${BASE}?search=demo-insurance`)).json()) as AdminDemoAgentList;
    const before = await countRows(server().db, demoAgents);
    expect((await put(agents[0]!, { voiceAgentId: 'agent_01elevenlabs', isActive: false })).status).toBe(200);
    await seedDemoAgents(server().db);
    expect(await countRows(server().db, demoAgents)).toBe(before);
    expect((await publicAgents()).some((a) => a.voiceAgentId === 'demo-insurance')).toBe(false);
    await put(agents[0]!, {});
  });

  it('moves an agent up and down, renumbering the order; /agents follows it', async () => {
    const order = async () => (await publicAgents()).map((a) => a.voiceAgentId);
    const before = await order();
    const second = before[1]!;
    const [row] = await server().db.select().from(demoAgents).where(eq(demoAgents.voiceAgentId, second));
    const moved = await admin.post(`${BASE}/${row!.id}/move`, { direction: 'up' });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as AdminDemoAgent).sortOrder).toBe(10);
    expect(await order()).toEqual([second, before[0], ...before.slice(2)]);
    await admin.post(`${BASE}/${row!.id}/move`, { direction: 'down' });
    expect(await order()).toEqual(before);
    // At the top, up changes nothing.
    const [first] = await server().db.select().from(demoAgents).where(eq(demoAgents.voiceAgentId, before[0]!));
    expect((await admin.post(`${BASE}/${first!.id}/move`, { direction: 'up' })).status).toBe(200);
    expect(await order()).toEqual(before);
    const trail = await trailOf(row!.id);
    expect(trail.filter((e) => e.action === 'demo_agent.moved').length).toBeGreaterThanOrEqual(2);
  });

  it('lists with search, state, sort and pages', async () => {
    await admin.post(BASE, input({ voiceAgentId: 'zz-list-probe', name: 'Zzz list probe', isActive: false }));
    const get = async (query: string) => (await (await admin.get(`${BASE}?${query}`)).json()) as AdminDemoAgentList;
    expect((await get('search=zzz%20list')).agents.map((a) => a.voiceAgentId)).toEqual(['zz-list-probe']);
    expect((await get('search=zz-list')).agents.map((a) => a.voiceAgentId)).toEqual(['zz-list-probe']);
    expect((await get('search=HVAC')).agents.map((a) => a.industry)).toContain('HVAC');
    expect((await get('search=50%25')).total).toBe(0);
    const archived = await get('state=archived');
    expect(archived.agents.length).toBeGreaterThan(0);
    expect(archived.agents.every((a) => !a.isActive)).toBe(true);
    const byName = (await get('sort=name&direction=desc')).agents.map((a) => a.name);
    expect(byName[0]).toBe('Zzz list probe');
    const all = await get('');
    expect(all.total).toBe(await countRows(server().db, demoAgents));
    expect((await get('page=2')).agents.length).toBe(Math.max(0, Math.min(all.total - 25, 25)));
  });

  it('refuses a taken voice agent id on the field, and bad fields with clear messages, changing nothing', async () => {
    const before = await countRows(server().db, demoAgents);
    const trail = await countRows(server().db, auditLog);
    const clash = await admin.post(BASE, input({ voiceAgentId: 'demo-dental' }));
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as ErrorBody).error.fields).toEqual({
      voiceAgentId: 'Another demo agent already uses this voice agent id.',
    });

    const bad = await admin.post(BASE, {
      ...input(),
      color: 'purple',
      voiceAgentId: 'has spaces',
      name: '',
      firstMessage: 'x'.repeat(501),
      defaultLanguage: 'xx',
      voice: 'robot',
      sortOrder: -1,
    });
    expect(bad.status).toBe(400);
    const { fields } = ((await bad.json()) as ErrorBody).error;
    expect(fields).toMatchObject({
      color: 'Use a hex colour such as #0ea5e9.',
      voiceAgentId: 'Use only letters, digits, underscores and hyphens in the voice agent id.',
      name: 'Enter the name.',
      firstMessage: 'Use at most 500 characters for the first message.',
      defaultLanguage: 'Choose one of the voice languages.',
      voice: 'Choose one of the listed voices.',
      sortOrder: 'Enter a whole number from 0 to 1,000,000.',
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.post(`${BASE}/${unknown}/archive`)).status).toBe(404);
    expect((await admin.get(`${BASE}/not-a-uuid`)).status).toBe(400);
    expect((await admin.post(`${BASE}/${unknown}/move`, { direction: 'sideways' })).status).toBe(400);
    expect(await countRows(server().db, demoAgents)).toBe(before);
    expect(await countRows(server().db, auditLog)).toBe(trail);
  });

  it('re-renders /agents with a changed agent on the next page load, without waiting for the data TTL', async () => {
    const renders: RenderPageInput[] = [];
    const webDist = mkdtempSync(path.join(tmpdir(), 'receptiva-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><div id="root"></div></html>');
    const app = createApp({
      ...server().deps,
      webDist,
      renderer: {
        isServerRenderedPath: () => true,
        renderPage: async (page) => {
          renders.push(page);
          return { status: 200, html: '<p>ok</p>' };
        },
      },
    });
    const firstMessageOf = (page?: RenderPageInput) =>
      (
        (page?.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(PAGE_QUERY_KEYS.demoAgents))?.data ??
          []) as Array<{ voiceAgentId: string; firstMessage: string }>
      ).find((a) => a.voiceAgentId === 'demo-dental')?.firstMessage;
    await app.request('/agents');
    const { agents } = (await (await admin.get(`${BASE}?search=demo-dental`)).json()) as AdminDemoAgentList;
    await put(agents[0]!, { firstMessage: 'Freshly edited greeting.' });
    await app.request('/agents');
    expect(firstMessageOf(renders[0])).not.toBe('Freshly edited greeting.');
    expect(firstMessageOf(renders.at(-1))).toBe('Freshly edited greeting.');
    await put(agents[0]!, {});
    rmSync(webDist, { recursive: true, force: true });
  });
});

describe('a changed demo agent on the next call (local agent, no restart)', () => {
  let target: ListeningServer;
  let admin: TestClient;
  beforeAll(async () => {
    target = await createListeningServer({ TRUST_PROXY: 'true' });
    admin = (await signUpAndConfirm(target.server, { email: TEST_ADMIN_EMAIL })).client;
  });
  afterAll(async () => {
    await target?.close();
  });

  const greetingOfNewCall = async () => {
    const response = await target.server.client().request('/api/functions/voice-conversation', {
      method: 'POST',
      json: { agentId: 'demo-dental' },
      headers: { host: `127.0.0.1:${target.port}`, 'x-forwarded-for': '10.9.0.1' },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const client = await VoiceClient.open(((await response.json()) as { signedUrl: string }).signedUrl);
    await client.start();
    const greeting = await client.waitFor((m) => m.type === 'agent_response');
    await client.hangUp();
    return greeting.agent_response_event.agent_response as string;
  };

  it('greets with the first message the admin just saved', async () => {
    expect(await greetingOfNewCall()).toMatch(/^Hi, thank you for calling Bright Smile Dental/);
    const { agents } = (await (await admin.get(`${BASE}?search=demo-dental`)).json()) as AdminDemoAgentList;
    const { id, createdAt: _c, updatedAt: _u, ...fields } = agents[0]!;
    const saved = await admin.request(`${BASE}/${id}`, {
      method: 'PUT',
      json: { ...fields, firstMessage: 'Good morning from the edited Bright Smile agent.' },
    });
    expect(saved.status).toBe(200);
    expect(await greetingOfNewCall()).toBe('Good morning from the edited Bright Smile agent.');
  });
});
