import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { authForm, expectMode, field, modeSwitch, signIn } from './support/auth-page';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { text } from './support/catalogs';
import { expect, test } from './support/fixtures';
import { at } from './support/urls';

const html = (page: Page) => page.locator('html');

test.describe('languages', () => {
  test.use({ locale: 'en-US' });

  test('?lng=fr renders the page in French', async ({ page }) => {
    const heading = text('fr', 'auth', 'headings.signIn');
    expect(heading).not.toBe(text('en', 'auth', 'headings.signIn'));
    await page.goto('/auth?lng=fr');
    await expect(html(page)).toHaveAttribute('lang', 'fr');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    await expect(authForm(page)).toHaveAccessibleName(heading);
    await expect(page.getByRole('group', { name: text('fr', 'auth', 'modes.label') })).toBeVisible();
    await expect(page.getByRole('button', { name: /Français/ })).toBeVisible();
  });

  test('?lng=ar (and he, fa) turns the page right-to-left', async ({ page }) => {
    for (const language of ['ar', 'he', 'fa']) {
      await page.goto(`/auth?lng=${language}`);
      await expect(html(page)).toHaveAttribute('lang', language);
      await expect(html(page)).toHaveAttribute('dir', 'rtl');
      await expect(authForm(page)).toHaveAccessibleName(text(language, 'auth', 'headings.signIn'));
      // An e-mail address or a password is written left to right, lined up with the labels at the right.
      for (const type of ['email', 'password']) {
        const input = authForm(page).locator(`input[type="${type}"]`);
        await expect(input).toHaveAttribute('dir', 'ltr');
        await expect(input).toHaveCSS('text-align', 'right');
      }
    }
  });

  test('an injection attempt in ?lng falls back to English', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/auth?lng=${encodeURIComponent('<script>alert(1)</script>')}`);
    await expectMode(page, 'signIn');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).not.toMatch(/script/i);
    expect(dialogs).toEqual([]);
  });

  test('the language picker switches the language, and the choice survives a reload', async ({ page }) => {
    await page.goto('/auth');
    await expectMode(page, 'signIn');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /English/ })
      .click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    const german = text('de', 'auth', 'headings.signIn');
    await expect(html(page)).toHaveAttribute('lang', 'de');
    await expect(authForm(page)).toHaveAccessibleName(german);
    await expect(page.getByRole('button', { name: /Deutsch/ })).toBeVisible();

    await page.reload();
    await expect(html(page)).toHaveAttribute('lang', 'de');
    await expect(authForm(page)).toHaveAccessibleName(german);
    await expect(page.getByRole('button', { name: /Deutsch/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
  });
});

test.describe('accessibility (axe: no serious or critical violations)', () => {
  test('home page', async ({ browser, baseURL }) => {
    const { page, close } = await axePage(browser, { baseURL });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Book Demo' })).toBeVisible();
    await expectNoSeriousViolations(page, '/');
    await close();
  });

  test('/auth in each mode', async ({ browser, baseURL }) => {
    const { page, close } = await axePage(browser, { baseURL });
    await page.goto('/auth');
    await expectMode(page, 'signIn');
    await expect(page.getByRole('region', { name: 'Need help?' })).toBeVisible();
    await expectNoSeriousViolations(page, '/auth (sign in)');

    await modeSwitch(page, 'Sign Up').click();
    await expectMode(page, 'signUp');
    await expectNoSeriousViolations(page, '/auth (sign up)');

    await modeSwitch(page, 'Sign In').click();
    await authForm(page).getByRole('button', { name: 'Forgot Password?' }).click();
    await expectMode(page, 'reset');
    // With a message shown, too.
    await authForm(page).getByRole('button', { name: 'Send reset link' }).click();
    await expect(authForm(page).getByText('Please enter your email address')).toBeVisible();
    await expectNoSeriousViolations(page, '/auth (reset)');

    await page.goto('/auth?reset=true&token=not-checked-until-submit');
    await expectMode(page, 'newPassword');
    await expectNoSeriousViolations(page, '/auth (new password)');
    await close();
  });

  test('404 page', async ({ browser, baseURL }) => {
    const { page, close } = await axePage(browser, { baseURL, allow: [/\/nope .*status of 404/] });
    await page.goto('/nope');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the 404 page');
    await close();
  });

  test('dashboard, signed in', async ({ browser, baseURL }) => {
    const { page, close } = await axePage(browser, { baseURL });
    await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Olivia' })).toBeVisible();
    await expectNoSeriousViolations(page, '/dashboard');
    await close();
  });
});

test('the sign-in form can be filled and submitted with the keyboard alone', async ({ page }) => {
  await page.goto('/auth');
  await expectMode(page, 'signIn');
  const email = field(page, 'Email');
  // Tab from the top of the page (skip link, header, mode switch) until the e-mail field has focus.
  for (let presses = 0; presses < 15 && !(await email.evaluate((el) => el === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  await page.keyboard.type(DEMO.owner);
  await page.keyboard.press('Tab');
  await expect(field(page, 'Password')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(at('/dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Olivia' })).toBeVisible();
});
