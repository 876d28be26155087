import type { Browser, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/auth-page';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { aBooking, fillBooking, openBookingForm, submit, TIME_ZONE } from './support/booking-form';
import { expect, test } from './support/fixtures';
import { at } from './support/urls';

// Issue 18 point 2: the staff dashboard's work queue, and staff kept out of the admin area (decision 037).

test.use({ timezoneId: TIME_ZONE, locale: 'en-US' });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Staff signed in on a browser of their own, in a context axe can analyse. */
async function staffBrowser(browser: Browser) {
  const { page, close } = await axePage(browser, { timezoneId: TIME_ZONE, locale: 'en-US' });
  await signIn(page, DEMO.staff, DEMO_PASSWORD, '/staff-dashboard');
  await expect(heading(page, 'Staff dashboard')).toBeVisible();
  return { page, close };
}

test('a demo booking made on the site reaches the staff queue; staff take it and mark it contacted', async ({
  page,
  browser,
}) => {
  test.slow();
  const booking = aBooking('staff-queue');
  await openBookingForm(page);
  await fillBooking(page, booking);
  await submit(page);
  await expect(page.getByText(`A confirmation email is on its way to ${booking.email}.`)).toBeVisible();

  const staff = await staffBrowser(browser);
  const tabs = staff.page.getByRole('navigation', { name: 'Kinds of work' });
  const bookingsTab = tabs.getByRole('link', { name: /^Demo bookings \d+$/ });
  await expect(bookingsTab).toHaveAttribute('aria-current', 'page');
  // Oldest first: the newest booking is on the last page, which the URL selects.
  const count = Number((await bookingsTab.textContent())!.replace(/\D+/g, ''));
  expect(count).toBeGreaterThanOrEqual(1);
  const lastPage = Math.ceil(count / 25);
  if (lastPage > 1) await staff.page.goto(`/staff-dashboard?page=${lastPage}`);

  const row = staff.page.getByRole('row', { name: new RegExp(booking.name) });
  await expect(row).toContainText('Dental Practice');
  await expect(row).toContainText(/min\. ago/);
  await expect(row).toContainText('Nobody');
  await expectNoSeriousViolations(staff.page, '/staff-dashboard');

  await row.getByRole('button', { name: 'Details', exact: false }).click();
  const details = staff.page.getByRole('dialog', { name: booking.name });
  await expect(details).toContainText(booking.phone);
  await expect(details).toContainText(booking.message);
  await expectNoSeriousViolations(staff.page, 'a booking’s details');
  await staff.page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  await row.getByRole('button', { name: /^Assign to me/ }).click();
  await expect(staff.page.getByRole('status')).toHaveText(`${booking.name} is assigned to you.`);

  await staff.page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Mine' }).click();
  await expect(staff.page).toHaveURL(/[?&]filter=mine/);
  const mine = staff.page.getByRole('row', { name: new RegExp(booking.name) });
  await expect(mine).toContainText('You');
  await mine.getByRole('combobox', { name: `New status for ${booking.name}` }).selectOption({ label: 'Contacted' });
  await mine.getByRole('button', { name: /^Change status/ }).click();
  await expect(staff.page.getByRole('status')).toHaveText(`${booking.name}: Contacted.`);
  await expect(mine.getByRole('cell', { name: 'Contacted', exact: true })).toBeVisible();

  // Unassigned no longer lists it; the count of the tab says so too.
  await staff.page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Unassigned' }).click();
  await expect(staff.page).toHaveURL(/[?&]filter=unassigned/);
  await expect(staff.page.getByRole('row', { name: new RegExp(booking.name) })).toHaveCount(0);
  await staff.close();
});

test('staff cannot open /admin nor call an /api/admin route, and work on their own dashboard', async ({ page }) => {
  await signIn(page, DEMO.staff, DEMO_PASSWORD, '/staff-dashboard');
  for (const path of ['/admin', '/admin/blog', '/admin/users']) {
    await page.goto(path);
    await expect(page, `${path} → /staff-dashboard`).toHaveURL(at('/staff-dashboard'));
    await expect(heading(page, 'Staff dashboard')).toBeVisible();
  }
  for (const path of ['/api/admin/users', '/api/admin/settings', '/api/admin/orders']) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(403);
    expect((await response.json()).error.code).toBe('FORBIDDEN');
  }
  expect((await page.request.get('/api/staff/work-queue')).status()).toBe(200);
  expect((await page.request.get('/api/staff/blog/posts')).status()).toBe(200);
});

test('staff edit a blog post at /staff-dashboard/blog', async ({ browser }) => {
  test.slow();
  const staff = await staffBrowser(browser);
  const { page } = staff;
  const slug = `e2e-staff-desk-${Date.now().toString(36)}`;
  const title = `Notes from the staff desk ${slug.slice(-6)}`;

  await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(at('/staff-dashboard/blog'));
  await expect(heading(page, 'Blog posts')).toBeVisible();
  await expectNoSeriousViolations(page, '/staff-dashboard/blog');

  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page).toHaveURL(at('/staff-dashboard/blog/new'));
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(slug);
  await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('What the team learns on the phones.');
  await page.getByRole('textbox', { name: 'Author', exact: true }).fill('Sam Staff');
  await page.getByRole('textbox', { name: 'Article', exact: true }).fill('## Week one\n\nCalls at lunch.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(heading(page, 'Edit blog post')).toBeVisible();
  await expect(page).toHaveURL(/\/staff-dashboard\/blog\/[0-9a-f-]{36}$/);

  await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('What the team learns on the phones, weekly.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await expectNoSeriousViolations(page, 'the staff blog editor');

  await page.goto(`/staff-dashboard/blog?search=${slug}`);
  await expect(page.getByRole('link', { name: `Edit ${title}` })).toHaveAttribute(
    'href',
    /^\/staff-dashboard\/blog\/[0-9a-f-]{36}$/,
  );
  await staff.close();
});
