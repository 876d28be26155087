import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, mockApi } from '@/testing/mock-api';

const MED_SPA = {
  id: 'med-spa',
  name: 'Sophia',
  industry: 'Med spa',
  description: 'Books facials and answers questions about treatments.',
  color: '#db2777',
  voiceAgentId: 'local-med-spa',
  firstMessage: 'Hi, thanks for calling Glow Med Spa!',
  defaultLanguage: 'en',
};
const withAgents = () => mockApi({ routes: { 'GET /api/demo-agents': () => jsonResponse({ agents: [MED_SPA] }) } });

import { renderApp } from '@/testing/render-app';

/** Opens the dialog with the home page's floating round button. */
async function openVoiceDialog() {
  const rendered = renderApp('/');
  // The first test also waits for the lazy home page and the lazy dialog to compile, which takes a while when every
  // core runs a test file.
  const launcher = await screen.findByRole('button', { name: i18n.t('home:voice.open') }, { timeout: 15_000 });
  await rendered.user.click(launcher);
  const dialog = await screen.findByRole('dialog', { name: i18n.t('voice:title') }, { timeout: 15_000 });
  return { ...rendered, launcher, dialog };
}

describe('voice-chat dialog', { timeout: 40_000 }, () => {
  it('opens on the language step with a searchable grid of about 60 languages, English preselected', async () => {
    withAgents();
    const { dialog, user } = await openVoiceDialog();
    expect(dialog).toHaveAccessibleDescription(i18n.t('voice:languageDescription'));
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.length).toBeGreaterThanOrEqual(55);
    expect(within(dialog).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'English' })).toHaveFocus();

    await user.type(within(dialog).getByRole('searchbox', { name: i18n.t('voice:searchLabel') }), 'span');
    expect(within(dialog).getByRole('radio', { name: /^Spanish/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'English' })).not.toBeInTheDocument();

    const search = within(dialog).getByRole('searchbox');
    await user.clear(search);
    await user.type(search, 'español');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
    expect(within(dialog).getByText(i18n.t('voice:noMatch', { query: 'zzz' }))).toBeVisible();
  });

  it('goes language → ready → Change → language, keeping the choice', async () => {
    withAgents();
    const { dialog, user } = await openVoiceDialog();
    await user.type(within(dialog).getByRole('searchbox'), 'spa');
    await user.click(within(dialog).getByRole('radio', { name: /^Spanish/ }));
    await user.click(within(dialog).getByRole('button', { name: i18n.t('voice:continue') }));

    const ready = await screen.findByRole('dialog', { name: i18n.t('voice:readyTitle') });
    expect(within(ready).getByText('Spanish')).toBeVisible();
    const start = within(ready).getByRole('button', { name: i18n.t('voice:start') });
    expect(start).toHaveAccessibleDescription(i18n.t('voice:startNote'));
    expect(start).toHaveFocus();

    await user.click(within(ready).getByRole('button', { name: i18n.t('voice:change') }));
    const languageStep = await screen.findByRole('dialog', { name: i18n.t('voice:title') });
    const spanish = within(languageStep).getByRole('radio', { name: /^Spanish/ });
    expect(spanish).toBeChecked();
    expect(spanish).toHaveFocus();
  });

  it('continues with Enter on a language', async () => {
    withAgents();
    const { user } = await openVoiceDialog();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    const ready = await screen.findByRole('dialog', { name: i18n.t('voice:readyTitle') });
    expect(await within(ready).findByRole('button', { name: i18n.t('voice:start') })).toBeEnabled();
  });

  it('without a microphone API, shows the spec message with Connection Failed and offers the text chat', async () => {
    const api = withAgents();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { dialog, user } = await openVoiceDialog();
    await user.click(within(dialog).getByRole('button', { name: i18n.t('voice:continue') }));
    await user.click(await within(dialog).findByRole('button', { name: i18n.t('voice:start') }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(i18n.t('voice:notices.connectionFailedTitle'));
    // jsdom has no navigator.mediaDevices, as an insecure page would not.
    expect(alert).toHaveTextContent(
      /Microphone requires a secure connection \(https\)\.|Failed to access the microphone\./,
    );
    expect(within(alert).getByRole('button', { name: i18n.t('voice:textFallback') })).toBeVisible();
    expect(api.calls.some((call) => call.url.pathname === '/api/functions/voice-conversation')).toBe(false);
  });

  it('says so when the default demo agent cannot be loaded', async () => {
    mockApi({ routes: { 'GET /api/demo-agents': () => jsonResponse({ agents: [] }) } });
    const { dialog, user } = await openVoiceDialog();
    await user.click(within(dialog).getByRole('button', { name: i18n.t('voice:continue') }));
    expect(await within(dialog).findByText(i18n.t('voice:agentUnavailable'))).toBeVisible();
    expect(within(dialog).getByRole('button', { name: i18n.t('voice:start') })).toBeDisabled();
  });

  it('closes with Escape, returns focus to the button and starts again on the language step', async () => {
    withAgents();
    const { dialog, launcher, user } = await openVoiceDialog();
    await user.click(within(dialog).getByRole('button', { name: i18n.t('voice:continue') }));
    await screen.findByRole('dialog', { name: i18n.t('voice:readyTitle') });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();

    await user.click(launcher);
    expect(await screen.findByRole('dialog', { name: i18n.t('voice:title') })).toBeInTheDocument();
  });

  it('is also opened by the hero button', async () => {
    withAgents();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: i18n.t('home:hero.talkToAi') }));
    expect(await screen.findByRole('dialog', { name: i18n.t('voice:title') })).toBeInTheDocument();
  });

  it('preselects the site language when it is a voice language', async () => {
    await i18n.changeLanguage('de');
    withAgents();
    const { dialog } = await openVoiceDialog();
    const checked = within(dialog).getByRole('radio', { checked: true });
    expect(checked).toHaveAttribute('value', 'de');
    expect(checked).toHaveAccessibleName('Deutsch');
  });
});
