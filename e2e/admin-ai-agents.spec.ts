import type { Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './playwright.config';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ensureAdmin } from './support/accounts';
import { signIn } from './support/auth-page';
import { expectNoSeriousViolations } from './support/axe';
import { text } from './support/catalogs';
import { expect, test } from './support/fixtures';
import { skipBookingPopup } from './support/home-page';

// Issue 18, point 4: an admin edits a demo agent's first message in /admin/ai-agents, and a new call on /agents (the
// local demo agent, Chromium's fake microphone) greets with it, without a restart. Archiving asks first.

test.use({
  permissions: ['microphone'],
  launchOptions: {
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

const voice = (key: string) => text('en', 'voice', key);
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const AGENT = { name: 'Max — Summit Realty', industry: 'Real estate' };

async function openEditor(page: Page) {
  await page.goto('/admin/ai-agents?search=Summit');
  await page.getByRole('link', { name: AGENT.name }).click();
  await expect(heading(page, 'Edit AI agent')).toBeVisible();
  return page.getByRole('textbox', { name: /First message/ });
}

/** On /agents: the agent's card starts a call; the transcript shows what the agent says first. */
async function greetingOnAgentsPage(page: Page) {
  await page.goto('/agents');
  await page.getByRole('button', { name: `Start a call with the ${AGENT.industry} receptionist` }).click();
  const dialog = page.getByRole('dialog', { name: voice('title') });
  await dialog.getByText('English', { exact: true }).click();
  await dialog.getByRole('button', { name: voice('continue') }).click();
  await page.getByRole('button', { name: voice('start') }).click();
  const call = page.getByRole('dialog', { name: `Talking to ${AGENT.name}` });
  const transcript = call.getByRole('log', { name: voice('call.transcriptLabel') });
  return { call, transcript };
}

test('an admin edits an agent’s first message and the next call on /agents says it; archiving asks first', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const greeting = `Hello from Summit Realty, edited at ${Date.now().toString(36)}. How can I help?`;
  await skipBookingPopup(page);
  await ensureAdmin(request, baseURL!);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin');

  await page.goto('/admin/ai-agents');
  await expect(heading(page, 'AI agents')).toBeVisible();
  await expect(page.getByRole('table', { name: /^AI agents, \d+ in all$/ })).toBeVisible();
  await expectNoSeriousViolations(page, '/admin/ai-agents');

  const firstMessage = await openEditor(page);
  const original = await firstMessage.inputValue();
  await expectNoSeriousViolations(page, '/admin/ai-agents/edit');
  await firstMessage.fill(greeting);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The changes were saved. The next call uses them.')).toBeVisible();

  // The next call, no restart: the local agent greets with the saved first message.
  const { call, transcript } = await greetingOnAgentsPage(page);
  await expect(transcript).toContainText(greeting, { timeout: 20_000 });
  await call.getByRole('button', { name: voice('call.end') }).click();
  await expect(call).toBeHidden();

  // Archive: Cancel keeps it; confirming takes it off /agents.
  await openEditor(page);
  await page.getByRole('button', { name: 'Archive' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive this agent?' });
  await expectNoSeriousViolations(page, 'the archive confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Restore' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Archive' }).click();
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Test call/ })).toBeDisabled();

  await page.goto('/agents');
  await expect(page.getByRole('list', { name: voice('agents.listLabel') })).toBeVisible();
  await expect(page.getByRole('button', { name: `Start a call with the ${AGENT.industry} receptionist` })).toHaveCount(
    0,
  );

  // Leave the agent as the other specs know it.
  const restored = await openEditor(page);
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('The agent is back on /agents.')).toBeVisible();
  await restored.fill(original);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The changes were saved. The next call uses them.')).toBeVisible();
});
