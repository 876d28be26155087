import type { PublicSettings } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openConsentPreferences } from '@/lib/consent';
import { defaultSettings, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { whatsappHref } from './contact-links';

vi.mock('@/lib/consent', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/consent')>()),
  openConsentPreferences: vi.fn(),
}));

const withSocials: PublicSettings = {
  ...defaultSettings,
  brandName: 'Acme Voice',
  facebookUrl: 'https://facebook.com/acme',
  instagramUrl: 'https://instagram.com/acme',
  youtubeUrl: 'https://youtube.com/@acme',
  whatsappNumber: '+1 (555) 010-0199',
  whatsappMessage: "Hi! I'd like a demo & pricing? 50%/month",
};

async function renderFooter(settings: PublicSettings) {
  mockApi({ settings });
  const app = renderApp('/pricing');
  await screen.findByRole('heading', { level: 1, name: 'Pricing' });
  const footer = screen.getByRole('contentinfo');
  await within(footer).findByRole('heading', { name: 'Contact' });
  return { ...app, footer };
}

describe('site footer', () => {
  it('links every configured network in a new tab, WhatsApp with the encoded prefilled message', async () => {
    const { footer } = await renderFooter(withSocials);
    const social = within(footer).getByRole('list', { name: 'Follow us' });
    const link = (name: string) => within(social).getByRole('link', { name: `${name} (opens in a new tab)` });

    expect(link('Acme Voice on Facebook')).toHaveAttribute('href', 'https://facebook.com/acme');
    expect(link('Acme Voice on Instagram')).toHaveAttribute('href', 'https://instagram.com/acme');
    expect(link('Acme Voice on YouTube')).toHaveAttribute('href', 'https://youtube.com/@acme');
    expect(link('Chat with Acme Voice on WhatsApp')).toHaveAttribute(
      'href',
      "https://wa.me/15550100199?text=Hi!%20I'd%20like%20a%20demo%20%26%20pricing%3F%2050%25%2Fmonth",
    );
    for (const anchor of within(social).getAllByRole('link')) {
      expect(anchor).toHaveAttribute('target', '_blank');
      expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('hides each network whose setting is empty', async () => {
    const { footer } = await renderFooter({ ...withSocials, facebookUrl: null, whatsappNumber: null });
    const social = within(footer).getByRole('list', { name: 'Follow us' });
    expect(within(social).getAllByRole('link')).toHaveLength(2);
    expect(within(social).queryByRole('link', { name: /Facebook|WhatsApp/ })).not.toBeInTheDocument();
  });

  it('links LinkedIn, X and TikTok when set, and shows the address only when one is set', async () => {
    const { footer } = await renderFooter({
      ...defaultSettings,
      brandName: 'Acme Voice',
      linkedinUrl: 'https://www.linkedin.com/company/acme',
      xUrl: 'https://x.com/acme',
      tiktokUrl: 'https://www.tiktok.com/@acme',
      businessAddress: '100 Main Street\nAustin, TX 78701',
    });
    const social = within(footer).getByRole('list', { name: 'Follow us' });
    const link = (name: string) => within(social).getByRole('link', { name: `${name} (opens in a new tab)` });
    expect(link('Acme Voice on LinkedIn')).toHaveAttribute('href', 'https://www.linkedin.com/company/acme');
    expect(link('Acme Voice on X')).toHaveAttribute('href', 'https://x.com/acme');
    expect(link('Acme Voice on TikTok')).toHaveAttribute('href', 'https://www.tiktok.com/@acme');
    const address = within(footer).getByText(/100 Main Street/);
    expect(address.closest('address')).toHaveTextContent('Address: 100 Main Street Austin, TX 78701');
  });

  it('shows no address line when none is set', async () => {
    const { footer } = await renderFooter(defaultSettings);
    expect(footer.querySelector('address')).toBeNull();
  });

  it('shows no social list at all when no network is configured', async () => {
    const { footer } = await renderFooter(defaultSettings);
    expect(within(footer).queryByRole('list', { name: 'Follow us' })).not.toBeInTheDocument();
  });

  it('shows the pitch, contact details, quick links and the copyright line', async () => {
    const { footer } = await renderFooter(withSocials);
    expect(within(footer).getByText(/AI voice agents that answer every call/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'support@receptiva.test' })).toHaveAttribute(
      'href',
      'mailto:support@receptiva.test',
    );
    expect(within(footer).getByRole('link', { name: '+1 (555) 010-0199' })).toHaveAttribute('href', 'tel:+15550100199');
    expect(within(footer).getByText('Monday-Friday 9:00 AM-6:00 PM EST')).toBeInTheDocument();

    const quickLinks = within(footer).getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Pricing', '/pricing'],
      ['Marketplace', '/marketplace'],
      ['Case studies', '/projects'],
      ['Blog', '/blog'],
      ['Legal policies', '/legal'],
    ]);
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Acme Voice. All rights reserved.`)).toBeVisible();
  });

  it('opens the cookie preferences from Cookie settings', async () => {
    const { footer, user } = await renderFooter(defaultSettings);
    vi.mocked(openConsentPreferences).mockClear();
    await user.click(within(footer).getByRole('button', { name: 'Cookie settings' }));
    expect(openConsentPreferences).toHaveBeenCalledTimes(1);
  });
});

describe('whatsappHref', () => {
  it('keeps only the digits of the number and leaves the text out when there is no message', () => {
    expect(whatsappHref('+44 20 7946 0958', '  ')).toBe('https://wa.me/442079460958');
    expect(whatsappHref('15550100199', 'Hola, ¿qué tal?')).toBe(
      'https://wa.me/15550100199?text=Hola%2C%20%C2%BFqu%C3%A9%20tal%3F',
    );
  });
});
