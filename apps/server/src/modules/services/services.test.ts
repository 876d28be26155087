import type { MarketplaceServiceDetail, MarketplaceServiceList } from '@receptiva/shared';
import { describe, expect, it } from 'vitest';
import { getMe, signUpAndConfirm } from '../../../test/accounts';
import type { TestClient } from '../../../test/client';
import { useTestServer } from '../../../test/server';
import { updateServiceRow } from '../../../test/services';
import { membershipOrders, services } from '../../db/schema';
import { seedServices } from '../../db/seed';
import { SERVICE_DEFINITIONS } from '../../db/service-definitions';

describe('GET /api/services', () => {
  const server = useTestServer();
  const list = async (client: TestClient = server().client()) => {
    const response = await client.get('/api/services');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    return (await response.json()) as MarketplaceServiceList;
  };
  const member = async () => {
    const { client } = await signUpAndConfirm(server());
    const me = await getMe(client);
    await server().db.insert(membershipOrders).values({
      userId: me.user.id,
      email: me.user.email,
      planName: 'Pro Annual Membership',
      paymentType: 'setup',
      amountCents: 100_000,
      status: 'paid',
      provider: 'manual',
    });
    return client;
  };

  it('lists the seeded services in several categories, without prices for a visitor', async () => {
    const { viewer, services: listed } = await list();
    expect(viewer).toBe('visitor');
    expect(listed.length).toBeGreaterThanOrEqual(12);
    expect(new Set(listed.map((s) => s.category)).size).toBeGreaterThanOrEqual(4);
    expect(listed.map((s) => s.slug)).toEqual(SERVICE_DEFINITIONS.map((d) => d.slug));
    for (const service of listed) {
      expect(service.price).toBeNull();
      expect(JSON.stringify(service)).not.toMatch(/cents/i);
      expect(service.features.length).toBeGreaterThan(0);
    }
  });

  it('shows no prices to a signed-in non-member, nor to one whose membership is only pending', async () => {
    const { client } = await signUpAndConfirm(server());
    const me = await getMe(client);
    await server().db.insert(membershipOrders).values({
      userId: me.user.id,
      email: me.user.email,
      planName: 'Pro Annual Membership',
      paymentType: 'setup',
      amountCents: 100_000,
      status: 'pending',
      provider: 'local',
    });
    const { viewer, services: listed } = await list(client);
    expect(viewer).toBe('non-member');
    expect(listed.every((s) => s.price === null)).toBe(true);
    const detail = await client.get(`/api/services/${listed[0]!.slug}`);
    expect(((await detail.json()) as MarketplaceServiceDetail).service.price).toBeNull();
  });

  it('gives a member the list price and the member price, 50% of it, computed on the server', async () => {
    const client = await member();
    await updateServiceRow(server().db, 'review-booster', { listPriceCents: 123_457 });
    try {
      const { viewer, services: listed } = await list(client);
      expect(viewer).toBe('member');
      for (const service of listed) {
        const definition = SERVICE_DEFINITIONS.find((d) => d.slug === service.slug)!;
        const listPrice = service.slug === 'review-booster' ? 123_457 : definition.listPriceCents;
        expect(service.price).toEqual({ listPriceCents: listPrice, memberPriceCents: Math.round(listPrice / 2) });
      }
      expect(listed.find((s) => s.slug === 'review-booster')!.price!.memberPriceCents).toBe(61_729);
      expect(listed.find((s) => s.slug === 'ai-receptionist-after-hours')!.price).toEqual({
        listPriceCents: 199_700,
        memberPriceCents: 99_850,
      });
    } finally {
      await updateServiceRow(server().db, 'review-booster', { listPriceCents: 79_700 });
    }
  });

  it('leaves out inactive services and keeps the sort order', async () => {
    const db = server().db;
    await updateServiceRow(db, 'website-chat-agent', { isActive: false });
    await updateServiceRow(db, 'call-analytics-dashboard', { sortOrder: -1 });
    try {
      const { services: listed } = await list();
      expect(listed.map((s) => s.slug)).not.toContain('website-chat-agent');
      expect(listed[0]!.slug).toBe('call-analytics-dashboard');
      const detail = await server().client().get('/api/services/website-chat-agent');
      expect(detail.status).toBe(404);
      expect(((await detail.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    } finally {
      await updateServiceRow(db, 'website-chat-agent', { isActive: true });
      await updateServiceRow(db, 'call-analytics-dashboard', { sortOrder: 140 });
    }
  });

  it('reseeding keeps an admin edit and adds nothing twice', async () => {
    await updateServiceRow(server().db, 'review-booster', { title: 'Edited' });
    await seedServices(server().db);
    const rows = await server().db.select().from(services);
    expect(rows).toHaveLength(SERVICE_DEFINITIONS.length);
    expect(rows.find((r) => r.slug === 'review-booster')!.title).toBe('Edited');
    await updateServiceRow(server().db, 'review-booster', { title: 'Review Booster' });
  });
});

describe('GET /api/services/:slug', () => {
  const server = useTestServer();

  it('answers one active service', async () => {
    const response = await server().client().get('/api/services/review-booster');
    expect(response.status).toBe(200);
    const body = (await response.json()) as MarketplaceServiceDetail;
    expect(body).toMatchObject({ viewer: 'visitor', service: { slug: 'review-booster', price: null } });
  });

  it.each([
    ['/api/services/UPPER', 400, 'VALIDATION_FAILED'],
    ['/api/services/a--b', 400, 'VALIDATION_FAILED'],
    [`/api/services/${'a'.repeat(81)}`, 400, 'VALIDATION_FAILED'],
    ['/api/services/%E2%82%AC', 400, 'VALIDATION_FAILED'],
    ['/api/services/no-such-service', 404, 'NOT_FOUND'],
    ['/api/services/review-booster/extra', 404, 'NOT_FOUND'],
  ])('%s answers %i %s, never a 5xx', async (path, status, code) => {
    const response = await server().client().get(path);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
  });

  it('refuses to be written to', async () => {
    const response = await server().client().post('/api/services', { slug: 'x', listPriceCents: 1 });
    expect(response.status).toBe(404);
  });
});
