import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/auth-page';
import { expect, test } from './support/fixtures';
import { openSiteMenu } from './support/site-menu';
import { at } from './support/urls';

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Try AI Live, Book Demo from another page, and the Menu with keyboard focus kept inside', async ({ page }) => {
    await page.goto('/pricing');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Try AI Live' })).toHaveAttribute('href', '/agents');
    await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeHidden();

    const trigger = banner.getByRole('button', { name: 'Menu', exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await banner.getByRole('link', { name: 'Book Demo' }).click();
    await expect(page).toHaveURL(at('/'));
    await expect(page.locator('#bookdemo')).toBeInViewport();
  });

  test('a feature entry of the Menu scrolls to the features of the home page', async ({ page }) => {
    await page.goto('/pricing');
    const menu = await openSiteMenu(page);
    await menu.getByRole('link', { name: 'AI voice agents' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(at('/'));
    await expect(page.locator('#features')).toBeInViewport();
  });

  test('a member finds the dashboard and the onboarding call in the Menu', async ({ page }) => {
    await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
    const menu = await openSiteMenu(page);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(menu.getByRole('link', { name: 'Schedule onboarding' })).toHaveAttribute(
      'href',
      '/schedule-onboarding',
    );
    await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('the footer has the contact details, the social links and the cookie settings', async ({ page }) => {
    await page.goto('/pricing');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /^support@/ })).toHaveAttribute('href', /^mailto:/);
    const whatsapp = footer.getByRole('link', { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    // Until the visitor chooses, the consent banner is open anyway; afterwards the footer brings it back.
    const consent = page.getByRole('region', { name: 'Your privacy, your choice' });
    await consent.getByRole('button', { name: 'Necessary only' }).click();
    await expect(consent).toBeHidden();
    await footer.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(consent).toBeVisible();
  });
});

test.describe('phone header', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('an icon link to sign in, and the drawer from the inline end with focus handling', async ({ page }) => {
    await page.goto('/pricing');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');

    const trigger = banner.getByRole('button', { name: 'Open menu' });
    await trigger.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // It slides in from the right edge (waiting for the slide to finish).
    await expect
      .poll(async () => drawer.boundingBox().then((box) => Math.round((box?.x ?? 0) + (box?.width ?? 0))))
      .toBe(390);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();

    // Right-to-left: the drawer comes from the left.
    await page.goto('/pricing?lng=he');
    await page.getByRole('banner').locator('button[aria-haspopup="dialog"]').last().click();
    await expect
      .poll(async () =>
        page
          .getByRole('dialog')
          .boundingBox()
          .then((box) => Math.round(box?.x ?? -1)),
      )
      .toBe(0);
  });

  test('a signed-in user gets the setup wizard in the drawer', async ({ page }) => {
    await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
    const drawer = await openSiteMenu(page);
    await drawer.getByRole('link', { name: 'Account setup' }).click();
    await expect(page).toHaveURL(at('/setup'));
    await expect(drawer).toBeHidden();
  });
});
