import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import {
  createConfirmedAccount,
  DEMO,
  DEMO_PASSWORD,
  type NewAccount,
  newAccount,
  uniqueEmail,
} from './support/accounts';
import { expectNotice, field, signIn, submitButton } from './support/auth-page';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { CONFIRM_SUBJECT, linkIn, readMailbox, waitForMail } from './support/mailbox';
import { buyMembershipInTestMode } from './support/membership-purchase';
import { at } from './support/urls';

// Issue 13 acceptance, through the UI in Chromium: an owner's team, an invitation from the mailbox to the team view,
// an existing account linked at once, a refusal for another account, removal ending access, the audit trail.

const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
const toast = (page: Page, text: string) => toasts(page).getByText(text, { exact: true });
const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });
const fullName = (account: Pick<NewAccount, 'firstName' | 'lastName'>) => `${account.firstName} ${account.lastName}`;

/** The /team-invitation link e-mailed to `to` (its path and query, on this server). */
async function invitationLinkFor(request: APIRequestContext, to: string): Promise<string> {
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await readMailbox(request, to)) {
          if (!mail.text.includes('/team-invitation?token=')) continue;
          link = linkIn(mail, '/team-invitation');
          return true;
        }
        return false;
      },
      { message: `an invitation mail to ${to}` },
    )
    .toBe(true);
  return `${link!.pathname}${link!.search}`;
}

/** A paying owner, signed in on a page of their own context, on /dashboard/team. */
async function payingOwner(browser: Browser, request: APIRequestContext, baseURL: string, allow: RegExp[] = []) {
  const owner = newAccount('team-owner', { firstName: 'Olivia', lastName: 'Owner' });
  await createConfirmedAccount(request, baseURL, owner);
  const session = await axePage(browser, { baseURL, allow });
  await signIn(session.page, owner.email, owner.password, '/membership-promo');
  await buyMembershipInTestMode(session.page);
  await session.page.goto('/dashboard/team');
  await expect(session.page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  return { owner, ...session };
}

async function addTeamMember(page: Page, person: Pick<NewAccount, 'firstName' | 'lastName' | 'email'>, ai = false) {
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('agent');
  await expect(dialog.getByRole('switch', { name: 'CRM access' })).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByRole('switch', { name: 'AI assistant access' })).toHaveAttribute('aria-checked', 'false');
  await dialog.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(person.email);
  if (ai) await dialog.getByRole('switch', { name: 'AI assistant access' }).click();
  await dialog.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(dialog).toBeHidden();
}

async function expectStatus(row: Locator, status: 'Invited' | 'Active') {
  await expect(row.getByText(status, { exact: true })).toBeVisible();
}

