import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createConfirmedAccount, ensureAdmin, newAccount } from './support/accounts';
import { signIn } from './support/auth-page';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// Issue 14, university: the search narrows the playlists; nothing third-party loads before Play and the player
// loads on Play; a signed-in person's "watched" survives a reload; an admin's new order shows on /university.

const PLAYER_HOST = 'www.youtube-nocookie.com';

const main = (page: Page) => page.getByRole('main');
const videoTitles = (page: Page) => main(page).getByRole('article').getByRole('heading', { level: 3 });
const playlist = (page: Page, title: string) => main(page).getByRole('list', { name: `Videos in ${title}` });

/** Every request the page makes to another origin than this site's. */
function thirdPartyRequests(page: Page, baseURL: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL).origin) seen.push(request.url());
  });
  return seen;
}

test('the search narrows the playlists, keeps its query in the URL and says when nothing matches', async ({ page }) => {
  await page.goto('/university');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn to get the most from your AI receptionist');
  expect(await videoTitles(page).count()).toBeGreaterThanOrEqual(16);
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
    'Getting started',
    'Your voice agent',
    'CRM and follow-up',
    'Growing your reviews',
  ]);

  const search = page.getByRole('searchbox', { name: 'Search videos' });
  await search.fill('review google');
  await expect(videoTitles(page)).toHaveText(['Request reviews automatically after each job']);
  await expect(page).toHaveURL(/\/university\?q=review(\+|%20)google$/);
  await page.reload();
  await expect(search).toHaveValue('review google');
  await expect(videoTitles(page)).toHaveCount(1);

  await search.fill('no such lesson');
  await expect(page.getByText('No videos match “no such lesson”.')).toBeVisible();
  await expect(videoTitles(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search' }).click();
  expect(await videoTitles(page).count()).toBeGreaterThanOrEqual(16);
});

test('nothing loads from YouTube before Play; Play creates the privacy-enhanced player', async ({
  browser,
  baseURL,
}) => {
  const { page, close } = await axePage(browser, { baseURL });
  // Offline: the player's host answers from here, so the frame loads without the internet.
  await page.route(`https://${PLAYER_HOST}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' }),
  );
  const outside = thirdPartyRequests(page, baseURL!);
  await page.goto('/university');
  const play = page.getByRole('button', { name: 'Play Make your first test call' });
  await expect(play).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectNoSeriousViolations(page, '/university');
  expect(outside, 'requests to other sites before Play').toEqual([]);

  const playerRequest = page.waitForRequest((request) => new URL(request.url()).host === PLAYER_HOST);
  await play.click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/moUxm_yI5B_?autoplay=1');
  await expect(frame).toHaveAttribute('title', 'Make your first test call');
  await expect(frame).toBeFocused();
  await playerRequest;
  await expect(page.frameLocator('iframe').getByText('Player')).toBeVisible();
  expect(outside.every((url) => new URL(url).host === PLAYER_HOST)).toBe(true);
  // A visitor is asked to sign in to keep track, and gets no checks.
  await expect(page.getByText('Sign in to keep track of the videos you have watched.')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await close();
});

test('a signed-in person marks a video watched and still sees it after a reload', async ({
  browser,
  request,
  baseURL,
}) => {
  const person = newAccount('university');
  await createConfirmedAccount(request, baseURL!, person);
  const { page, close } = await axePage(browser, { baseURL });
  await signIn(page, person.email, person.password, '/membership-promo');
  await page.goto('/university');
  await expect(page.getByTestId('university-progress')).toHaveText(/^You have watched 0 of \d+ videos\.$/);
  const check = page.getByRole('checkbox', { name: 'Watched Forward your business line' });
  await check.check();
  await expect(page.getByTestId('university-progress')).toHaveText(/^You have watched 1 of \d+ videos\.$/);
  await expect(page.getByTestId('playlist-progress').first()).toContainText('1 of 5 watched');
  await expectNoSeriousViolations(page, '/university (signed in)');

  await page.reload();
  await expect(check).toBeChecked();
  await expect(page.getByTestId('playlist-progress').first()).toContainText('1 of 5 watched');
  await expect(page.getByRole('checkbox', { name: 'Watched Invite your team' })).not.toBeChecked();
  await close();
});

test('an admin moves a video up and /university shows the new order', async ({ browser, request, baseURL }) => {
  await ensureAdmin(request, baseURL!);
  const { page, close } = await axePage(browser, { baseURL });
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'University' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'University' })).toBeVisible();
  const started = playlist(page, 'Getting started');
  await expect(started.getByTestId('admin-video-title')).toHaveText([
    'Welcome: what your AI receptionist does',
    'Complete the setup wizard',
    'Forward your business line',
    'Make your first test call',
    'Invite your team',
  ]);
  await expectNoSeriousViolations(page, '/admin/university');

  const moveUp = page.getByRole('button', { name: 'Move Invite your team up' });
  await moveUp.click();
  await expect(started.getByTestId('admin-video-title').nth(3)).toHaveText('Invite your team');
  await expect(moveUp).toBeFocused();

  await page.goto('/university');
  await expect(playlist(page, 'Getting started').getByRole('heading', { level: 3 })).toHaveText([
    'Welcome: what your AI receptionist does',
    'Complete the setup wizard',
    'Forward your business line',
    'Invite your team',
    'Make your first test call',
  ]);
  await close();
});
