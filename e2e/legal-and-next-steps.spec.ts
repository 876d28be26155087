import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/auth-page';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { text } from './support/catalogs';
import { expect, test } from './support/fixtures';

const SECTIONS = ['terms', 'payment', 'refunds', 'privacy', 'cookies', 'arbitration', 'contact'] as const;

/** What a crawler or a visitor without JavaScript gets: the server's HTML only. */
async function withoutJavaScript(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

/**
 * The section starts at the top of the viewport, below the sticky header (the page's scroll-padding-top of 5rem),
 * or the page is scrolled to its end (nothing below is tall enough to bring the section higher).
 */
async function expectScrolledTo(page: Page, id: string) {
  const section = page.locator(`[id="${id}"]`);
  await expect(section).toBeInViewport();
  await expect
    .poll(() =>
      section.evaluate((element) => {
        const top = Math.round(element.getBoundingClientRect().top);
        const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        return (top >= 70 && top <= 90) || (atEnd && top >= 0) ? 'at the section' : `top at ${top}px`;
      }),
    )
    .toBe('at the section');
}

const heading = (page: Page, level: number, name: string): Locator => page.getByRole('heading', { level, name });

test.describe('/legal', () => {
  test('each deep link lands on its section once the page has hydrated', async ({ browser, baseURL }) => {
    for (const id of SECTIONS) {
      // A fresh tab each time, as a visitor arriving from a link.
      const { page, close } = await axePage(browser, { baseURL });
      await page.goto(`/legal#${id}`);
      await expectScrolledTo(page, id);
      await close();
    }
  });

  test('a deep link lands on its section in the server HTML alone (no JavaScript)', async ({ browser, baseURL }) => {
    const { page, close } = await withoutJavaScript(browser, { baseURL });
    for (const id of ['payment', 'arbitration', 'contact']) {
      await page.goto(`/legal#${id}`);
      await expectScrolledTo(page, id);
      await page.goto('about:blank');
    }
    await close();
  });

  test('the consent dialog opens the terms in a new tab, at the section', async ({ page, context }) => {
    await page.goto('/pricing');
    await page.locator('#pricing').getByRole('button', { name: 'Become a Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review and accept the membership terms' });
    for (const [name, id] of [
      ['Payment Policy', 'payment'],
      ['Privacy Policy', 'privacy'],
    ] as const) {
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        dialog.getByRole('link', { name: new RegExp(`^${name}`) }).click(),
      ]);
      await expect(tab).toHaveURL(new RegExp(`/legal#${id}$`));
      await expect(tab.locator('html[data-app-ready]')).toBeAttached();
      await expectScrolledTo(tab, id);
      await tab.close();
    }
    // The dialog is still open in the first tab.
    await expect(dialog).toBeVisible();
  });

  test('the table of contents takes the visitor to each section', async ({ page }) => {
    await page.goto('/legal');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(heading(page, 1, 'Legal policies')).toBeVisible();
    await expect(page.getByText('Last Updated: January 2025 | Document Version 2.1', { exact: true })).toBeVisible();
    for (const [name, id] of [
      ['Arbitration agreement', 'arbitration'],
      ['Cancellation and refunds', 'refunds'],
      ['Cookies, storage and third parties', 'cookies'],
    ] as const) {
      await contents.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/legal#${id}$`));
      await expectScrolledTo(page, id);
    }
  });

  test('names every cookie the site has set, and its button reopens the cookie settings', async ({ page, context }) => {
    await page.goto('/?am_id=partner-7');
    await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
    await page.goto('/legal?lng=en');
    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookies).toEqual(expect.arrayContaining(['receptiva.session_token', 'i18next', 'am_id']));
    const listed = page.getByTestId('first-party-storage');
    for (const name of cookies) await expect(listed.getByText(name, { exact: true }), name).toBeVisible();

    const banner = page.getByRole('region', { name: 'Your privacy, your choice' });
    await banner.getByRole('button', { name: 'Necessary only' }).click();
    await expect(banner).toBeHidden();
    await page.getByRole('button', { name: 'Change cookie settings' }).click();
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('switch', { name: /Marketing/ })).toBeVisible();
  });

  test('prints the text without the site around it', async ({ page }) => {
    await page.goto('/legal#privacy');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    for (const id of SECTIONS) await expect(page.locator(`[id="${id}"]`)).toBeVisible();
  });

  test('other languages translate headings and navigation and say the English text is binding', async ({ page }) => {
    await page.goto('/legal?lng=ja');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/legal\?lng=ja$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/legal$/);
    await expect(heading(page, 1, text('ja', 'legal', 'title'))).toBeVisible();
    await expect(page.getByRole('navigation', { name: text('ja', 'legal', 'contentsLabel') })).toBeVisible();
    await expect(heading(page, 2, text('ja', 'legal', 'sections.payment'))).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(text('ja', 'legal', 'bindingNotice'));
    await expect(
      page.locator('#payment [lang="en"]').filter({ hasText: 'The setup fee is non-refundable' }),
    ).toHaveCount(1);
  });
});

