import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, getConsent, openConsentPreferences } from '@/lib/consent';
import { mockApi } from '@/testing/mock-api';
import { renderWithTracking, resetTracking } from '@/testing/tracking';

afterEach(resetTracking);

const findBanner = () => screen.findByRole('region', { name: 'Your privacy, your choice' });
const banner = () => screen.getByRole('region', { name: 'Your privacy, your choice' });
const queryBanner = () => screen.queryByRole('region', { name: 'Your privacy, your choice' });

describe('ConsentBanner', () => {
  it('asks until the visitor chooses, without blocking the page', async () => {
    mockApi();
    const { user } = renderWithTracking();
    const region = await screen.findByRole('region', { name: 'Your privacy, your choice' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Your privacy, your choice' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
      'href',
      '/legal#privacy',
    );
    // Non-blocking: the page stays reachable and nothing is modal.
    expect(screen.getByRole('heading', { level: 1, name: 'Page' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Accept all' }));
    expect(queryBanner()).not.toBeInTheDocument();
    expect(getConsent()).toMatchObject({ marketing: true });
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ version: 1, marketing: true });
  });

  it('remembers the choice', async () => {
    mockApi();
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 1, marketing: false, decidedAt: '2026-01-01T00:00:00.000Z' }),
    );
    renderWithTracking();
    await screen.findByRole('heading', { name: 'Page' });
    expect(queryBanner()).not.toBeInTheDocument();
  });

  it('asks again when the stored choice is from an older version', async () => {
    mockApi();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 0, marketing: true }));
    renderWithTracking();
    expect(await screen.findByRole('region', { name: 'Your privacy, your choice' })).toBeInTheDocument();
    expect(getConsent()).toBeNull();
  });

  it('records "Necessary only" as no marketing', async () => {
    mockApi();
    const { user } = renderWithTracking();
    await user.click(within(await findBanner()).getByRole('button', { name: 'Necessary only' }));
    expect(getConsent()).toMatchObject({ marketing: false });
    expect(queryBanner()).not.toBeInTheDocument();
  });

  it('saves preferences with the marketing toggle', async () => {
    mockApi();
    const { user } = renderWithTracking();
    await user.click(await screen.findByRole('button', { name: 'Preferences' }));
    const marketing = screen.getByRole('switch', { name: 'Marketing' });
    expect(marketing).toHaveFocus();
    expect(marketing).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Necessary' })).toBeChecked();
    await user.click(marketing);
    expect(marketing).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(getConsent()).toMatchObject({ marketing: true });
    expect(queryBanner()).not.toBeInTheDocument();
  });

  it('reopens from openConsentPreferences() with the current choice, and returns focus', async () => {
    mockApi();
    const { user } = renderWithTracking(
      '/',
      <button type="button" onClick={openConsentPreferences}>
        Cookie settings
      </button>,
    );
    await user.click(within(await findBanner()).getByRole('button', { name: 'Accept all' }));
    expect(queryBanner()).not.toBeInTheDocument();

    const footerButton = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(footerButton);
    const region = banner();
    expect(within(region).getByRole('heading', { name: 'Your privacy, your choice' })).toHaveFocus();
    const marketing = within(region).getByRole('switch', { name: 'Marketing' });
    expect(marketing).toBeChecked();
    await user.click(marketing);
    await user.click(within(region).getByRole('button', { name: 'Save preferences' }));
    expect(getConsent()).toMatchObject({ marketing: false });
    expect(queryBanner()).not.toBeInTheDocument();
    expect(footerButton).toHaveFocus();
  });

  it('closes a reopened banner without changes (close button or Escape)', async () => {
    mockApi();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, marketing: true, decidedAt: '' }));
    const { user } = renderWithTracking();
    await screen.findByRole('heading', { name: 'Page' });
    act(() => openConsentPreferences());
    await user.click(within(banner()).getByRole('button', { name: 'Close cookie settings' }));
    expect(queryBanner()).not.toBeInTheDocument();

    act(() => openConsentPreferences());
    await waitFor(() => expect(within(banner()).getByRole('heading')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(queryBanner()).not.toBeInTheDocument();
    expect(getConsent()).toMatchObject({ marketing: true });
  });
});
