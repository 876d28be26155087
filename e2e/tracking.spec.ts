import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { consentBanner, quietHomePage, skipBookingPopup } from './support/home-page';

const DAY_S = 24 * 60 * 60;

const affiliateCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'am_id');

interface AnalyticsEvent {
  name: string;
  custom: boolean;
  path: string;
  sessionId: string;
  affiliateId?: string;
}

/**
 * Every first-party analytics event the context's pages send (`POST /api/analytics/events`, usually a beacon). The
 * requests pass through unchanged; routing them is what makes Playwright keep a beacon's body.
 */
async function recordAnalytics(context: BrowserContext): Promise<AnalyticsEvent[]> {
  const events: AnalyticsEvent[] = [];
  await context.route('**/api/analytics/events', async (route) => {
    const body = route.request().postDataBuffer();
    if (route.request().method() === 'POST' && body) events.push(JSON.parse(body.toString()) as AnalyticsEvent);
    await route.continue();
  });
  return events;
}

/** Waits for the n-th (1-based) PageView of `path` and returns it. */
async function pageView(events: AnalyticsEvent[], path: string, nth = 1): Promise<AnalyticsEvent> {
  const matching = () => events.filter((event) => event.name === 'PageView' && event.path === path);
  await expect.poll(() => matching().length, { message: `PageView #${nth} of ${path}` }).toBeGreaterThanOrEqual(nth);
  return matching()[nth - 1]!;
}

/** Console warnings of the page, as text. */
function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

test.describe('affiliate id (spec §5)', () => {
  test.beforeEach(async ({ page }) => {
    await quietHomePage(page);
  });

  test('?am_id stores the am_id cookie for 30 days on path / with SameSite=Lax; a later visit uses it', async ({
    page,
    context,
  }) => {
    const events = await recordAnalytics(context);
    await page.goto('/?am_id=partner_01');
    expect((await pageView(events, '/')).affiliateId).toBe('partner_01');
    await expect.poll(async () => (await affiliateCookie(context))?.value).toBe('partner_01');
    const cookie = (await affiliateCookie(context))!;
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.httpOnly).toBe(false);
    expect(Math.abs(cookie.expires - (Date.now() / 1000 + 30 * DAY_S)), 'expires in 30 days').toBeLessThan(120);

    // Later, in another tab, without any query: the id comes from the cookie.
    const later = await context.newPage();
    await later.goto('/pricing');
    expect(later.url()).not.toContain('am_id');
    expect((await pageView(events, '/pricing')).affiliateId).toBe('partner_01');
  });

  test('?affiliate_id works too, and the value is trimmed', async ({ page, context }) => {
    await page.goto('/?affiliate_id=abc-2');
    await expect.poll(async () => (await affiliateCookie(context))?.value).toBe('abc-2');

    await page.goto(`/?affiliate_id=${encodeURIComponent('  partner_02 ')}`);
    await expect.poll(async () => (await affiliateCookie(context))?.value).toBe('partner_02');
  });

  for (const [label, value] of [
    ['a character outside letters, digits, _ and -', 'bad!id'],
    ['51 characters', 'a'.repeat(51)],
  ] as const) {
    test(`an invalid id (${label}) is logged as a warning and never stored`, async ({ page, context }) => {
      const warnings = warningsOf(page);
      const events = await recordAnalytics(context);
      await page.goto(`/?am_id=${encodeURIComponent(value)}`);
      expect((await pageView(events, '/')).affiliateId).toBeUndefined();
      await expect.poll(() => warnings.some((text) => text.includes('invalid affiliate id from am_id'))).toBe(true);
      expect(await affiliateCookie(context)).toBeUndefined();
      expect(await page.evaluate(() => document.cookie)).not.toContain('am_id');
    });
  }

  test('an invalid id does not replace a stored valid one', async ({ page, context }) => {
    const events = await recordAnalytics(context);
    await page.goto('/?am_id=partner_01');
    await expect.poll(async () => (await affiliateCookie(context))?.value).toBe('partner_01');
    await page.goto('/?am_id=bad!id');
    expect((await pageView(events, '/', 2)).affiliateId).toBe('partner_01');
    expect((await affiliateCookie(context))?.value).toBe('partner_01');
  });
});

test.describe('cookie consent', () => {
  test.beforeEach(async ({ page }) => {
    await skipBookingPopup(page);
  });

  const marketingSwitch = (page: Page) => consentBanner(page).getByRole('switch', { name: 'Marketing' });
  const cookieSettings = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });

  test("'Necessary only' hides the banner for good; 'Cookie settings' in the footer brings it back", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(consentBanner(page)).toBeVisible();
    await consentBanner(page).getByRole('button', { name: 'Necessary only' }).click();
    await expect(consentBanner(page)).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(consentBanner(page)).toBeHidden();

    await cookieSettings(page).click();
    await expect(consentBanner(page)).toBeVisible();
    await expect(marketingSwitch(page)).not.toBeChecked();
    await consentBanner(page).getByRole('button', { name: 'Close cookie settings' }).click();
    await expect(consentBanner(page)).toBeHidden();
  });

  test("'Accept all' is remembered", async ({ page }) => {
    await page.goto('/pricing');
    await consentBanner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(consentBanner(page)).toBeHidden();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(consentBanner(page)).toBeHidden();
    await cookieSettings(page).click();
    await expect(marketingSwitch(page)).toBeChecked();

    // Changing the mind from the footer sticks as well.
    await marketingSwitch(page).click();
    await consentBanner(page).getByRole('button', { name: 'Save preferences' }).click();
    await expect(consentBanner(page)).toBeHidden();
    await page.reload();
    await cookieSettings(page).click();
    await expect(marketingSwitch(page)).not.toBeChecked();
  });
});

test('every page view is recorded first-party, whatever the consent', async ({ page, context }) => {
  await skipBookingPopup(page);
  const events = await recordAnalytics(context);
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/analytics/events'),
    page.goto('/'),
  ]);
  expect(response.status()).toBe(202);
  expect(await pageView(events, '/')).toMatchObject({ name: 'PageView', custom: false, path: '/' });
  // Nobody chose yet: the banner is still open, and the first-party record does not wait for it.
  await expect(consentBanner(page)).toBeVisible();

  // A client-side navigation records its own PageView, in the same visit.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  expect((await pageView(events, '/pricing')).sessionId).toBe((await pageView(events, '/')).sessionId);
});
