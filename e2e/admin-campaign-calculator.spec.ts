import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ensureAdmin } from './support/accounts';
import { signIn } from './support/auth-page';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// Issue 18 point 5: the calculator shows the figures of decision 036's worked example as the inputs are typed, saves
// two scenarios by name, compares them side by side and exports them as CSV (a name that starts like a formula is
// defused); deleting one asks first.

const PAGE = '/admin/outbound-campaign-calculator';

/** Decision 036's worked example, typed into the labelled fields. */
const EXAMPLE: Record<string, string> = {
  Leads: '1000',
  'Dial attempts per lead': '3',
  'Connect rate (%)': '20',
  'Voicemail share (%)': '50',
  'Average minutes per connected call': '2.5',
  'Average minutes per voicemail': '0.5',
  'Cost per minute ($)': '0.15',
  'Appointment rate (%)': '25',
  'Show rate (%)': '80',
  'Close rate (%)': '30',
  'Average sale ($)': '500',
};

/** Its figures, as the results panel shows them in English. */
const EXPECTED: [string, string][] = [
  ['Total dials', '3,000'],
  ['Connected calls', '600'],
  ['Voicemails', '1,200'],
  ['Talk minutes', '1,500'],
  ['Voicemail minutes', '600'],
  ['Billed minutes', '2,100'],
  ['Cost', '$315.00'],
  ['Appointments', '150'],
  ['Shows', '120'],
  ['Sales', '36'],
  ['Revenue', '$18,000.00'],
  ['Profit', '$17,685.00'],
  ['Cost per appointment', '$2.10'],
  ['Cost per sale', '$8.75'],
  ['ROI', '5,614.3%'],
];

const field = (page: Page, label: string) => page.getByRole('spinbutton', { name: label, exact: true });
const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const resultValue = (page: Page, label: string) =>
  results(page)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function saveAs(page: Page, name: string) {
  await page.getByRole('textbox', { name: /Scenario name/ }).fill(name);
  await page.getByRole('button', { name: /^Save (scenario|as a new scenario)$/ }).click();
  await expect(page.getByText(`Scenario “${name}” saved.`)).toBeVisible();
}

test('the calculator shows the worked example, saves two scenarios, compares them and exports CSV', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  await ensureAdmin(request, baseURL!);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin');
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbound campaign calculator' })).toBeVisible();

  // Results follow the typing: a different lead count first, then the worked example field by field.
  await field(page, 'Leads').fill('2000');
  await expect(resultValue(page, 'Total dials')).toHaveText('6,000');
  for (const [label, value] of Object.entries(EXAMPLE)) await field(page, label).fill(value);
  for (const [label, value] of EXPECTED) await expect(resultValue(page, label), label).toHaveText(value);
  await expect(results(page).getByRole('status')).toHaveText(
    'Cost $315.00, 150 appointments, 36 sales, revenue $18,000.00, ROI 5,614.3%.',
  );

  // A bad input is explained on its field, and no NaN reaches the page.
  await field(page, 'Connect rate (%)').fill('150');
  await expect(field(page, 'Connect rate (%)')).toHaveAccessibleDescription(/^Enter a percentage from 0 to 100\./);
  await expect(results(page).getByRole('status')).toHaveText('Correct the highlighted fields to see the results.');
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
  await field(page, 'Connect rate (%)').fill('20');
  await expect(resultValue(page, 'Cost')).toHaveText('$315.00');

  const run = Date.now().toString(36);
  const first = `Worked example ${run}`;
  const second = `=Closer ${run}`;
  await saveAs(page, first);
  await field(page, 'Close rate (%)').fill('40');
  await expect(resultValue(page, 'Sales')).toHaveText('48');
  await saveAs(page, second);

  await page.getByRole('checkbox', { name: first }).check();
  await page.getByRole('checkbox', { name: second }).check();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Figure', first, second]);
  const salesRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Sales', exact: true }) });
  await expect(salesRow.getByRole('cell')).toHaveText(['36', '48']);
  const revenueRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Revenue' }) });
  await expect(revenueRow.getByRole('cell')).toHaveText(['$18,000.00', '$24,000.00']);
  await expectNoSeriousViolations(page, PAGE);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^campaign-scenarios-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(csv[0]).toBe(`Figure,${first},'${second}`);
  expect(csv).toContain('Close rate (%),30,40');
  expect(csv).toContain('Sales,36,48');
  expect(csv).toContain('Cost ($),315,315');
  expect(csv).toContain('Revenue ($),18000,24000');

  // Deleting asks first; both go, so a later run starts from a clean list.
  for (const name of [second, first]) {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this scenario?' });
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Delete scenario' }).click();
    await expect(page.getByRole('checkbox', { name })).toHaveCount(0);
  }
  await expect(page.getByRole('table')).toHaveCount(0);
});
