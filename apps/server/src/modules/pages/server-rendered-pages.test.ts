import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  type BlogPostList,
  type BlogPostPage,
  blogListQueryKey,
  blogPostQueryKey,
  type DemoAgent,
  type MarketplaceServiceList,
  PAGE_QUERY_KEYS,
  type ProjectList,
  type ProjectPage,
  projectListQueryKey,
  projectQueryKey,
  type RenderPageInput,
  type ServerRenderer,
  type UniversityCatalog,
} from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createCapturingLogger } from '../../../test/logger';
import { useTestServer } from '../../../test/server';
import { createApp } from '../../app';
import { demoAgents, siteSettings } from '../../db/schema';

const TEMPLATE = '<!doctype html><html lang="en" dir="ltr"><div id="root"></div></html>';

/** Records every render and answers with a document naming its input; paths under /private are browser-rendered. */
function recordingRenderer(fail = false) {
  const renders: RenderPageInput[] = [];
  const renderer: ServerRenderer = {
    isServerRenderedPath: (pathname) => !pathname.startsWith('/private'),
    renderPage: async (input) => {
      renders.push(input);
      if (fail) throw new Error('render exploded');
      const status = new URL(input.url).pathname === '/missing' ? 404 : 200;
      return { status, html: `<p>${input.language}|${input.url}|${input.settings.brandName}|${input.origin}</p>` };
    },
  };
  return { renderer, renders };
}

