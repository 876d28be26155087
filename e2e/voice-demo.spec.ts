import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './playwright.config';
import { axePage, expectNoSeriousViolations } from './support/axe';
import { text } from './support/catalogs';
import { expect, test } from './support/fixtures';
import { quietHomePage, skipBookingPopup } from './support/home-page';
import { writeSpokenWav } from './support/spoken-wav';

// Chromium's fake microphone plays this file in a loop: 12 s of silence (the greeting plays undisturbed), a spoken
// sentence, then silence for the rest of the test. The local agent has no speech recogniser: it hears a turn.
const SPOKEN_WAV = path.join(tmpdir(), `receptiva-e2e-caller-${process.pid}.wav`);
await writeSpokenWav(SPOKEN_WAV, 'Hi, I am interested in a facial. Is this my first visit? Yes, it is.', {
  silenceBeforeSeconds: 12,
  silenceAfterSeconds: 60,
});

test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [
      ...CHROMIUM_LAUNCH_OPTIONS.args,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${SPOKEN_WAV}`,
    ],
  },
});

const voice = (key: string) => text('en', 'voice', key);
const MED_SPA = {
  name: 'Ava — Glow Aesthetics',
  greeting:
    'Hi, thanks for calling Glow Aesthetics Med Spa, this is Ava! Are you calling about Botox, fillers, facials or laser hair removal?',
};

const voiceDialog = (page: Page): Locator =>
  page.getByRole('dialog', {
    name: new RegExp(`^(${voice('title')}|${voice('readyTitle')}|(Talking to|Chatting with) .+)$`),
  });

/** From the language step: pick a language, continue, and press Start voice chat. */
async function startCall(page: Page, language = 'English') {
  const dialog = voiceDialog(page);
  await expect(dialog).toHaveAccessibleName(voice('title'));
  await dialog.getByText(language, { exact: true }).click();
  await dialog.getByRole('button', { name: voice('continue') }).click();
  await expect(dialog).toHaveAccessibleName(voice('readyTitle'));
  await dialog.getByRole('button', { name: voice('start') }).click();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await quietHomePage(page);
});

test.describe('with the microphone allowed', () => {
  test.use({ permissions: ['microphone'] });

  test('a call from the home page: greeting, a spoken turn, a typed question, the booking tool, mute, End call', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await page.getByRole('button', { name: 'Talk to our AI receptionist' }).click();
    const dialog = await startCall(page);

    await expect(page.getByText(voice('notices.connected'))).toBeVisible();
    await expect(dialog).toHaveAccessibleName(`Talking to ${MED_SPA.name}`);
    const transcript = dialog.getByRole('log', { name: voice('call.transcriptLabel') });
    await expect(transcript).toContainText(MED_SPA.greeting);
    // The greeting's audio plays (speaking), then playback empties (listening).
    // Speech is synthesised on the server when first needed: allow for a cold engine on a busy machine.
    await expect(dialog.getByText(voice('call.speaking'))).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText(voice('call.listening'))).toBeVisible({ timeout: 20_000 });

    // The fake microphone speaks: the agent hears a turn it cannot transcribe, and answers it.
    await expect(transcript.getByText(voice('call.unrecognisedSpeech'))).toBeVisible({ timeout: 30_000 });
    const agentLines = transcript.locator('p').filter({ hasText: MED_SPA.name });
    await expect(agentLines).toHaveCount(2, { timeout: 20_000 });

    // A typed question gets the answer from the agent's script.
    await dialog.getByRole('textbox', { name: voice('call.messageLabel') }).fill('What are your hours?');
    await dialog.getByRole('button', { name: voice('call.send') }).click();
    await expect(transcript.getByText('What are your hours?')).toBeVisible();
    await expect(transcript).toContainText('Monday to Friday from 9 AM to 7 PM');

    // Booking: the agent calls the page's open_booking_form tool, and the form opens over the call.
    await dialog.getByRole('textbox', { name: voice('call.messageLabel') }).fill('I would like to book an appointment');
    await dialog.getByRole('button', { name: voice('call.send') }).click();
    const booking = page.getByRole('dialog', { name: 'Book your free demo' });
    // The agent calls the tool once it has finished saying so.
    await expect(booking).toBeVisible({ timeout: 30_000 });
    await expect(transcript).toContainText('The form is open');
    await page.keyboard.press('Escape');
    await expect(booking).toBeHidden();
    await expect(dialog).toBeVisible();

    const mute = dialog.getByRole('button', { name: voice('call.mute') });
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'false');

    await dialog.getByRole('button', { name: voice('call.end') }).click();
    await expect(page.getByText(voice('notices.ended'))).toBeVisible();
    await expect(dialog).toBeHidden();
    // Opening again starts over at the language step.
    await page.getByRole('button', { name: 'Talk to our AI receptionist' }).click();
    await expect(voiceDialog(page)).toHaveAccessibleName(voice('title'));
  });

  test('/agents: the industry search filters the cards, and a card starts a call with that agent', async ({ page }) => {
    await page.goto('/agents');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(voice('agents.title'));
    const cards = page.getByRole('list', { name: voice('agents.listLabel') }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(8);

    await page.getByRole('searchbox', { name: voice('agents.searchLabel') }).fill('hvac');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('heading')).toHaveText('HVAC');
    await page.getByRole('searchbox', { name: voice('agents.searchLabel') }).fill('no such industry');
    await expect(page.getByText(voice('agents.noMatch').replace('{{query}}', 'no such industry'))).toBeVisible();
    await page.getByRole('button', { name: voice('agents.clearSearch') }).click();
    await page.getByRole('searchbox', { name: voice('agents.searchLabel') }).fill('dental');

    await page.getByRole('button', { name: 'Start a call with the Dental receptionist' }).click();
    const dialog = await startCall(page);
    await expect(page.getByText(voice('notices.connected'))).toBeVisible();
    await expect(dialog).toHaveAccessibleName(/^Talking to Mia/);
    await expect(dialog.getByRole('log', { name: voice('call.transcriptLabel') })).toContainText('Bright Smile Dental');
    await dialog.getByRole('button', { name: voice('call.end') }).click();
    await expect(page.getByText(voice('notices.ended'))).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test('a denied microphone shows the NotAllowedError message, and the text chat still works', async ({ page }) => {
  // No microphone permission in this context: getUserMedia is refused.
  await page.goto('/');
  await page.getByRole('button', { name: 'Talk to our AI receptionist' }).click();
  const dialog = await startCall(page);

  const blocked = voice('failures.microphoneBlocked');
  expect(blocked).toBe('Microphone access was blocked. Allow mic permissions in your browser and retry.');
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(voice('notices.connectionFailedTitle'));
  await expect(alert).toContainText(blocked);
  await expect(page.getByText(voice('notices.microphoneUnavailable'))).toBeVisible();

  await alert.getByRole('button', { name: voice('textFallback') }).click();
  await expect(dialog).toHaveAccessibleName(`Chatting with ${MED_SPA.name}`);
  const transcript = dialog.getByRole('log', { name: voice('call.transcriptLabel') });
  await expect(transcript).toContainText(MED_SPA.greeting);
  await dialog.getByRole('textbox', { name: voice('call.messageLabel') }).fill('How much is a HydraFacial?');
  await dialog.getByRole('button', { name: voice('call.send') }).click();
  await expect(transcript).toContainText('199 dollars');
  await dialog.getByRole('button', { name: voice('call.end') }).click();
  await expect(dialog).toBeHidden();
});

test('accessibility (axe): /agents, and the dialog during a call', async ({ browser, baseURL }) => {
  const { page, close } = await axePage(browser, { baseURL, permissions: ['microphone'] });
  await skipBookingPopup(page);
  await page.goto('/agents');
  await expect(page.getByRole('list', { name: voice('agents.listLabel') })).toBeVisible();
  await expectNoSeriousViolations(page, '/agents');
  await page.getByRole('button', { name: 'Start a call with the Legal receptionist' }).click();
  const dialog = await startCall(page);
  await expect(dialog.getByRole('button', { name: voice('call.end') })).toBeVisible();
  await expect(dialog.getByRole('log', { name: voice('call.transcriptLabel') })).toContainText('Carter');
  await expectNoSeriousViolations(page, 'the voice dialog during a call');
  await dialog.getByRole('button', { name: voice('call.end') }).click();
  await expect(dialog).toBeHidden();
  await close();
});
