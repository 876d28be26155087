import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ensureAdmin } from './support/accounts';
import { signIn } from './support/auth-page';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// Issue 17, settings: an admin changes the phone number and the footer shows it on the next page load (server-rendered
// and in the browser) without a restart; an address that is not https is explained in the page's language and
// changes nothing.

const NEW_PHONE = '+1 (555) 246-8100';
const footerPhone = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: /\(555\)/ });

test('an admin changes the phone number and the footer shows it on the next page load; a bad URL changes nothing', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  await ensureAdmin(request, baseURL!);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin');
  const original = (await (await page.request.get('/api/admin/settings')).json()) as Record<string, unknown>;
  try {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/settings');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(NEW_PHONE);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved. Visitors see them on their next page load.')).toBeVisible();

    // The next load of a public page: its server-rendered HTML and the page in the browser.
    expect(await (await request.get('/')).text()).toContain(NEW_PHONE);
    await page.goto('/');
    await expect(footerPhone(page)).toHaveText(NEW_PHONE);

    await page.goto('/admin/settings?lng=de');
    const crm = page.getByRole('textbox', { name: 'CRM-Anmelde-URL' });
    await crm.fill('http://crm.example.com');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByText('Geben Sie eine vollständige Adresse mit https:// ein.')).toBeVisible();
    await expect(crm).toHaveAttribute('aria-invalid', 'true');
    const after = (await (await page.request.get('/api/admin/settings')).json()) as Record<string, unknown>;
    expect(after).toEqual({ ...original, supportPhone: NEW_PHONE });
  } finally {
    // Other specs read the seeded phone number.
    await page.request.patch('/api/admin/settings', {
      headers: { origin: baseURL! },
      data: { supportPhone: original.supportPhone, crmUrl: original.crmUrl },
    });
  }
});
