import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ensureAdmin } from './support/accounts';
import { signIn } from './support/auth-page';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { at } from './support/urls';

// Issue 17, point 5: an admin creates a service with an English and a German title in /admin/services; /marketplace
// shows the German title to a German visitor and the English one in English, without a restart.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test('an admin creates a service in English and German, and the marketplace shows each language its title', async ({
  page,
  request,
  baseURL,
}) => {
  const suffix = Date.now().toString(36);
  const english = `Voicemail Transcriber ${suffix}`;
  const german = `Mailbox-Abschrift ${suffix}`;

  await ensureAdmin(request, baseURL!);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin');
  await page.goto('/admin/services');
  await expect(heading(page, 'Services')).toBeVisible();
  await expect(page.getByRole('table', { name: /^Services, \d+ in all$/ })).toBeVisible();
  await expectNoSeriousViolations(page, '/admin/services');
  await page.getByRole('link', { name: 'New service' }).click();
  await expect(heading(page, 'New service')).toBeVisible();

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(english);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Every voicemail as text in your inbox.');
  await page.getByRole('textbox', { name: 'Features', exact: true }).fill('Within a minute\nCaller name and number');
  await page.getByRole('tab', { name: /Deutsch/ }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(german);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Jede Sprachnachricht als Text.');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(`voicemail-transcriber-${suffix}`);
  await page.getByRole('textbox', { name: 'List price (US dollars)' }).fill('199.50');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Operations' });
  await expect(page.getByTestId('service-preview-member').getByRole('heading', { name: german })).toBeVisible();
  await expectNoSeriousViolations(page, '/admin/services/new');
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(heading(page, 'Edit service')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/services\/[0-9a-f-]{36}$/);

  // The public pages re-read the services within seconds of a change: no restart.
  await expect(async () => {
    await page.goto('/marketplace?lng=de');
    await expect(card(page, german)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(card(page, german).getByText(german)).toHaveAttribute('lang', 'de');
  await expect(card(page, english)).toHaveCount(0);

  await page.goto('/marketplace?lng=en');
  await expect(page).toHaveURL(at('/marketplace?lng=en'));
  await expect(card(page, english)).toBeVisible();
  await expect(card(page, german)).toHaveCount(0);
});
