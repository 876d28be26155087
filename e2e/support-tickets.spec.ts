import type { Browser, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO, DEMO_PASSWORD, ensureAdmin } from './support/accounts';
import { signIn } from './support/auth-page';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test, waitForAppOnNavigation } from './support/fixtures';
import { linkIn, waitForMail } from './support/mailbox';
import { at } from './support/urls';

// Issue 18 points 1 and 3: a customer opens a ticket, staff assign and answer it (with an internal note the customer
// never sees), the customer reads the reply from the e-mail's link and answers, and staff resolve it.

/** Where the server sends staff notices while a ticket has nobody (settings: staffNotificationEmail). */
const STAFF_INBOX = 'support@receptiva.ai';
const NOTE = 'Internal: carrier trunk 7 is flaky, escalate if it happens again.';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Someone else, signed in on their own browser. */
async function signedInElsewhere(browser: Browser, email: string, password: string, landing: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  await signIn(page, email, password, landing);
  return { page, close: () => context.close() };
}

test('a ticket goes from the customer to staff and back, and the internal note stays with staff', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const subject = `Calls drop after 30 seconds ${Date.now().toString(36)}`;

  // The customer opens a ticket from the dashboard.
  await signIn(page, DEMO.owner, DEMO_PASSWORD, '/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Support' }).click();
  await expect(heading(page, 'Support')).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard/support');
  const form = page.getByRole('form', { name: 'New ticket' });
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Voice agent' });
  await form.getByRole('textbox', { name: 'Message' }).fill('Every call drops after 30 seconds.\n  Since Monday.');
  await form.getByRole('textbox', { name: 'Attachment link' }).fill('https://example.com/call-log.png');
  await form.getByRole('button', { name: 'Open ticket' }).click();
  await expect(heading(page, subject)).toBeVisible();
  const ticketId = new URL(page.url()).pathname.split('/').pop()!;
  const number = (await page.getByText(/^Ticket T-[0-9A-F]{8}$/).textContent())!.replace('Ticket ', '');

  // Staff hear of it, and the notice's link opens the ticket on the staff dashboard.
  const notice = await waitForMail(request, STAFF_INBOX, `New support ticket ${number}: ${subject}`);
  const staff = await signedInElsewhere(browser, DEMO.staff, DEMO_PASSWORD, '/staff-dashboard');
  const staffLink = linkIn(notice, `/staff-dashboard/tickets/${ticketId}`);
  await staff.page.goto(`${staffLink.pathname}${staffLink.search}`);
  await expect(heading(staff.page, subject)).toBeVisible();
  await staff.page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(staff.page.getByRole('combobox', { name: 'Assigned to' })).not.toHaveValue('');
  const note = staff.page.getByRole('form', { name: 'Internal note' });
  await note.getByRole('textbox', { name: /^Note/ }).fill(NOTE);
  await note.getByRole('button', { name: 'Add note' }).click();
  await expect(staff.page.getByRole('article', { name: 'Internal note — staff only' })).toContainText(NOTE);
  const reply = staff.page.getByRole('form', { name: 'Reply to the customer' });
  await reply.getByRole('textbox', { name: /^Reply/ }).fill('We moved your line to a new trunk. <b>Try now</b>?');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(reply.getByText('Reply sent.')).toBeVisible();
  await expect(staff.page.getByText('Waiting on customer').first()).toBeVisible();
  await expectNoSeriousViolations(staff.page, '/staff-dashboard/tickets/{id}');

  // The customer gets the reply by e-mail (never the note) and its link lands on the thread.
  const mail = await waitForMail(request, DEMO.owner, `Receptiva support replied to your ticket ${number}: ${subject}`);
  expect(mail.text).toContain('We moved your line to a new trunk.');
  expect(`${mail.text}${mail.html}`).not.toContain('carrier trunk 7');
  const customerLink = linkIn(mail, `/dashboard/support/${ticketId}`);
  await page.goto(`${customerLink.pathname}${customerLink.search}`);
  await expect(heading(page, subject)).toBeVisible();
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('We moved your line to a new trunk. <b>Try now</b>?')).toBeVisible();
  await expect(conversation.getByText('Every call drops after 30 seconds.')).toBeVisible();
  await expect(page.getByText('carrier trunk 7')).toHaveCount(0);
  await expect(page.getByText('Awaiting your reply')).toBeVisible();
  // Nor through the API the page reads.
  const api = await page.request.get(`/api/support/tickets/${ticketId}`);
  expect(api.status()).toBe(200);
  expect(await api.text()).not.toContain('carrier trunk 7');

  const answer = page.getByRole('form', { name: 'Reply' });
  await answer.getByRole('textbox', { name: /Your reply/ }).fill('Works now, thank you!');
  await answer.getByRole('button', { name: 'Send reply' }).click();
  await expect(answer.getByText('Reply sent.')).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard/support/{id}');

  // The assignee hears of the answer, reads it, and resolves the ticket.
  await waitForMail(request, DEMO.staff, `Customer reply on ticket ${number}: ${subject}`);
  await staff.page.reload();
  await expect(staff.page.getByRole('list', { name: 'Conversation' }).getByText('Works now, thank you!')).toBeVisible();
  await staff.page.getByRole('combobox', { name: 'New status' }).selectOption({ label: 'Resolved' });
  await staff.page.getByRole('button', { name: 'Save status' }).click();
  await expect(staff.page.getByRole('combobox', { name: 'New status' })).toHaveValue('resolved');
  await staff.page.goto('/admin/support');
  await expect(staff.page).toHaveURL(at('/staff-dashboard'));
  await staff.close();

  await page.reload();
  await expect(page.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(page.getByText('A reply within 14 days opens it again.')).toBeVisible();

  // An admin finds it on /admin/support, with its times.
  await ensureAdmin(request, baseURL!);
  const admin = await signedInElsewhere(browser, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin');
  await admin.page.goto('/admin/support');
  await expect(heading(admin.page, 'Support tickets')).toBeVisible();
  await admin.page.getByRole('searchbox', { name: 'Search' }).fill(number);
  await admin.page.getByRole('button', { name: 'Search', exact: true }).click();
  const table = admin.page.getByRole('table', { name: 'Tickets, 1 in all' });
  await expect(table.getByText(subject)).toBeVisible();
  await expect(table.getByText('Resolved')).toBeVisible();
  await expectNoSeriousViolations(admin.page, '/admin/support');
  await table.getByRole('link', { name: `Open ticket ${number}` }).click();
  await expect(heading(admin.page, subject)).toBeVisible();
  await expect(admin.page.getByRole('article', { name: 'Internal note — staff only' })).toContainText(NOTE);
  await expectNoSeriousViolations(admin.page, '/admin/support/{id}');
  await admin.close();
});
