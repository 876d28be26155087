import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ensureAdmin } from './support/accounts';
import { signIn } from './support/auth-page';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { at } from './support/urls';

// Issue 14, projects: the industry filter narrows the case studies and the URL keeps it, an industry without one
// shows the empty state, a case study opens and an unknown one answers 404; an admin writes a draft, publishes it
// (on /projects and in the sitemap), then unpublishes it (404 again).

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const caseStudies = (page: Page) => page.getByRole('list', { name: 'Case studies' }).getByRole('article');
const industryFilter = (page: Page) => page.getByRole('navigation', { name: 'Filter case studies by industry' });

const DENTAL = 'A dental practice books 63 new-patient exams a quarter from calls it used to miss';
const HVAC = 'An HVAC contractor stops losing emergency calls during a heat wave';

test('the industry filter narrows the case studies, the URL keeps it, and an industry without one is empty', async ({
  page,
}) => {
  const response = await page.goto('/projects');
  expect(response?.status()).toBe(200);
  await expect(heading(page, 'Projects and customer success stories')).toBeVisible();
  await expect(caseStudies(page)).toHaveCount(7);
  await expect(page).toHaveTitle(/Projects & Customer Success Stories/);

  await industryFilter(page).getByRole('link', { name: 'Dental Practice' }).click();
  await expect(page).toHaveURL(at('/projects?industry=dental-practice'));
  await expect(caseStudies(page)).toHaveCount(1);
  await expect(caseStudies(page).first()).toHaveAccessibleName(DENTAL);
  await page.reload();
  await expect(caseStudies(page)).toHaveCount(1);
  await expect(industryFilter(page).getByRole('link', { name: 'Dental Practice' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.goto('/projects?industry=plumbing');
  await expect(page.getByRole('heading', { level: 2, name: 'No case studies here yet' })).toBeVisible();
  await expect(page.getByText('We have not published a case study for Plumbing yet.', { exact: false })).toBeVisible();
  await expect(caseStudies(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'See all case studies' }).click();
  await expect(page).toHaveURL(at('/projects'));
  await expect(caseStudies(page)).toHaveCount(7);

  await caseStudies(page).getByRole('link', { name: HVAC }).click();
  await expect(page).toHaveURL(at('/projects/hvac-contractor-heat-wave'));
  await expect(heading(page, HVAC)).toBeVisible();
  const results = page.getByRole('region', { name: 'The results' });
  await expect(results.getByText('23% → 2%')).toBeVisible();
  await expect(page.getByRole('region', { name: 'The challenge' })).toContainText('heat wave');
  await expect(page.getByRole('region', { name: 'More case studies' }).getByRole('article')).toHaveCount(3);
});

test('a case study is server-rendered in the visitor language, its own text marked as English', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/projects?lng=fr')).text();
  expect(html).toContain('<html lang="fr" dir="ltr">');
  expect(html).toContain('Projets et témoignages clients');
  expect(html).toContain(HVAC);

  const response = await page.goto('/projects/med-spa-evening-consultations?lng=de');
  expect(response?.status()).toBe(200);
  const title = 'A two-location med spa books 41% more consultations by answering after hours';
  await expect(heading(page, title)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2, name: 'Die Ergebnisse' })).toBeVisible();
  await expect(page.getByText('Diese Fallstudie ist nur auf Englisch verfügbar.')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/projects\/med-spa-evening-consultations\?lng=de$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(15);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Most new clients called/);
});

test('an unknown case study answers 404 with a page that leads back to the list', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/\/projects\/no-such-case-study .*status of 404/); // the document itself answers 404
  const response = await page.goto('/projects/no-such-case-study');
  expect(response?.status()).toBe(404);
  await expect(heading(page, 'Case study not found')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: 'Back to the case studies' }).click();
  await expect(page).toHaveURL(at('/projects'));
  await expect(caseStudies(page)).toHaveCount(7);
});

