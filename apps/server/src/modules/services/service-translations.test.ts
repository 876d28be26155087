import {
  formatUsd,
  formatUtcDate,
  type MarketplaceServiceDetail,
  type MarketplaceServiceList,
  type OrderHistory,
  SITE_LANGUAGE_CODES,
} from '@receptiva/shared';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readMailbox } from '../../../test/accounts';
import type { TestClient } from '../../../test/client';
import { useTestServer } from '../../../test/server';
import { updateServiceRow } from '../../../test/services';
import { orders, services, siteSettings } from '../../db/schema';
import { seedServices } from '../../db/seed';
import { SERVICE_DEFINITIONS } from '../../db/service-definitions';
import { signUpMember } from '../orders/order-test-helpers';

const list = async (client: TestClient, query: string) => {
  const response = await client.get(`/api/services${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as MarketplaceServiceList;
};

describe('the marketplace in the visitor’s language', () => {
  const server = useTestServer();

  it('answers every built-in service translated in each of the 14 languages, and English marked en', async () => {
    for (const language of SITE_LANGUAGE_CODES) {
      const { services: listed } = await list(server().client(), `?lng=${language}`);
      expect(listed.map((s) => s.slug)).toEqual(SERVICE_DEFINITIONS.map((d) => d.slug));
      for (const service of listed) {
        const english = SERVICE_DEFINITIONS.find((d) => d.slug === service.slug)!;
        expect(service.lang).toBe(language);
        expect(service.features).toHaveLength(english.features.length);
        if (language !== 'en') expect(service.title).not.toBe(english.title);
      }
    }
    const { services: german } = await list(server().client(), '?lng=de');
    expect(german.find((s) => s.slug === 'review-booster')).toMatchObject({ title: 'Bewertungs-Booster', lang: 'de' });
    const { services: plain } = await list(server().client(), '');
    expect(plain.find((s) => s.slug === 'review-booster')).toMatchObject({ title: 'Review Booster', lang: 'en' });
  });

  it('falls back to English, marked en, for a service not translated into the language', async () => {
    const db = server().db;
    const [row] = await db.select().from(services).where(eq(services.slug, 'website-chat-agent'));
    const { fa: _removed, ...others } = row!.translations;
    await updateServiceRow(db, 'website-chat-agent', { translations: others });
    try {
      const { services: persian } = await list(server().client(), '?lng=fa');
      expect(persian.find((s) => s.slug === 'website-chat-agent')).toMatchObject({
        title: 'Website Chat Agent',
        description: row!.description,
        features: row!.features,
        lang: 'en',
      });
      expect(persian.find((s) => s.slug === 'review-booster')!.lang).toBe('fa');
    } finally {
      await updateServiceRow(db, 'website-chat-agent', { translations: row!.translations });
    }
  });

  it('searches the texts in the asked language: every word, any case, accents ignored', async () => {
    const slugs = async (query: string) => (await list(server().client(), query)).services.map((s) => s.slug);
    expect(await slugs('?lng=de&q=GOOGLE%20Bewertung')).toEqual(['review-booster']);
    expect(await slugs('?lng=de&q=anrufe%20zeitfenstern')).toEqual(['outbound-reactivation-caller']);
    expect(await slugs('?lng=de&q=Review')).toEqual([]);
    expect(await slugs('?lng=en&q=Review')).toContain('review-booster');
    expect(await slugs('?lng=fr&q=reserve%20agenda')).toEqual(['ai-receptionist-after-hours']);
    expect(await slugs('?lng=ja&q=口コミ')).toEqual(['review-booster']);
    expect(await slugs('?lng=de&q=%20%20')).toHaveLength(SERVICE_DEFINITIONS.length);
  });

  it('answers one service in the asked language, right-to-left ones included', async () => {
    const response = await server().client().get('/api/services/review-booster?lng=he');
    expect(response.status).toBe(200);
    const { service } = (await response.json()) as MarketplaceServiceDetail;
    expect(service).toMatchObject({ title: 'מאיץ ביקורות', lang: 'he' });
  });

  it('gives a database seeded before the translations the built-in ones it lacks, keeping an edited one', async () => {
    const db = server().db;
    const [row] = await db.select().from(services).where(eq(services.slug, 'review-booster'));
    const edited = { title: 'Bewertungen sammeln', description: 'Von Hand geändert.', features: ['Eins'] };
    await updateServiceRow(db, 'review-booster', { translations: { de: edited } });
    // A database from before the translations has none of the per-language markers.
    await db.delete(siteSettings).where(like(siteSettings.key, 'serviceTranslationsSeeded.%'));
    try {
      await seedServices(db);
      const [reseeded] = await db.select().from(services).where(eq(services.slug, 'review-booster'));
      expect(reseeded!.translations.de).toEqual(edited);
      expect(reseeded!.translations.fa).toEqual(row!.translations.fa);
      expect(Object.keys(reseeded!.translations).sort()).toEqual(Object.keys(row!.translations).sort());
    } finally {
      await updateServiceRow(db, 'review-booster', { translations: row!.translations });
    }
  });

  it('does not put back, on the next start, a translation an admin removed', async () => {
    const db = server().db;
    const [row] = await db.select().from(services).where(eq(services.slug, 'review-booster'));
    const { de: _removed, ...others } = row!.translations;
    await updateServiceRow(db, 'review-booster', { translations: others });
    try {
      await seedServices(db);
      const [reseeded] = await db.select().from(services).where(eq(services.slug, 'review-booster'));
      expect(reseeded!.translations.de).toBeUndefined();
      expect(reseeded!.translations.fr).toEqual(row!.translations.fr);
    } finally {
      await updateServiceRow(db, 'review-booster', { translations: row!.translations });
    }
  });

  it.each([
    '/api/services?lng=xx',
    '/api/services?lng=EN',
    `/api/services?q=${'a'.repeat(201)}`,
    '/api/services/review-booster?lng=th',
  ])('%s answers 400 VALIDATION_FAILED', async (path) => {
    const response = await server().client().get(path);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
  });
});

describe('orders keep what was sold, readable in the buyer’s language', () => {
  const server = useTestServer();

  const payOrder = async (client: TestClient, locale: string) => {
    const response = await client.post('/api/orders/checkout', {
      items: [
        { slug: 'review-booster', quantity: 2 },
        { slug: 'crm-pipeline-setup', quantity: 1 },
      ],
      locale,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const url = new URL(((await response.json()) as { url: string }).url);
    const paid = await client.request(url.pathname, {
      method: 'POST',
      body: new URLSearchParams({ card: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(303);
  };

  it('e-mails a German receipt: German titles, German dollar amounts and a Gregorian German date', async () => {
    const { client, email } = await signUpMember(server());
    await payOrder(client, 'de');
    const [order] = await server().db.select().from(orders).where(eq(orders.email, email.toLowerCase()));
    const receipts = (await readMailbox(client, email)).filter((m) => m.text.includes('Bewertungs-Booster'));
    expect(receipts).toHaveLength(1);
    const { subject, text } = receipts[0]!;
    expect(subject).toContain('Bestellquittung');
    expect(text).toContain('Einrichtung der CRM-Pipeline');
    expect(text).not.toContain('Review Booster');
    expect(text).toContain(formatUsd(order!.totalCents, 'de'));
    expect(text).toMatch(/\d\.\d{3},\d{2}\s\$/);
    expect(text).not.toContain('$1,');
    expect(text).toContain(formatUtcDate(order!.paidAt!, 'de'));
  });

  it('shows the lines in the asked language, from the snapshot taken at the sale', async () => {
    const { client } = await signUpMember(server());
    await payOrder(client, 'en');
    const db = server().db;
    const [row] = await db.select().from(services).where(eq(services.slug, 'review-booster'));
    await updateServiceRow(db, 'review-booster', {
      title: 'Renamed',
      translations: { ...row!.translations, de: { ...row!.translations.de!, title: 'Neu' } },
    });
    try {
      const history = async (query: string) => {
        const response = await client.get(`/api/orders${query}`);
        expect(response.status).toBe(200);
        return ((await response.json()) as OrderHistory).orders[0]!.items;
      };
      expect((await history('?lng=de')).map(({ title, lang }) => ({ title, lang }))).toEqual([
        { title: 'Bewertungs-Booster', lang: 'de' },
        { title: 'Einrichtung der CRM-Pipeline', lang: 'de' },
      ]);
      expect((await history('')).map((item) => item.title)).toEqual(['Review Booster', 'CRM Pipeline Setup']);
      expect((await history('?lng=ar'))[0]).toMatchObject({ title: 'معزّز التقييمات', lang: 'ar' });
      expect((await client.get('/api/orders?lng=nope')).status).toBe(400);
    } finally {
      await updateServiceRow(db, 'review-booster', { title: row!.title, translations: row!.translations });
    }
  });
});
