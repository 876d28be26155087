import type { AdminService, AdminServiceList, MarketplaceServiceList, ServiceInput } from '@receptiva/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../../../test/accounts';
import type { TestClient } from '../../../test/client';
import { countRows, TEST_ADMIN_EMAIL, useTestServer } from '../../../test/server';
import { auditLog, services } from '../../db/schema';
import { seedServices } from '../../db/seed';

const BASE = '/api/admin/services';

const input = (overrides: Partial<ServiceInput> = {}): ServiceInput => ({
  slug: 'voicemail-transcriber',
  title: 'Voicemail Transcriber',
  description: 'Turns every voicemail into text in your inbox.',
  features: ['Within a minute', 'Caller name and number'],
  translations: {
    de: { title: 'Mailbox-Abschrift', description: 'Jede Sprachnachricht als Text.', features: ['In einer Minute'] },
  },
  listPriceCents: 19_950,
  category: 'operations',
  image: 'https://cdn.example.com/voicemail.png',
  isMemberOnly: true,
  isActive: true,
  sortOrder: 5,
  ...overrides,
});

describe('the marketplace catalogue API (issue 17, point 5)', () => {
  const server = useTestServer();
  let admin: TestClient;

  beforeAll(async () => {
    admin = (await signUpAndConfirm(server(), { email: TEST_ADMIN_EMAIL })).client;
  });

  const trailOf = (serviceId: string) =>
    server()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'service'), eq(auditLog.subjectId, serviceId)))
      .orderBy(auditLog.createdAt);
  const marketplace = async (lng: string) =>
    ((await (await server().client().get(`/api/services?lng=${lng}`)).json()) as MarketplaceServiceList).services;

  it('creates a service that the marketplace shows in German to a German visitor, English otherwise', async () => {
    const created = await admin.post(BASE, input());
    expect(created.status, await created.clone().text()).toBe(201);
    const service = (await created.json()) as AdminService;
    expect(service).toMatchObject({ slug: 'voicemail-transcriber', listPriceCents: 19_950, isActive: true });

    expect((await marketplace('de')).find((s) => s.slug === service.slug)).toMatchObject({
      title: 'Mailbox-Abschrift',
      lang: 'de',
    });
    expect((await marketplace('en')).find((s) => s.slug === service.slug)).toMatchObject({
      title: 'Voicemail Transcriber',
      lang: 'en',
    });
    expect((await marketplace('fr')).find((s) => s.slug === service.slug)?.lang).toBe('en');

    const [entry] = await trailOf(service.id);
    expect(entry).toMatchObject({ action: 'service.created', actorLabel: TEST_ADMIN_EMAIL, accountUserId: null });
    expect(entry?.changes?.listPriceCents).toEqual({ from: undefined, to: 19_950 });
  });

  it('edits, archives and restores, each audited before → after; an archived one leaves the marketplace', async () => {
    const service = (await (await admin.post(BASE, input({ slug: 'edit-me' }))).json()) as AdminService;
    const { id, createdAt: _c, updatedAt: _u, ...fields } = service;
    const titleListed = async () => (await marketplace('en')).find((s) => s.slug === 'edit-me')?.title;
    expect(await titleListed()).toBe('Voicemail Transcriber');
    const edited = await admin.request(`${BASE}/${id}`, {
      method: 'PUT',
      json: { ...fields, title: 'Edited title', listPriceCents: 25_000 },
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as AdminService).title).toBe('Edited title');
    // The list is read once per change of the services: the edit shows on the very next request.
    expect(await titleListed()).toBe('Edited title');

    const archived = await admin.post(`${BASE}/${id}/archive`);
    expect(((await archived.json()) as AdminService).isActive).toBe(false);
    expect((await marketplace('en')).some((s) => s.slug === 'edit-me')).toBe(false);
    expect((await server().client().get('/api/services/edit-me')).status).toBe(404);

    await seedServices(server().db);
    const [row] = await server().db.select().from(services).where(eq(services.id, id));
    expect(row).toMatchObject({ isActive: false, title: 'Edited title' });

    await admin.post(`${BASE}/${id}/restore`);
    expect((await marketplace('en')).some((s) => s.slug === 'edit-me')).toBe(true);

    const trail = await trailOf(id);
    expect(trail.map((e) => e.action)).toEqual([
      'service.created',
      'service.updated',
      'service.archived',
      'service.restored',
    ]);
    expect(trail[1]?.changes).toEqual({
      title: { from: 'Voicemail Transcriber', to: 'Edited title' },
      listPriceCents: { from: 19_950, to: 25_000 },
    });
    expect(trail[2]?.changes).toEqual({ isActive: { from: true, to: false } });
  });

  it('keeps an admin edit of a built-in service and an archived built-in service across a restart', async () => {
    const [builtIn] = await server().db.select().from(services).where(eq(services.slug, 'review-booster'));
    const {
      id,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = (await (await admin.get(`${BASE}/${builtIn!.id}`)).json()) as AdminService;
    await admin.request(`${BASE}/${id}`, {
      method: 'PUT',
      json: { ...fields, title: 'Reviews on autopilot', isActive: false },
    });
    await seedServices(server().db);
    const [after] = await server().db.select().from(services).where(eq(services.id, id));
    expect(after).toMatchObject({ title: 'Reviews on autopilot', isActive: false });
    await admin.request(`${BASE}/${id}`, { method: 'PUT', json: fields });
  });

  it('lists with search (any language), state, category, sort and pages', async () => {
    await admin.post(BASE, input({ slug: 'list-probe', title: 'Zzz list probe', category: 'marketing' }));
    const get = async (query: string) => (await (await admin.get(`${BASE}?${query}`)).json()) as AdminServiceList;
    expect((await get('search=mailbox-abschrift')).services.map((s) => s.slug)).toContain('voicemail-transcriber');
    expect((await get('search=zzz%20list')).services.map((s) => s.slug)).toEqual(['list-probe']);
    expect((await get('search=50%25')).total).toBe(0);
    const marketing = await get('category=marketing&state=active');
    expect(marketing.services.every((s) => s.category === 'marketing' && s.isActive)).toBe(true);
    const byPrice = (await get('sort=listPriceCents&direction=desc')).services.map((s) => s.listPriceCents);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
    const all = await get('');
    expect(all.total).toBe(await countRows(server().db, services));
    expect((await get('page=2')).services.length).toBe(Math.max(0, Math.min(all.total - 25, 25)));
  });

  it('refuses a taken slug on the field, changing nothing', async () => {
    const before = await countRows(server().db, services);
    const clash = await admin.post(BASE, input({ slug: 'review-booster' }));
    expect(clash.status).toBe(409);
    const body = (await clash.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('SLUG_TAKEN');
    expect(body.error.fields.slug).toMatch(/already has this address/);
    expect(await countRows(server().db, services)).toBe(before);
  });

  it.each([
    ['no English title', { title: ' ' }],
    ['a zero price', { listPriceCents: 0 }],
    ['a price over $100,000', { listPriceCents: 10_000_001 }],
    ['a fractional cent', { listPriceCents: 10.5 }],
    ['an http image', { image: 'http://cdn.example.com/a.png' }],
    ['a javascript image', { image: 'javascript:alert(1)' }],
    ['a protocol-relative image', { image: '//evil.example/a.png' }],
    ['an unknown category', { category: 'toys' }],
    ['an unknown language', { translations: { xx: { title: 'a', description: 'b', features: [] } } }],
    ['English as a translation', { translations: { en: { title: 'a', description: 'b', features: [] } } }],
    ['a half translation', { translations: { de: { title: 'Nur Titel' } } }],
    ['a bad slug', { slug: 'Not A Slug' }],
  ])('refuses %s with 400 and changes nothing', async (_, overrides) => {
    const before = await countRows(server().db, services);
    const response = await admin.post(BASE, { ...input({ slug: 'refused' }), ...overrides });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    expect(await countRows(server().db, services)).toBe(before);
  });

  it('accepts an image path on this site and an illustration name', async () => {
    for (const [slug, image] of [
      ['site-path-image', '/images/services/a.png'],
      ['icon-image', 'phone'],
    ] as const) {
      expect((await admin.post(BASE, input({ slug, image }))).status).toBe(201);
    }
  });

  it('answers 404 for an unknown id', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await admin.get(`${BASE}/${id}`)).status).toBe(404);
    expect((await admin.post(`${BASE}/${id}/archive`)).status).toBe(404);
  });
});
