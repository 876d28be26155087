import { SITE_LANGUAGE_CODES } from '@receptiva/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestServer } from '../../../test/server';
import { insertPost } from './blog-test-helpers';

const ORIGIN = 'http://localhost:3000';

describe('the RSS feed and the sitemap list published posts only (issue 14)', () => {
  const server = useTestServer();
  afterEach(() => vi.restoreAllMocks());

  it('serves /blog/rss.xml: RSS 2.0 of the published English posts, newest first, escaped', async () => {
    await insertPost(server(), {
      slug: 'ampersands-and-angles',
      title: 'Tips & <tricks> for "busy" owners',
      excerpt: 'Calls, <b>bold</b> & more',
      publishedAt: new Date(),
    });
    await insertPost(server(), { slug: 'not-yet', status: 'draft', publishedAt: null });
    await insertPost(server(), { slug: 'nur-auf-deutsch', language: 'de', publishedAt: new Date() });

    const response = await server().app.request('/blog/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain(`<atom:link href="${ORIGIN}/blog/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(xml).toContain('<title>Receptiva blog</title>');

    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]!);
    const links = items.map((item) => item.match(/<link>(.*?)<\/link>/)?.[1]);
    expect(links).toHaveLength(9);
    expect(links[0]).toBe(`${ORIGIN}/blog/ampersands-and-angles`);
    expect(links[1]).toBe(`${ORIGIN}/blog/the-real-cost-of-a-missed-call`);
    expect(xml).not.toContain('not-yet');
    expect(xml).not.toContain('nur-auf-deutsch');
    expect(items[0]).toContain('<title>Tips &amp; &lt;tricks&gt; for &quot;busy&quot; owners</title>');
    expect(items[0]).toContain('<description>Calls, &lt;b&gt;bold&lt;/b&gt; &amp; more</description>');
    expect(items[0]).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
    expect(items[0]).toContain(`<guid isPermaLink="true">${ORIGIN}/blog/ampersands-and-angles</guid>`);
  });

  it('lists each published post once in /sitemap.xml, with alternates only for its languages', async () => {
    const xml = await (await server().app.request('/sitemap.xml')).text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    const entry = (slug: string) => urls.find((url) => url.includes(`<loc>${ORIGIN}/blog/${slug}</loc>`));
    const hreflangs = (url: string | undefined) =>
      [...(url ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => `${lang} ${href}`);

    const translated = entry('the-real-cost-of-a-missed-call');
    expect(hreflangs(translated)).toEqual([
      `de ${ORIGIN}/blog/the-real-cost-of-a-missed-call?lng=de`,
      `en ${ORIGIN}/blog/the-real-cost-of-a-missed-call?lng=en`,
      `es ${ORIGIN}/blog/the-real-cost-of-a-missed-call?lng=es`,
      `x-default ${ORIGIN}/blog/the-real-cost-of-a-missed-call`,
    ]);
    expect(translated).toMatch(/<lastmod>2025-06-10T09:00:00.000Z<\/lastmod>/);
    expect(hreflangs(entry('after-hours-booking'))).toHaveLength(4);
    expect(hreflangs(entry('get-more-google-reviews'))).toEqual([
      `en ${ORIGIN}/blog/get-more-google-reviews?lng=en`,
      `x-default ${ORIGIN}/blog/get-more-google-reviews`,
    ]);
    expect(urls.filter((url) => url.includes('/blog/the-real-cost-of-a-missed-call</loc>'))).toHaveLength(1);
    expect(xml).not.toContain('/blog/not-yet');
    // The fixed pages keep all 14 languages.
    expect(hreflangs(urls.find((url) => url.includes(`<loc>${ORIGIN}/blog</loc>`)))).toHaveLength(
      SITE_LANGUAGE_CODES.length + 1,
    );
  });

  it('follows a publication within seconds: the sitemap is read from the database, briefly cached', async () => {
    const app = server().app;
    const loc = `<loc>${ORIGIN}/blog/freshly-published</loc>`;
    expect(await (await app.request('/sitemap.xml')).text()).not.toContain(loc);
    await insertPost(server(), { slug: 'freshly-published', publishedAt: new Date() });
    // A burst of crawler requests reads the database once...
    expect(await (await app.request('/sitemap.xml')).text()).not.toContain(loc);
    // ...and a few seconds later the new post is listed.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    expect(await (await app.request('/sitemap.xml')).text()).toContain(loc);
  });
});
