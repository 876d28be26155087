import type { Browser, BrowserContextOptions } from '@playwright/test';
import { SITE_LANGUAGE_CODES } from '@receptiva/shared';
import { text } from './support/catalogs';
import { expect, test } from './support/fixtures';

/** What a crawler or a visitor without JavaScript gets: the server's HTML only. */
async function withoutJavaScript(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

const heroTitle = (language: string) =>
  `${text(language, 'home', 'hero.titleLead')} ${text(language, 'home', 'hero.titleHighlight')}`;

test.describe('server-rendered public pages (decision 008), without JavaScript', () => {
  test('the home page shows its content, title, description, alternates and JSON-LD', async ({ browser }) => {
    const { page, close } = await withoutJavaScript(browser, { locale: 'en-US' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('en'));
    for (const id of ['features', 'industries', 'calculator', 'pricing', 'bookdemo', 'book-demo', 'about']) {
      await expect(page.locator(`[id="${id}"]`), id).toHaveCount(1);
    }
    await expect(page.getByText('$6,497').first()).toBeVisible();
    await expect(page).toHaveTitle(/AI Receptionist/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /24\/7/);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(SITE_LANGUAGE_CODES.length + 1);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((json) => (JSON.parse(json) as { '@type': string })['@type']).sort();
    expect(types).toEqual(['Organization', 'Product']);
    await close();
  });

  test('the language comes from ?lng, then the i18next cookie, then Accept-Language', async ({ browser, baseURL }) => {
    const byQuery = await withoutJavaScript(browser, { locale: 'fr-FR' });
    await byQuery.page.goto('/?lng=de');
    await expect(byQuery.page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(byQuery.page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('de'));
    await expect(byQuery.page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/\?lng=de$/);
    await byQuery.close();

    const byCookie = await withoutJavaScript(browser, { locale: 'fr-FR' });
    await byCookie.page.context().addCookies([{ name: 'i18next', value: 'ja', url: baseURL ?? '' }]);
    await byCookie.page.goto('/');
    await expect(byCookie.page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('ja'));
    await byCookie.close();

    const byHeader = await withoutJavaScript(browser, { locale: 'fr-FR' });
    await byHeader.page.goto('/');
    await expect(byHeader.page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(byHeader.page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('fr'));
    await byHeader.close();

    const rtl = await withoutJavaScript(browser);
    await rtl.page.goto('/?lng=ar');
    await expect(rtl.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(rtl.page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('ar'));
    await rtl.close();
  });

  test('other public pages are rendered too, /auth included; the dashboard is left to the browser', async ({
    request,
  }) => {
    for (const path of ['/pricing', '/marketplace', '/legal', '/agents', '/auth', '/success', '/follow-up']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('id="receptiva-state"');
      expect(html, path).toMatch(/<h1[\s>]/);
    }
    for (const path of ['/dashboard', '/admin']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('id="receptiva-state"');
      expect(html, path).toContain('<div id="root"></div>');
    }
  });

  test('/agents shows the demo agents themselves, not a loading state', async ({ browser }) => {
    const { page, close } = await withoutJavaScript(browser);
    await page.goto('/agents');
    const cards = page.getByRole('list', { name: text('en', 'voice', 'agents.listLabel') }).getByRole('article');
    await expect(cards.filter({ hasText: 'HVAC' })).toHaveCount(1);
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    await close();
  });

  test('/marketplace shows the services as a visitor sees them, without prices', async ({ browser }) => {
    const { page, close } = await withoutJavaScript(browser);
    await page.goto('/marketplace');
    const main = page.getByRole('main');
    await expect(main.getByText('After-Hours AI Receptionist')).toBeVisible();
    await expect(main.getByText('Website Chat Agent')).toBeVisible();
    await expect(main.getByText('$')).toHaveCount(0);
    await close();
  });
});

test.describe('hydration', () => {
  test('public pages hydrate without a mismatch, in every kind of language', async ({ page }) => {
    // The console guard fails the test on React's hydration errors (they are console errors).
    for (const url of [
      '/',
      '/?lng=de',
      '/?lng=ar',
      '/?lng=ja',
      '/pricing?lng=he',
      '/marketplace?lng=fa',
      '/legal',
      '/auth?lng=he',
      '/success?lng=ko',
    ]) {
      await page.goto(url);
      await expect(page.locator('html[data-app-ready]'), url).toBeAttached();
    }
  });

  test('a language chosen in the page is the language the server renders next', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await page
      .getByRole('button', { name: /Language/ })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('de'));

    const response = await page.request.get('/pricing');
    expect(response.headers()['content-language']).toBe('de');
    await page.goto('/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test.describe('hydrating only what is needed (decision 008)', () => {
  /** A page without the fixture's scroll through every section: what a visitor gets on arrival. */
  async function arrive(browser: Browser) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    return { page, close: () => context.close() };
  }

  test('the scripts start after the first paint, not from the HTML', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/<script defer src="\/start-after-paint\.js" data-entry="\/assets\/[^"]+\.js"/);
  });

  test('a section far below keeps its server HTML until the visitor nears it, then hydrates', async ({ browser }) => {
    const { page, close } = await arrive(browser);
    const last = page.locator('[data-section]').last();
    await expect(last.getByRole('heading', { level: 2 })).toBeAttached();
    await page.waitForTimeout(500);
    await expect(last).not.toHaveAttribute('data-section-ready');

    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-section-ready', 'true');
    await close();
  });

  test('a press in a section that has not hydrated yet still works', async ({ browser }) => {
    const { page, close } = await arrive(browser);
    const calculator = page.locator('[data-section]').filter({ has: page.locator('#calculator') });
    await expect(calculator).not.toHaveAttribute('data-section-ready');
    // Jump there without the half-screen head start a scrolling visitor gives it, then press at once.
    await page.evaluate(() => document.getElementById('calculator')?.scrollIntoView({ behavior: 'instant' }));
    await calculator.getByRole('button', { name: text('en', 'roi', 'calculate') }).click();
    await expect(calculator.getByText(text('en', 'roi', 'results.totalSavings'))).toBeVisible();
    await close();
  });
});
