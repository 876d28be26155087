import { expect, type Page } from '@playwright/test';
import type { NewAccount } from './accounts';
import { at } from './urls';

/** The /auth card's form: its accessible name is the mode's heading. */
export const authForm = (page: Page) => page.getByRole('form');

/** The Sign In / Sign Up switch above the form. */
export const modeSwitch = (page: Page, mode: 'Sign In' | 'Sign Up') =>
  page.getByRole('group', { name: 'Choose how to continue' }).getByRole('button', { name: mode, exact: true });

/** A field by its accessible name (the label without its aria-hidden '*' marker). */
export const field = (page: Page, label: string) => authForm(page).getByRole('textbox', { name: label, exact: true });

export const submitButton = (page: Page, name: string) => authForm(page).getByRole('button', { name, exact: true });

export const HEADINGS = {
  signIn: 'Welcome back',
  signUp: 'Create your account',
  reset: 'Reset your password',
  newPassword: 'Choose a new password',
} as const;

/** The form's own message (it is also toasted): exact text, inside the form's live region. */
export async function expectNotice(page: Page, text: string | RegExp): Promise<void> {
  const notice =
    typeof text === 'string' ? authForm(page).getByText(text, { exact: true }) : authForm(page).getByText(text);
  await expect(notice).toBeVisible();
}

export async function expectMode(page: Page, mode: keyof typeof HEADINGS): Promise<void> {
  await expect(authForm(page)).toHaveAccessibleName(HEADINGS[mode]);
}

/** Opens /auth in the given mode (signed out). */
export async function openAuth(page: Page, mode: 'signIn' | 'signUp' | 'reset' = 'signIn'): Promise<void> {
  await page.goto('/auth');
  await expectMode(page, 'signIn');
  if (mode === 'signUp') await modeSwitch(page, 'Sign Up').click();
  if (mode === 'reset') await authForm(page).getByRole('button', { name: 'Forgot Password?' }).click();
  await expectMode(page, mode);
}

export async function fillSignUp(page: Page, account: NewAccount, confirmPassword = account.password): Promise<void> {
  await field(page, 'First name').fill(account.firstName);
  await field(page, 'Last name').fill(account.lastName);
  await field(page, 'Phone').fill(account.phone);
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await field(page, 'Confirm password').fill(confirmPassword);
}

/** Fills and submits the sign-in form of the current /auth page. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await submitButton(page, 'Sign In').click();
}

/** Signs in through the /auth form and waits for the page the app sends this user to. */
export async function signIn(page: Page, email: string, password: string, landing: string): Promise<void> {
  await openAuth(page);
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(at(landing));
}
