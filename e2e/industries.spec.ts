import type { Page } from '@playwright/test';
import { BUSINESS_TYPES, type BusinessCategory } from '@receptiva/shared';
import { text } from './support/catalogs';
import { expect, test } from './support/fixtures';
import { quietHomePage } from './support/home-page';

/** Spec §4: with neither a search term nor a category, only these four categories show. */
const DEFAULT_CATEGORIES: BusinessCategory[] = [
  'Health & Wellness',
  'Financial Services',
  'Home & Property Services',
  'Professional Services',
];

const nameOf = (id: string) => text('en', 'business-types', `types.${id}.name`);
const namesIn = (categories: BusinessCategory[]) =>
  BUSINESS_TYPES.filter((type) => categories.includes(type.category))
    .map((type) => nameOf(type.id))
    .sort();

const section = (page: Page) => page.locator('#industries');
const grid = (page: Page) => section(page).getByRole('list', { name: 'Business types' });
const searchBox = (page: Page) => section(page).getByRole('searchbox', { name: 'Search business types' });
const chip = (page: Page, category: BusinessCategory) =>
  section(page).getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: category, exact: true });

/** The names on the cards, sorted. */
async function shownNames(page: Page): Promise<string[]> {
  return (await grid(page).getByRole('heading', { level: 3 }).allTextContents()).sort();
}

async function expectShown(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => shownNames(page)).toEqual([...names].sort());
}

test.beforeEach(async ({ page }) => {
  await quietHomePage(page);
  await page.goto('/');
  await section(page).scrollIntoViewIfNeeded();
});

test('with no search and no category, only the four default categories show', async ({ page }) => {
  const expected = namesIn(DEFAULT_CATEGORIES);
  await expectShown(page, expected);
  for (const name of ['Med Spa', 'Tax Preparation', 'Plumbing', 'Real Estate']) {
    await expect(grid(page).getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(grid(page).getByRole('heading', { name: 'Restaurant', exact: true })).toHaveCount(0);
  await expect(
    section(page).getByText(`Popular categories · matching business types: ${expected.length}`),
  ).toBeVisible();
  for (const category of DEFAULT_CATEGORIES)
    await expect(chip(page, category)).toHaveAttribute('aria-pressed', 'false');
});

test('a category chip shows that category only; pressing it again clears it', async ({ page }) => {
  await chip(page, 'Food & Beverage').click();
  await expect(chip(page, 'Food & Beverage')).toHaveAttribute('aria-pressed', 'true');
  await expectShown(page, namesIn(['Food & Beverage']));
  await expect(grid(page).getByRole('heading', { name: 'Restaurant', exact: true })).toBeVisible();
  await expect(grid(page).getByRole('heading', { name: 'Med Spa', exact: true })).toHaveCount(0);

  await chip(page, 'Pet & Animal Services').click();
  await expect(chip(page, 'Food & Beverage')).toHaveAttribute('aria-pressed', 'false');
  await expectShown(page, namesIn(['Pet & Animal Services']));

  await chip(page, 'Pet & Animal Services').click();
  await expectShown(page, namesIn(DEFAULT_CATEGORIES));
});

test('a search term wins over the chosen category, case-insensitively, and matches keywords', async ({ page }) => {
  await chip(page, 'Food & Beverage').click();
  await expectShown(page, namesIn(['Food & Beverage']));

  // 'botox' is only one of the Med Spa's keywords (not in any name or description).
  await searchBox(page).fill('BoToX');
  await expectShown(page, ['Med Spa']);
  await expect(section(page).getByText('Your search covers every category.')).toBeVisible();
  await expect(chip(page, 'Food & Beverage')).toHaveAttribute('aria-pressed', 'true');

  // A name from outside the default categories, in capitals.
  await searchBox(page).fill('RESTAURANT');
  await expect(grid(page).getByRole('heading', { name: 'Restaurant', exact: true })).toBeVisible();
  await expect(grid(page).getByRole('heading', { name: 'Bakery', exact: true })).toHaveCount(0);

  await searchBox(page).fill('no such business zz');
  await expect(grid(page)).toHaveCount(0);
  await expect(
    section(page).getByRole('heading', { name: 'No business type matches “no such business zz”' }),
  ).toBeVisible();
});

test('Reset clears the search and the category', async ({ page }) => {
  await chip(page, 'Automotive Services').click();
  await searchBox(page).fill('dentist');
  await expectShown(page, ['Dental Practice']);

  await section(page).getByRole('button', { name: 'Reset' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(chip(page, 'Automotive Services')).toHaveAttribute('aria-pressed', 'false');
  await expectShown(page, namesIn(DEFAULT_CATEGORIES));
});

test('the call button dials the phone number from the settings', async ({ page, request }) => {
  const settings = (await (await request.get('/api/settings/public')).json()) as { supportPhone: string };
  const digits = settings.supportPhone.replace(/[^\d+]/g, '');
  expect(digits).toMatch(/^\+?\d{7,}$/);
  const call = section(page).getByRole('link', { name: /^Call us/ });
  await expect(call).toHaveAttribute('href', `tel:${digits}`);
  await expect(call).toContainText(settings.supportPhone);
});
