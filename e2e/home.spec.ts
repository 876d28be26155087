import type { Browser, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/auth-page';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { text } from './support/catalogs';
import { expect, test } from './support/fixtures';
import { consentBanner, expectScrolledTo, quietHomePage, skipBookingPopup } from './support/home-page';
import { openSiteMenu } from './support/site-menu';
import { at } from './support/urls';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const ANCHORS = ['features', 'industries', 'calculator', 'pricing', 'bookdemo', 'about', 'book-demo'];

const heroTitle = (language: string) =>
  `${text(language, 'home', 'hero.titleLead')} ${text(language, 'home', 'hero.titleHighlight')}`;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const pricingCard = (page: Page) => page.locator('#pricing');

test.use({ viewport: DESKTOP });

test.beforeEach(async ({ page }) => {
  await quietHomePage(page);
});

test('every section anchor exists exactly once, and the hero shows the stats', async ({ page }) => {
  await page.goto('/');
  await expect(h1(page)).toHaveText(heroTitle('en'));
  for (const id of ANCHORS) await expect(page.locator(`[id="${id}"]`), `#${id}`).toHaveCount(1);
  const hero = page.getByRole('region', { name: heroTitle('en') });
  for (const stat of ['500+', '24/7', '97%']) await expect(hero.getByText(stat, { exact: true })).toBeVisible();
});

test('the pricing card shows the three prices and sends a visitor to /membership-promo', async ({ page }) => {
  await page.goto('/');
  const card = pricingCard(page);
  for (const price of ['$6,497', '$1,000', '$497/month'])
    await expect(card.getByText(price, { exact: true })).toBeVisible();
  await expect(card.getByRole('heading', { name: "What's included" })).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveCount(6);
  await expect(card.getByRole('button', { name: 'Already a Member' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Become a Member' }).click();
  await expect(page).toHaveURL(at('/membership-promo'));
});

test('the pricing card says Already a Member to the demo member', async ({ page }) => {
  await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
  await page.goto('/');
  const card = pricingCard(page);
  await expect(card.getByRole('button', { name: 'Already a Member' })).toBeDisabled();
  await expect(card.getByRole('link', { name: 'Become a Member' })).toHaveCount(0);
  await expect(card.getByText('$6,497', { exact: true })).toBeVisible();
});

test("the hero's Book Demo scrolls to the booking section", async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#book-demo')).not.toBeInViewport();
  await page.getByRole('main').getByRole('button', { name: 'Book Demo', exact: true }).click();
  await expectScrolledTo(page, '#book-demo');
  await expect(page.getByRole('form', { name: 'Book a demo' })).toBeVisible();
});

test('the floating book-a-demo button goes home from /pricing, then scrolls to the booking section', async ({
  page,
}) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Book a demo', exact: true }).click();
  await expect(page).toHaveURL(at('/'));
  await expectScrolledTo(page, '#book-demo');

  // On the home page itself it only scrolls.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('#book-demo')).not.toBeInViewport();
  await page.getByRole('button', { name: 'Book a demo', exact: true }).click();
  await expectScrolledTo(page, '#book-demo');
  await expect(page).toHaveURL(at('/'));
});

test('the floating voice button opens the dialog at its language step; Change goes back from the ready step', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Talk to our AI receptionist' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Talk to our AI receptionist');
  // The site language is preselected.
  await expect(dialog.getByRole('radio', { name: /^English/ })).toBeChecked();
  await dialog.getByText('Spanish', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: /^Spanish/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog).toHaveAccessibleName('Ready when you are');
  await expect(dialog.getByText('Spanish', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Start voice chat' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Change' }).click();

  await expect(dialog).toHaveAccessibleName('Talk to our AI receptionist');
  await expect(dialog.getByRole('radio', { name: /^Spanish/ })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test.describe('languages', () => {
  test.use({ locale: 'en-US' });

  test('?lng=de opens German, and the picker switches language without reloading the page', async ({ page }) => {
    expect(heroTitle('de')).not.toBe(heroTitle('en'));
    await page.goto('/?lng=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(h1(page)).toHaveText(heroTitle('de'));

    await page.goto('/?lng=en');
    await expect(h1(page)).toHaveText(heroTitle('en'));
    await page.evaluate(() => Object.assign(window, { e2eMarker: 'same document' }));
    await page
      .getByRole('banner')
      .getByRole('button', { name: /English/ })
      .click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect(h1(page)).toHaveText(heroTitle('de'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('#pricing').getByRole('heading', { level: 2 })).toHaveText(
      text('de', 'home', 'pricing.title'),
    );
    expect(await page.evaluate(() => (window as { e2eMarker?: string }).e2eMarker)).toBe('same document');
  });

  test('?lng=ar is right-to-left and nothing overflows sideways on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(h1(page)).toHaveText(heroTitle('ar'));
    // Bring every lazy part in (the booking form loads near the viewport), then measure the whole document.
    await page
      .getByRole('main')
      .getByRole('button', { name: text('ar', 'home', 'hero.bookDemo') })
      .click();
    await expect(page.getByRole('form', { name: text('ar', 'booking', 'form.label') })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const overflow = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
      innerWidth: window.innerWidth,
    }));
    expect(overflow.scrollWidth, 'document width at 390 px').toBeLessThanOrEqual(overflow.innerWidth + 1);
  });
});

test.describe('accessibility (axe: no serious or critical violations)', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`home page on a ${label}, with the menu and the voice dialog open`, async ({ browser, baseURL }) => {
      const { page, close } = await axePage(browser, { baseURL, viewport, hasTouch: label === 'phone' });
      // The consent banner stays: it is part of a first visit.
      await skipBookingPopup(page);
      await page.goto('/');
      await expect(h1(page)).toBeVisible();
      await page.getByRole('main').getByRole('button', { name: 'Book Demo', exact: true }).click();
      await expect(page.getByRole('form', { name: 'Book a demo' })).toBeVisible();
      await expectNoSeriousViolations(page, `/ (${label})`);
      // A person answers the banner first: on a phone it covers the floating buttons until then.
      await consentBanner(page).getByRole('button', { name: 'Necessary only' }).click();
      await expect(consentBanner(page)).toBeHidden();

      const menu = await openSiteMenu(page);
      await expectNoSeriousViolations(page, `/ with the menu open (${label})`);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();

      await page.getByRole('button', { name: 'Talk to our AI receptionist' }).click();
      await expect(page.getByRole('dialog', { name: 'Talk to our AI receptionist' })).toBeVisible();
      await expectNoSeriousViolations(page, `/ with the voice dialog open (${label})`);
      await close();
    });
  }
});

test.describe('sections fade in on scroll (a person’s browser, not an automated one)', () => {
  /** A context that does not report itself as automated, so the page turns the fade-in on. */
  async function asPerson(browser: Browser, reducedMotion: 'reduce' | 'no-preference') {
    const context = await browser.newContext({ viewport: DESKTOP, reducedMotion });
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    return { page, close: () => context.close() };
  }
  const opacityOf = (page: Page, id: string) =>
    page.evaluate((id) => Number(getComputedStyle(document.getElementById(id)!.closest('[data-reveal]')!).opacity), id);

  test('a section below the fold is hidden until it scrolls in, then fully shown', async ({ browser }) => {
    const { page, close } = await asPerson(browser, 'no-preference');
    await expect(page.locator('html')).toHaveClass(/reveal-on-scroll/);
    expect(await opacityOf(page, 'about')).toBe(0);
    await page.evaluate(() =>
      document.getElementById('about')!.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    await expect.poll(() => opacityOf(page, 'about')).toBe(1);
    await close();
  });

  test('none with prefers-reduced-motion', async ({ browser }) => {
    const { page, close } = await asPerson(browser, 'reduce');
    expect(await opacityOf(page, 'about')).toBe(1);
    await close();
  });
});
