import type { Page } from '@playwright/test';
import { text } from './support/catalogs';
import { expect, test } from './support/fixtures';
import { quietHomePage } from './support/home-page';

const calculator = (page: Page) => page.locator('#calculator');
const results = (page: Page, language = 'en') =>
  calculator(page).getByRole('region', { name: text(language, 'roi', 'results.title') });
const input = (page: Page, name: string | RegExp) => calculator(page).getByRole('spinbutton', { name });
const calculate = (page: Page, language = 'en') =>
  calculator(page)
    .getByRole('button', { name: text(language, 'roi', 'calculate') })
    .click();

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value shown under a result's label (a dt and its first dd), spaces of any kind removed. */
async function resultValue(page: Page, label: string, language = 'en'): Promise<string> {
  const term = results(page, language)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) });
  if ((await term.count()) !== 1) return `no single result "${label}"`;
  const value = term.locator('xpath=following-sibling::dd[1]');
  return ((await value.textContent()) ?? '').replace(/\s/g, '');
}

async function expectResults(page: Page, expected: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(expected)) {
    await expect.poll(() => resultValue(page, label), { message: label }).toBe(value);
  }
}

const DEFAULT_RESULTS = {
  'Revenue recovered from missed calls': '$13,500',
  'Staff time savings': '$1,350',
  'Total monthly value': '$14,850',
  'Net ROI': '$14,353',
  'Return on investment': '2,888%',
};

test.beforeEach(async ({ page }) => {
  await quietHomePage(page);
});

test('results stay hidden until Calculate ROI; the defaults give the spec figures, then results follow the inputs', async ({
  page,
}) => {
  await page.goto('/');
  await expect(input(page, 'Calls per day')).toHaveValue('20');
  await expect(input(page, 'Average sale value ($)')).toHaveValue('500');
  await expect(input(page, 'Conversion rate (%)')).toHaveValue('15');
  await expect(input(page, 'Staff hourly wage ($)')).toHaveValue('15');
  await expect(results(page).getByText(text('en', 'roi', 'results.placeholder'))).toBeVisible();
  await expect(results(page).getByRole('term')).toHaveCount(0);

  // Typing alone does not reveal anything before the first press.
  await input(page, 'Calls per day').fill('21');
  await expect(results(page).getByRole('term')).toHaveCount(0);
  await input(page, 'Calls per day').fill('20');

  await calculate(page);
  await expectResults(page, DEFAULT_RESULTS);
  await expect.poll(() => resultValue(page, 'Hours saved per month')).toBe('90');

  // Live from now on: 30 calls a day → 9 missed calls → 9 × 500 × 15% × 30 = 20,250.
  await input(page, 'Calls per day').fill('30');
  await expectResults(page, {
    'Revenue recovered from missed calls': '$20,250',
    'Total monthly value': '$21,600',
    'Net ROI': '$21,103',
    'Return on investment': '4,246%',
  });
  await input(page, 'Staff hourly wage ($)').fill('20');
  await expectResults(page, { 'Staff time savings': '$1,800', 'Total monthly value': '$22,050' });
});

test('empty, negative and non-numeric inputs show a message, never NaN', async ({ page }) => {
  await page.goto('/');
  await calculate(page);
  await expectResults(page, { 'Net ROI': '$14,353' });
  const calls = input(page, 'Calls per day');
  const invalidNote = results(page).getByText(text('en', 'roi', 'results.invalid'));

  await calls.fill('');
  await expect(calls).toHaveAccessibleDescription(/^Enter a number\./);
  await expect(calls).toHaveAttribute('aria-invalid', 'true');
  await expect(invalidNote).toBeVisible();
  await expect(results(page).getByRole('term')).toHaveCount(0);

  await calls.fill('-5');
  await expect(calls).toHaveAccessibleDescription(/^Enter 0 or more\./);
  await expect(invalidNote).toBeVisible();

  // What a person can type into a number field that is not a number: the browser reports it as empty or unreadable.
  await calls.fill('');
  await calls.pressSequentially('abc1e');
  await expect(calls).toHaveAttribute('aria-invalid', 'true');
  await expect(calls).toHaveAccessibleDescription(/^Enter a number/);
  await expect(invalidNote).toBeVisible();

  const wage = input(page, 'Staff hourly wage ($)');
  await wage.fill('1e999');
  await expect(wage).toHaveAttribute('aria-invalid', 'true');
  await expect(calculator(page)).not.toContainText('NaN');
  await expect(calculator(page)).not.toContainText('Infinity');
  await expect(calculator(page)).not.toContainText('∞');

  await calls.fill('20');
  await wage.fill('15');
  await expectResults(page, DEFAULT_RESULTS);
  await expect(invalidNote).toBeHidden();
});

test.describe('currency symbol by language', () => {
  for (const [language, symbol] of [
    ['fr', /€/],
    // Japanese typesetting uses the full-width yen sign (U+FFE5); either width is the yen.
    ['ja', /[¥￥]/],
    ['ko', /₩/],
    ['hi', /₹/],
  ] as const) {
    test(`${language}: ${symbol.source}`, async ({ page }) => {
      await page.goto(`/?lng=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await calculate(page, language);
      const netLabel = text(language, 'roi', 'results.netRoi');
      await expect.poll(() => resultValue(page, netLabel, language)).toMatch(symbol);
      const net = await resultValue(page, netLabel, language);
      expect(net.replace(/\D/g, '')).toBe('14353');
      expect(net).not.toContain('$');
      // The money inputs are labelled with the same symbol.
      const labelStart = text(language, 'roi', 'fields.avgSaleValue.label').split('{{currency}}')[0]!;
      const saleValue = calculator(page).getByRole('spinbutton', { name: new RegExp(`^${escapeRegExp(labelStart)}`) });
      await expect(saleValue).toHaveAccessibleName(symbol);
      await expect(calculator(page)).not.toContainText('NaN');
    });
  }
});
