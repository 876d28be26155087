import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { createConfirmedAccount, newAccount } from './support/accounts';
import { signIn } from './support/auth-page';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const SETTINGS = '/dashboard/settings';

// Signs up through the API, signs in through the page and downloads: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('"Download my data" saves a zip whose profile.json is this account; the card is axe-clean', async ({
  browser,
  request,
  baseURL,
}) => {
  const account = newAccount('data-export', { firstName: 'Grace', lastName: 'Hopper', phone: '+1 555 010 7777' });
  await createConfirmedAccount(request, baseURL!, account);
  const { page, close } = await axePage(browser, { baseURL, acceptDownloads: true });
  await signIn(page, account.email, account.password, '/membership-promo');
  await page.goto(SETTINGS);
  const card = page.getByRole('region', { name: 'Your data' });
  await expect(card).toContainText('JSON files in one zip archive');
  await expect(card).toContainText('you keep access to this download for 30 days');
  await expectNoSeriousViolations(page, SETTINGS);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  const day = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`receptiva-data-${day}.zip`);
  await expect(card.getByRole('status')).toHaveText(`Your data was downloaded as receptiva-data-${day}.zip.`);
  await expect(card.getByRole('button', { name: 'Download my data' })).toBeEnabled();

  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(files)).toContain('README.txt');
  const profile = JSON.parse(strFromU8(files['profile.json']!));
  expect(profile.user).toMatchObject({ email: account.email, emailVerified: true });
  expect(profile.profile).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', phone: '+1 555 010 7777' });
  expect(profile.signedInDevices.some((device: { isCurrent: boolean }) => device.isCurrent)).toBe(true);
  expect(JSON.stringify(profile)).not.toContain(account.password);
  expect(JSON.stringify(profile)).not.toMatch(/"[A-Za-z]*(token|hash)[A-Za-z]*":/i);
  await expectNoSeriousViolations(page, `${SETTINGS} after the download`);
  await close();
});