test('an owner invites a new person who signs up from the e-mail, accepts and works in the team view', async ({
  browser,
  request,
  baseURL,
}) => {
  // A paid membership, three browser contexts, two sign-ups through the mailbox and axe on five pages.
  test.setTimeout(420_000);
  const { owner, page, close } = await payingOwner(browser, request, baseURL!);
  await expect(page.getByText('No team members yet')).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard/team (empty)');

  // A new address: an invitation is sent, with the AI assistant granted.
  const invitee = newAccount('team-invitee', { firstName: 'Ivy', lastName: 'Chen' });
  await addTeamMember(page, invitee, true);
  await expect(toast(page, 'Invitation sent successfully')).toBeVisible();
  await expectStatus(rowOf(page, invitee.email), 'Invited');
  await expect(page.getByTestId('team-count')).toHaveText('1 of 50 team members');
  const invitation = await invitationLinkFor(request, invitee.email);

  // Another signed-in account cannot accept it: the refusal names the invited address.
  const other = await axePage(browser, { baseURL });
  await signIn(other.page, DEMO.visitor, DEMO_PASSWORD, '/membership-promo');
  await other.page.goto(invitation);
  await expect(
    other.page.getByRole('heading', { name: 'This invitation is for another e-mail address' }),
  ).toBeVisible();
  await expect(other.page.getByText(`It was sent to ${invitee.email}, but you are signed in as`)).toBeVisible();
  await expect(other.page.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
  await expectNoSeriousViolations(other.page, '/team-invitation (another account)');
  await other.close();

  // The invitee, signed out: who invites to what, then sign-up with the invited e-mail fixed.
  const guest = await axePage(browser, { baseURL });
  await guest.page.goto(invitation);
  await expect(
    guest.page.getByRole('heading', { level: 1, name: `${fullName(owner)} invited you to their team` }),
  ).toBeVisible();
  await expect(guest.page.getByText(`This invitation is for ${invitee.email}.`)).toBeVisible();
  await expectNoSeriousViolations(guest.page, '/team-invitation (signed out)');
  await guest.page.getByRole('link', { name: 'Create your account' }).click();
  await expect(guest.page).toHaveURL(/\/auth\?mode=signup&email=/);
  await expect(field(guest.page, 'Email')).toHaveValue(invitee.email);
  await expect(field(guest.page, 'Email')).toHaveAttribute('readonly', '');
  await field(guest.page, 'First name').fill(invitee.firstName);
  await field(guest.page, 'Last name').fill(invitee.lastName);
  await field(guest.page, 'Phone').fill(invitee.phone);
  await field(guest.page, 'Password').fill(invitee.password);
  await field(guest.page, 'Confirm password').fill(invitee.password);
  await submitButton(guest.page, 'Sign Up').click();
  await expectNotice(guest.page, 'Account created! Please check your email to confirm your account before signing in.');

  // The confirmation link signs them in and brings them back to the invitation, which they accept.
  const confirmation = await waitForMail(request, invitee.email, CONFIRM_SUBJECT);
  await guest.page.goto(linkIn(confirmation, '/api/auth/verify-email').toString());
  await expect(guest.page).toHaveURL(at(invitation));
  await guest.page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(toast(guest.page, `Welcome to ${fullName(owner)}'s team`)).toBeVisible();
  await expect(guest.page).toHaveURL(at('/dashboard'));
  await expect(guest.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(guest.page).toHaveURL(at('/dashboard'));
  expect(await guest.page.evaluate(() => localStorage.getItem('receptiva.dashboard-view'))).toContain('"team"');
  const me = await (await guest.page.request.get('/api/me')).json();
  expect(me).toMatchObject({ hasTeamAccess: true, hasAiAccess: true, isMember: false });

  // In the team view the team page is the owner's list, read-only.
  await guest.page.goto('/dashboard/team');
  await expect(guest.page.getByRole('heading', { level: 1, name: `${fullName(owner)}'s team` })).toBeVisible();
  await expect(rowOf(guest.page, invitee.email)).toBeVisible();
  await expect(guest.page.getByRole('button', { name: 'Add Team Member' })).toHaveCount(0);
  await expect(guest.page.getByRole('button', { name: /^(Edit|Remove)/ })).toHaveCount(0);
  await expectNoSeriousViolations(guest.page, '/dashboard/team (team view)');

  // The owner's list shows them active; an address with an account is linked at once.
  await page.reload();
  await expectStatus(rowOf(page, invitee.email), 'Active');
  const existing = newAccount('team-existing', { firstName: 'Ezra', lastName: 'Exists' });
  await createConfirmedAccount(request, baseURL!, existing);
  await addTeamMember(page, existing);
  await expect(toast(page, 'Team member added (user already exists)')).toBeVisible();
  await expectStatus(rowOf(page, existing.email), 'Active');

  // Removing the invitee ends their dashboard access at their next request.
  await rowOf(page, invitee.email)
    .getByRole('button', { name: /^Remove/ })
    .click();
  const confirm = page.getByRole('dialog', { name: `Remove ${fullName(invitee)}?` });
  await expectNoSeriousViolations(page, 'the remove confirmation');
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(toast(page, 'Team member removed successfully')).toBeVisible();
  await expect(rowOf(page, invitee.email)).toHaveCount(0);
  await guest.page.goto('/dashboard');
  await expect(guest.page).toHaveURL(at('/membership-promo'));
  expect(await (await guest.page.request.get('/api/me')).json()).toMatchObject({ hasTeamAccess: false });

  // The audit trail lists each step, newest first.
  await page.reload();
  const trail = page.getByRole('region', { name: 'Activity' });
  const entries = trail.getByRole('listitem');
  await expect(entries.first()).toContainText('removed');
  for (const sentence of [
    /sent an invitation to/,
    /accepted the invitation and joined the team/,
    /who already had an account/,
    /from the team/,
  ]) {
    await expect(trail.getByText(sentence).first()).toBeVisible();
  }
  await expectNoSeriousViolations(page, '/dashboard/team (with the audit trail)');
  await guest.close();
  await close();
});

test('adding twice or the owner’s own e-mail is refused on the Email field, and nothing is written', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // The refusals are 409 and 422 answers, which the browser logs.
  const { owner, page, close } = await payingOwner(browser, request, baseURL!, [/\/api\/team .*status of 4(09|22)/]);
  const person = { firstName: 'Noa', lastName: 'Twice', email: uniqueEmail('team-twice') };
  await addTeamMember(page, person);
  await expect(toast(page, 'Invitation sent successfully')).toBeVisible();

  for (const [email, message] of [
    [person.email.toUpperCase(), 'This e-mail is already on your team.'],
    [owner.email, 'You cannot add your own e-mail to your team.'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Noa');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Again');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: 'Add Team Member' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(message);
    await expectNoSeriousViolations(page, `the add form refusing ${email}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByTestId('team-count')).toHaveText('1 of 50 team members');
  await close();
});

test('a signed-in non-member sees why the team page is closed to them', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/\/api\/team .*status of 403/);
  await signIn(page, DEMO.visitor, DEMO_PASSWORD, '/membership-promo');
  await page.goto('/dashboard/team');
  await expect(page.getByRole('heading', { name: 'Team members come with the membership' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See membership' })).toHaveAttribute('href', '/membership-promo');
  await expect(page.getByRole('button', { name: 'Add Team Member' })).toHaveCount(0);
});

test('an unknown invitation link says so, with a way forward, and is not indexed', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/\/api\/team-invitations\/preview .*status of 404/);
  await page.goto('/team-invitation?token=abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456');
  await expect(page.getByRole('heading', { level: 1, name: 'This invitation link is not valid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' }).first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