describe('server-rendered public pages (decision 008)', () => {
  const server = useTestServer();
  const webDist = mkdtempSync(path.join(tmpdir(), 'receptiva-web-'));
  writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app-0123abcd.js'), 'export {};');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  afterEach(() => vi.restoreAllMocks());

  const appWith = (renderer: ServerRenderer) => createApp({ ...server().deps, webDist, renderer });

  it.each([
    ['?lng=de', {}, 'de'],
    ['', { cookie: 'i18next=fr' }, 'fr'],
    ['', { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' }, 'ja'],
    ['?lng=<script>', { cookie: 'i18next=xx', 'accept-language': 'sv,he;q=0.5' }, 'he'],
    ['', {}, 'en'],
  ])(
    'renders /%s in the language of ?lng, then the cookie, then Accept-Language',
    async (search, headers, language) => {
      const { renderer, renders } = recordingRenderer();
      const response = await appWith(renderer).request(`/${search}`, { headers });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`<p>${language}|`);
      expect(response.headers.get('content-language')).toBe(language);
      expect(response.headers.get('vary')).toContain('Accept-Language');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(renders[0]?.template).toBe(TEMPLATE);
      expect(renders[0]?.origin).toBe('http://localhost:3000');
      expect(renders[0]?.settings.brandName).toBeTruthy();
    },
  );

  it('renders from the path and ?lng only, once per page and language', async () => {
    const { renderer, renders } = recordingRenderer();
    const app = appWith(renderer);
    for (const search of ['?am_id=abc', '?utm_source=x&am_id=y', '']) {
      expect((await app.request(`/pricing${search}`)).status).toBe(200);
    }
    expect(renders.map((render) => render.url)).toEqual(['http://localhost:3000/pricing']);
    await app.request('/pricing?lng=es&x=1');
    await app.request('/pricing', { headers: { cookie: 'i18next=es' } });
    expect(renders.map((render) => render.url)).toEqual([
      'http://localhost:3000/pricing',
      'http://localhost:3000/pricing?lng=es',
      'http://localhost:3000/pricing',
    ]);
  });

  it('sends a cached page compressed as the client accepts, rendered once for every encoding', async () => {
    const { renderer, renders } = recordingRenderer();
    const app = appWith(renderer);
    const plain = await app.request('/pricing');
    const html = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    for (const [acceptEncoding, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await app.request('/pricing', { headers: { 'accept-encoding': acceptEncoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(decode(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(html);
    }
    expect(renders).toHaveLength(1);
  });

  it('renders again once the settings change', async () => {
    const { renderer, renders } = recordingRenderer();
    const app = appWith(renderer);
    expect(await (await app.request('/')).text()).toContain('|Receptiva|');
    await server().db.update(siteSettings).set({ value: 'Acme Voice' }).where(eq(siteSettings.key, 'brandName'));
    const later = Date.now() + 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect(await (await app.request('/')).text()).toContain('|Acme Voice|');
    expect(renders).toHaveLength(2);
  });

  it('renders /agents with the active demo agents, and again once they change; other pages get no data', async () => {
    const { renderer, renders } = recordingRenderer();
    const app = appWith(renderer);
    await app.request('/agents');
    await app.request('/');
    const [agentsPage, home] = renders;
    expect(agentsPage?.queries).toHaveLength(1);
    expect(agentsPage?.queries[0]?.queryKey).toEqual(PAGE_QUERY_KEYS.demoAgents);
    const industries = (render?: RenderPageInput) =>
      ((render?.queries[0]?.data ?? []) as DemoAgent[]).map((agent) => agent.industry);
    const agents = (agentsPage?.queries[0]?.data ?? []) as DemoAgent[];
    expect(industries(agentsPage)).toContain('HVAC');
    expect(JSON.stringify(agents)).not.toContain('systemPrompt');
    expect(home?.queries).toEqual([]);

    await server().db.update(demoAgents).set({ isActive: false }).where(eq(demoAgents.industry, 'HVAC'));
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    await app.request('/agents');
    expect(renders).toHaveLength(3);
    expect(industries(renders[2])).not.toContain('HVAC');
  });

  it('renders /marketplace and /pricing with the services as a visitor sees them: no prices', async () => {
    const { renderer, renders } = recordingRenderer();
    const app = appWith(renderer);
    await app.request('/marketplace');
    await app.request('/pricing');
    for (const page of renders) {
      expect(page.queries).toHaveLength(1);
      expect(page.queries[0]?.queryKey).toEqual(PAGE_QUERY_KEYS.visitorServices('en'));
      const list = page.queries[0]?.data as MarketplaceServiceList;
      expect(list.viewer).toBe('visitor');
      expect(list.services.length).toBeGreaterThanOrEqual(12);
      expect(list.services.every((service) => service.price === null)).toBe(true);
      expect(JSON.stringify(list)).not.toMatch(/PriceCents/);
    }
  });

  it("renders /marketplace with the services in the page's language, under that language's key", async () => {
    const { renderer, renders } = recordingRenderer();
    const app = appWith(renderer);
    await app.request('/marketplace?lng=de');
    await app.request('/marketplace?lng=ar');
    const [german, arabic] = renders.map((page) => page.queries[0]!);
    expect(german!.queryKey).toEqual(PAGE_QUERY_KEYS.visitorServices('de'));
    const germanList = german!.data as MarketplaceServiceList;
    expect(germanList.services.find((s) => s.slug === 'review-booster')).toMatchObject({
      title: 'Bewertungs-Booster',
      lang: 'de',
    });
    expect(arabic!.queryKey).toEqual(PAGE_QUERY_KEYS.visitorServices('ar'));
    expect((arabic!.data as MarketplaceServiceList).services.every((s) => s.lang === 'ar')).toBe(true);
  });

  it("renders /university with the playlists in the page's language, each language read on its own", async () => {
    const { renderer, renders } = recordingRenderer();
    const app = appWith(renderer);
    await app.request('/university?lng=es');
    await app.request('/university?lng=de');
    const firstTitle = (render?: RenderPageInput) =>
      (render?.queries[0]?.data as UniversityCatalog | undefined)?.playlists[0]?.title;
    const [spanish, german] = renders;
    expect(spanish?.queries[0]?.queryKey).toEqual(PAGE_QUERY_KEYS.university('es'));
    expect(firstTitle(spanish)).toBe('Primeros pasos');
    expect(german?.queries[0]?.queryKey).toEqual(PAGE_QUERY_KEYS.university('de'));
    expect(firstTitle(german)).toBe('Erste Schritte');
  });

  it('renders /blog with the posts in the page language, its category and page from the URL, nothing else', async () => {
    const { renderer, renders } = recordingRenderer();
    const app = appWith(renderer);
    await app.request('/blog?category=reviews&page=1&utm_source=x&lng=de');
    await app.request('/blog?category=nonsense&page=abc');
    expect(renders.map((render) => render.url)).toEqual([
      'http://localhost:3000/blog?category=reviews&lng=de',
      'http://localhost:3000/blog',
    ]);
    const [reviews, all] = renders.map((render) => render.queries[0]!);
    expect(reviews?.queryKey).toEqual(blogListQueryKey('de', { category: 'reviews', page: 1 }));
    expect((reviews!.data as BlogPostList).posts.map((post) => post.slug)).toEqual([
      'get-more-google-reviews',
      'replying-to-negative-reviews',
    ]);
    expect(all?.queryKey).toEqual(blogListQueryKey('en', { category: null, page: 1 }));
    expect((all!.data as BlogPostList).total).toBe(8);
  });

  it('renders /blog/{slug} with the post in the page language, or with null for a post that is not public', async () => {
    const { renderer, renders } = recordingRenderer();
    const app = appWith(renderer);
    await app.request('/blog/after-hours-booking?lng=es');
    await app.request('/blog/no-such-post');
    await app.request('/blog/Bad%20Slug');
    const [found, unknown, malformed] = renders.map((render) => render.queries[0]!);
    expect(found?.queryKey).toEqual(blogPostQueryKey('es', 'after-hours-booking'));
    expect((found!.data as BlogPostPage).post.language).toBe('es');
    expect(unknown).toEqual({ queryKey: blogPostQueryKey('en', 'no-such-post'), data: null });
    expect(malformed).toEqual({ queryKey: blogPostQueryKey('en', 'Bad Slug'), data: null });
  });

  it('renders /projects with the case studies of the industry and page in the URL, nothing else', async () => {
    const { renderer, renders } = recordingRenderer();
    const app = appWith(renderer);
    await app.request('/projects?industry=hvac&page=1&utm_source=x&lng=fr');
    await app.request('/projects?industry=astrology&page=abc');
    expect(renders.map((render) => render.url)).toEqual([
      'http://localhost:3000/projects?industry=hvac&lng=fr',
      'http://localhost:3000/projects',
    ]);
    const [hvac, all] = renders.map((render) => render.queries[0]!);
    expect(hvac?.queryKey).toEqual(projectListQueryKey({ industry: 'hvac', page: 1 }));
    expect((hvac!.data as ProjectList).projects.map((project) => project.slug)).toEqual(['hvac-contractor-heat-wave']);
    expect(all?.queryKey).toEqual(projectListQueryKey({ industry: null, page: 1 }));
    expect((all!.data as ProjectList).total).toBe(7);
  });

  it('renders /projects/{slug} with the case study, or with null for one that is not public', async () => {
    const { renderer, renders } = recordingRenderer();
    const app = appWith(renderer);
    await app.request('/projects/dental-practice-new-patients-cancellations');
    await app.request('/projects/no-such-case-study');
    await app.request('/projects/Bad%20Slug');
    const [found, unknown, malformed] = renders.map((render) => render.queries[0]!);
    expect(found?.queryKey).toEqual(projectQueryKey('dental-practice-new-patients-cancellations'));
    expect((found!.data as ProjectPage).project.industry).toBe('dental-practice');
    expect(unknown).toEqual({ queryKey: projectQueryKey('no-such-case-study'), data: null });
    expect(malformed).toEqual({ queryKey: projectQueryKey('Bad Slug'), data: null });
  });

  it("passes the renderer's 404 on", async () => {
    const { renderer } = recordingRenderer();
    const response = await appWith(renderer).request('/missing');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<p>en|http://localhost:3000/missing|');
  });

  it('leaves browser-rendered paths and files to the shell and the static files', async () => {
    const { renderer, renders } = recordingRenderer();
    const app = appWith(renderer);
    const shell = await app.request('/private/area');
    expect(await shell.text()).toBe(TEMPLATE);
    const file = await app.request('/favicon.svg');
    expect(file.headers.get('content-type')).toContain('image/svg+xml');
    expect(renders).toHaveLength(0);
  });

  it('sends the security headers with pages and with hashed assets', async () => {
    const { renderer } = recordingRenderer();
    const app = appWith(renderer);
    const page = await app.request('/');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const asset = await app.request('/assets/app-0123abcd.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(asset.headers.get('x-frame-options')).toBe('DENY');
  });

  it('serves the browser-rendered shell when a render fails, and logs why', async () => {
    const { renderer } = recordingRenderer(true);
    const logger = createCapturingLogger();
    const response = await createApp({ ...server().deps, logger, webDist, renderer }).request('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(TEMPLATE);
    const failure = logger.lines.find((line) => line.level === 'error');
    expect(failure?.msg).toContain('server render failed');
    expect(failure?.fields).toMatchObject({ path: '/' });
  });
});
