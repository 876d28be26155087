import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/auth-page';
import { expect, test } from './support/fixtures';

const servicesList = (page: Page) => page.getByRole('list', { name: 'Services' });
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test('/marketplace in German shows German service titles, server-rendered, and searches in German', async ({
  page,
}) => {
  const html = await (await page.request.get('/marketplace?lng=de')).text();
  expect(html).toContain('Bewertungs-Booster');
  expect(html).not.toContain('Review Booster');

  await page.goto('/marketplace?lng=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Marktplatz' })).toBeVisible();
  const booster = card(page, 'Bewertungs-Booster');
  await expect(booster).toBeVisible();
  await expect(booster.getByText('Bewertungs-Booster')).toHaveAttribute('lang', 'de');
  await expect(booster.getByText('Monatlicher Reputationsbericht')).toBeVisible();
  await expect(card(page, 'KI-Rezeption nach Geschäftsschluss')).toBeVisible();
  await expect(card(page, 'Review Booster')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Services durchsuchen' }).fill('google bewertung');
  await expect(servicesList(page).getByRole('article')).toHaveCount(1);
  await expect(card(page, 'Bewertungs-Booster')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Services durchsuchen' }).fill('review booster');
  await expect(page.getByText('Kein Service passt zu Ihren Filtern.')).toBeVisible();
});

test('/marketplace in Persian reads right to left with Persian service titles', async ({ page }) => {
  await page.goto('/marketplace?lng=fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const booster = card(page, 'تقویت‌کنندهٔ نظرات');
  await expect(booster).toBeVisible();
  await expect(booster.getByText('تقویت‌کنندهٔ نظرات')).toHaveAttribute('lang', 'fa');
});

test('a member’s cart and checkout show the services in German', async ({ page }) => {
  await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
  await page.goto('/marketplace?lng=de');
  await card(page, 'Bewertungs-Booster')
    .getByRole('button', { name: /^In den Warenkorb/ })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Ihr Warenkorb' });
  await expect(drawer.getByText('Bewertungs-Booster', { exact: true })).toBeVisible();
  await expect(drawer.getByText('Bewertungs-Booster', { exact: true })).toHaveAttribute('lang', 'de');
  await drawer.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page.getByRole('main').getByText('Bewertungs-Booster', { exact: true })).toBeVisible();
});