test.describe('/success and /follow-up', () => {
  test('show the next steps, server-rendered in the visitor language', async ({ browser, baseURL }) => {
    const { page, close } = await withoutJavaScript(browser, { baseURL, locale: 'es-ES' });
    for (const [path, key] of [
      ['/success', 'success.title'],
      ['/follow-up', 'followUp.title'],
    ] as const) {
      await page.goto(path);
      await expect(heading(page, 1, text('es', 'next-steps', key))).toBeVisible();
      const steps = page.getByRole('list', { name: text('es', 'next-steps', 'listLabel') });
      await expect(
        steps.getByRole('link', { name: text('es', 'next-steps', 'steps.onboarding.action') }),
      ).toHaveAttribute('href', '/schedule-onboarding');
      await expect(
        steps.getByRole('link', { name: text('es', 'next-steps', 'steps.playlist.action') }),
      ).toHaveAttribute('href', '/university');
      await expect(
        steps.getByRole('link', { name: text('es', 'next-steps', 'steps.dashboard.action') }),
      ).toHaveAttribute('href', '/dashboard');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
    await close();
  });

  test('the dashboard step opens the dashboard for a signed-in member', async ({ page }) => {
    await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
    await page.goto('/success');
    await page.getByRole('link', { name: 'Open the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('/auth, server-rendered', () => {
  test('the sign-in form is in the server HTML, in the visitor language, and stays out of search', async ({
    browser,
    baseURL,
    request,
  }) => {
    const { page, close } = await withoutJavaScript(browser, { baseURL, locale: 'de-DE' });
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(heading(page, 1, text('de', 'auth', 'headings.signIn'))).toBeVisible();
    await expect(page.getByRole('textbox', { name: text('de', 'auth', 'fields.email') })).toBeVisible();
    await expect(page.getByLabel(text('de', 'auth', 'fields.password'), { exact: true })).toBeVisible();
    // A press before the app has started must not send the form natively (the password would land in the URL).
    await expect(page.locator('form button[type="submit"]')).toBeDisabled();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await close();

    const html = await (await request.get('/auth?lng=fr')).text();
    expect(html).toContain('id="receptiva-state"');
    expect(html).toContain(text('fr', 'auth', 'headings.signIn'));
  });

  test('reads ?mode=signup and ?email= once hydrated, without a mismatch', async ({ page }) => {
    // The console guard fails the test on React's hydration errors.
    await page.goto('/auth?mode=signup&email=ann%40example.com&lng=en');
    await expect(heading(page, 1, 'Create your account')).toBeVisible();
    await expect(page.getByRole('form').getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
      'ann@example.com',
    );
    await expect(page.getByRole('form').getByRole('button', { name: 'Sign Up', exact: true })).toBeEnabled();
  });
});

test('/legal, /success, /follow-up and /auth are axe-clean, left to right and right to left', async ({
  browser,
  baseURL,
}) => {
  const { page, close } = await axePage(browser, { baseURL });
  for (const url of ['/legal', '/legal?lng=ar', '/success', '/follow-up?lng=he', '/auth', '/auth?lng=fa']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, url);
  }
  await close();
});
