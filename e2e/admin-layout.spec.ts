import { ADMIN_EMAIL, ADMIN_PASSWORD, createConfirmedAccount, ensureAdmin, newAccount } from './support/accounts';
import { signIn } from './support/auth-page';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { at } from './support/urls';

// Issue 17 point 1: the admin layout's search finds a user by e-mail and opens their page from the keyboard; the
// breadcrumbs name the user and lead back; the signed-in admin is named.

test.beforeEach(async ({ page, request, baseURL }) => {
  await ensureAdmin(request, baseURL!);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin');
});

test('an admin searches a user by e-mail, opens their page with the keyboard, and goes back by the breadcrumbs', async ({
  page,
  request,
  baseURL,
}) => {
  const person = newAccount('layout-search', { firstName: 'Lena', lastName: 'Searchable' });
  await createConfirmedAccount(request, baseURL!, person);

  const sections = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(sections.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/admin/support');
  await expect(page.getByText(ADMIN_EMAIL, { exact: true }).first()).toBeVisible();
  await expectNoSeriousViolations(page, '/admin with the admin layout');

  const search = page.getByRole('combobox', { name: 'Search users and orders' });
  await search.fill(person.email);
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option', { name: /Lena Searchable/ })).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousViolations(page, 'the admin search with its results open');
  await search.press('ArrowDown');
  await expect(results.getByRole('option', { name: /Lena Searchable/ })).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');

  await expect(page).toHaveURL(/\/admin\/users\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User details' })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByText('Lena Searchable')).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousViolations(page, 'a user page with its breadcrumbs');

  await trail.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(at('/admin/users'));
  await expect(page.getByRole('heading', { level: 1, name: 'Users', exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(at('/admin'));
});
