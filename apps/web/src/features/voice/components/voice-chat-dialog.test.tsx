import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** Opens the dialog with the home page's floating round button. */
async function openVoiceDialog() {
  const rendered = renderApp('/');
  // The first test also waits for the lazy home page and the lazy dialog to compile.
  const launcher = await screen.findByRole('button', { name: i18n.t('home:voice.open') }, { timeout: 5000 });
  await rendered.user.click(launcher);
  const dialog = await screen.findByRole('dialog', { name: i18n.t('home:voice.title') }, { timeout: 5000 });
  return { ...rendered, launcher, dialog };
}

describe('voice-chat dialog', { timeout: 20_000 }, () => {
  it('opens on the language step with a searchable grid of about 60 languages, English preselected', async () => {
    mockApi();
    const { dialog, user } = await openVoiceDialog();
    expect(dialog).toHaveAccessibleDescription(i18n.t('home:voice.languageDescription'));
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.length).toBeGreaterThanOrEqual(55);
    expect(within(dialog).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'English' })).toHaveFocus();

    await user.type(within(dialog).getByRole('searchbox', { name: i18n.t('home:voice.searchLabel') }), 'span');
    expect(within(dialog).getByRole('radio', { name: /^Spanish/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'English' })).not.toBeInTheDocument();

    const search = within(dialog).getByRole('searchbox');
    await user.clear(search);
    await user.type(search, 'español');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
    expect(within(dialog).getByText(i18n.t('home:voice.noMatch', { query: 'zzz' }))).toBeVisible();
  });

  it('goes language → ready → Change → language, keeping the choice, and links to the demo in that language', async () => {
    mockApi();
    const { dialog, user } = await openVoiceDialog();
    await user.type(within(dialog).getByRole('searchbox'), 'spa');
    await user.click(within(dialog).getByRole('radio', { name: /^Spanish/ }));
    await user.click(within(dialog).getByRole('button', { name: i18n.t('home:voice.continue') }));

    const ready = await screen.findByRole('dialog', { name: i18n.t('home:voice.readyTitle') });
    expect(within(ready).getByText('Spanish')).toBeVisible();
    const start = within(ready).getByRole('link', { name: i18n.t('home:voice.start') });
    expect(start).toHaveAttribute('href', '/agents?lang=es');
    expect(start).toHaveAccessibleDescription(i18n.t('home:voice.startNote', { language: 'Spanish' }));
    expect(start).toHaveFocus();

    await user.click(within(ready).getByRole('button', { name: i18n.t('home:voice.change') }));
    const languageStep = await screen.findByRole('dialog', { name: i18n.t('home:voice.title') });
    const spanish = within(languageStep).getByRole('radio', { name: /^Spanish/ });
    expect(spanish).toBeChecked();
    expect(spanish).toHaveFocus();
  });

  it('continues with Enter on a language', async () => {
    mockApi();
    const { user } = await openVoiceDialog();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    const ready = await screen.findByRole('dialog', { name: i18n.t('home:voice.readyTitle') });
    expect(within(ready).getByRole('link', { name: i18n.t('home:voice.start') })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/agents\?lang=[a-z]+$/),
    );
  });

  it('closes with Escape, returns focus to the button and starts again on the language step', async () => {
    mockApi();
    const { dialog, launcher, user } = await openVoiceDialog();
    await user.click(within(dialog).getByRole('button', { name: i18n.t('home:voice.continue') }));
    await screen.findByRole('dialog', { name: i18n.t('home:voice.readyTitle') });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();

    await user.click(launcher);
    expect(await screen.findByRole('dialog', { name: i18n.t('home:voice.title') })).toBeInTheDocument();
  });

  it('is also opened by the hero button', async () => {
    mockApi();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: i18n.t('home:hero.talkToAi') }));
    expect(await screen.findByRole('dialog', { name: i18n.t('home:voice.title') })).toBeInTheDocument();
  });

  it('preselects the site language when it is a voice language', async () => {
    await i18n.changeLanguage('de');
    mockApi();
    const { dialog } = await openVoiceDialog();
    const checked = within(dialog).getByRole('radio', { checked: true });
    expect(checked).toHaveAttribute('value', 'de');
    expect(checked).toHaveAccessibleName('Deutsch');
  });
});
