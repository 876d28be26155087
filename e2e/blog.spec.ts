import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/auth-page';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { at } from './support/urls';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const articles = (page: Page) => page.getByRole('list', { name: 'Articles' }).getByRole('article');
const categoryFilter = (page: Page) => page.getByRole('navigation', { name: 'Filter articles by category' });

test('/blog lists the posts, filters by category, shows the empty state and opens a post', async ({ page }) => {
  const response = await page.goto('/blog');
  expect(response?.status()).toBe(200);
  await expect(heading(page, 'Advice for busy service businesses')).toBeVisible();
  await expect(articles(page)).toHaveCount(6);
  await expect(articles(page).first()).toHaveAccessibleName('The real cost of a missed call');

  await categoryFilter(page).getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(at('/blog?category=reviews'));
  await expect(articles(page)).toHaveCount(2);
  await expect(articles(page).nth(0)).toHaveAccessibleName('How to get more Google reviews without being pushy');

  await categoryFilter(page).getByRole('link', { name: 'Marketing' }).click();
  await expect(page.getByRole('heading', { name: 'No articles here yet' })).toBeVisible();
  await page.getByRole('link', { name: 'See all articles' }).click();
  await expect(page).toHaveURL(at('/blog'));

  await page.getByRole('navigation', { name: 'Article pages' }).getByRole('link', { name: 'Older articles' }).click();
  await expect(page).toHaveURL(at('/blog?page=2'));
  await expect(articles(page)).toHaveCount(2);

  await articles(page).getByRole('link', { name: 'Cut no-shows with reminders customers actually read' }).click();
  await expect(page).toHaveURL(at('/blog/cut-no-shows-with-reminders'));
  await expect(heading(page, 'Cut no-shows with reminders customers actually read')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Confirm at the moment of booking' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Related articles' }).getByRole('article')).toHaveCount(1);
});

test('a post is server-rendered in the visitor language with its meta tags and Article JSON-LD', async ({ page }) => {
  const response = await page.goto('/blog/the-real-cost-of-a-missed-call?lng=de');
  expect(response?.status()).toBe(200);
  await expect(heading(page, 'Was ein verpasster Anruf wirklich kostet')).toBeVisible();
  await expect(page).toHaveTitle(/Was ein verpasster Anruf wirklich kostet/);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
  const jsonLd = JSON.parse((await page.locator('#jsonld-article').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'BlogPosting',
    inLanguage: 'de',
    headline: 'Was ein verpasster Anruf wirklich kostet',
  });
});

test('an unknown post answers 404 with a page that leads back to the blog', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/\/blog\/no-such-article .*status of 404/); // the document itself answers 404
  const response = await page.goto('/blog/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(heading(page, 'Article not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the blog' }).click();
  await expect(page).toHaveURL(at('/blog'));
  await expect(articles(page)).toHaveCount(6);
});

test('the blog and a post have no serious accessibility violations', async ({ browser }) => {
  const { page, close } = await axePage(browser, {});
  await page.goto('/blog');
  await expect(articles(page)).toHaveCount(6);
  await expectNoSeriousViolations(page, '/blog');
  await page.goto('/blog/after-hours-booking?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousViolations(page, 'a post in Arabic');
  await close();
});

test('staff write a draft, preview it, publish it, see it on /blog and in the sitemap, then unpublish it', async ({
  page,
  request,
  consoleGuard,
}) => {
  test.slow();
  const slug = `e2e-holiday-calls-${Date.now().toString(36)}`;
  const title = `Who answers the phone on holidays ${slug.slice(-6)}`;
  consoleGuard.allow(new RegExp(`/blog/${slug} .*status of 404`));

  // Staff edit the blog on their own dashboard (issue 14, decision 037); the ADMIN_EMAIL account is created by access-guards-and-roles.spec.ts only.
  await signIn(page, DEMO.staff, DEMO_PASSWORD, '/staff-dashboard');
  await page.goto('/staff-dashboard/blog');
  await expect(heading(page, 'Blog posts')).toBeVisible();
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(heading(page, 'New blog post')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(slug);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('operations');
  await page
    .getByRole('textbox', { name: 'Summary', exact: true })
    .fill('A rota, a clear message and a voice agent keep holidays calm.');
  await page.getByRole('textbox', { name: 'Author', exact: true }).fill('Sam Staff');
  await page
    .getByRole('textbox', { name: 'Article', exact: true })
    .fill('## Plan the rota early\n\nDecide who is on call.\n\n<script>alert(1)</script> [bad](javascript:alert(2))');

  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 2, name: 'Plan the rota early' })).toBeVisible();
  await expect(preview.getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.getByRole('link')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(heading(page, 'Edit blog post')).toBeVisible();
  expect((await request.get(`/api/blog/posts/${slug}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  // Server renders and the sitemap are re-read within seconds of a change.
  await expect(async () => {
    await page.goto('/blog?category=operations');
    await expect(articles(page).first()).toHaveAccessibleName(title, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await articles(page).getByRole('link', { name: title }).click();
  await expect(heading(page, title)).toBeVisible();
  await expect(page.locator('#main').locator('script')).toHaveCount(0);
  await expect(async () => {
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}</loc>`);
  }).toPass({ timeout: 20_000 });

  await page.goto('/staff-dashboard/blog?search=e2e-holiday');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
  await expect(async () => {
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(404);
  }).toPass({ timeout: 20_000 });
  await expect(heading(page, 'Article not found')).toBeVisible();
  await expect(async () => {
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/blog/${slug}</loc>`);
  }).toPass({ timeout: 20_000 });
});

test('the RSS feed lists the published English posts', async ({ request }) => {
  const response = await request.get('/blog/rss.xml');
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await response.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml).toContain('<title>The real cost of a missed call</title>');
});