test('the case studies have no serious accessibility violations, left to right and right to left', async ({
  browser,
}) => {
  const { page, close } = await axePage(browser, {});
  await page.goto('/projects');
  await expect(caseStudies(page)).toHaveCount(7);
  await expectNoSeriousViolations(page, '/projects');
  await page.goto('/projects/personal-injury-firm-night-intake');
  await expectNoSeriousViolations(page, 'a case study');
  await page.goto('/projects?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(7);
  await expectNoSeriousViolations(page, '/projects in Arabic');
  await page.goto('/projects/veterinary-clinic-after-hours-triage?lng=he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousViolations(page, 'a case study in Hebrew');
  await close();
});

test('an admin writes a draft, publishes it, sees it on /projects and in the sitemap, then unpublishes it', async ({
  page,
  request,
  baseURL,
  consoleGuard,
}) => {
  test.slow();
  const slug = `e2e-plumber-${Date.now().toString(36)}`;
  const title = `A plumber answers burst-pipe calls at night ${slug.slice(-6)}`;
  consoleGuard.allow(new RegExp(`/projects/${slug} .*status of 404`));

  await ensureAdmin(request, baseURL!);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin');
  await page.goto('/admin/projects');
  await expect(heading(page, 'Projects')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Case studies, 7 in all' })).toBeVisible();
  await expectNoSeriousViolations(page, '/admin/projects');
  await page.getByRole('link', { name: 'New case study' }).click();
  await expect(heading(page, 'New case study')).toBeVisible();
  await expectNoSeriousViolations(page, '/admin/projects/new');

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(slug);
  await page.getByRole('combobox', { name: 'Industry' }).selectOption({ label: 'Plumbing' });
  await page.getByRole('textbox', { name: 'Client', exact: true }).fill('Two-van plumbing company');
  await page
    .getByRole('textbox', { name: 'Summary', exact: true })
    .fill('Night calls about burst pipes went to voicemail; now every one is booked.');
  await page
    .getByRole('textbox', { name: 'Challenge', exact: true })
    .fill('Burst pipes do not wait for office hours.\n\nCallers hung up and phoned the next plumber.');
  await page.getByRole('textbox', { name: 'Solution', exact: true }).fill('A voice agent books emergency visits.');
  const firstResult = page.getByRole('group', { name: 'Result 1' });
  await firstResult.getByRole('textbox', { name: 'Figure' }).fill('31');
  await firstResult.getByRole('textbox', { name: 'What it measures' }).fill('emergency jobs booked in a month');
  await page.getByRole('textbox', { name: 'Image address' }).fill('http://images.example.com/van.jpg');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('textbox', { name: 'Image address' })).toHaveAccessibleDescription(
    /Use an https:\/\/ address\./,
  );
  await page.getByRole('textbox', { name: 'Image address' }).fill('');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(heading(page, 'Edit case study')).toBeVisible();
  expect((await request.get(`/api/projects/${slug}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  // Server renders and the sitemap are re-read within seconds of a change.
  await expect(async () => {
    await page.goto('/projects?industry=plumbing');
    await expect(caseStudies(page).first()).toHaveAccessibleName(title, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await caseStudies(page).getByRole('link', { name: title }).click();
  await expect(heading(page, title)).toBeVisible();
  await expect(page.getByRole('region', { name: 'The results' })).toContainText('31');
  await expect(async () => {
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`/projects/${slug}</loc>`);
  }).toPass({ timeout: 20_000 });

  await page.goto('/admin/projects?search=e2e-plumber');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
  await expect(async () => {
    const response = await page.goto(`/projects/${slug}`);
    expect(response?.status()).toBe(404);
  }).toPass({ timeout: 20_000 });
  await expect(heading(page, 'Case study not found')).toBeVisible();
  await expect(async () => {
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/projects/${slug}</loc>`);
  }).toPass({ timeout: 20_000 });
});
