import { SITE_LANGUAGE_CODES, TERMS_DOCUMENT_VERSION } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEGAL_SECTIONS } from '@/config/paths';
import { consentStore } from '@/lib/consent';
import { i18n } from '@/lib/i18n';
import { defaultSettings, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { LegalDocument } from './legal-document';

const catalogs = import.meta.glob<Record<string, Record<string, unknown>>>(
  '../../../locales/*/{legal,membership}.json',
  {
    eager: true,
    import: 'default',
  },
);

const renderLegal = async (settings = defaultSettings) => {
  mockApi({ settings });
  const result = renderRoutes([{ path: '/legal', element: <LegalDocument /> }], { path: '/legal' });
  await screen.findByRole('heading', { level: 1, name: 'Legal policies' });
  // The contact details come with the settings.
  await screen.findByRole('link', { name: settings.supportEmail });
  return result;
};

const privacyList = (testId: 'first-party-storage' | 'third-parties') => screen.getByTestId(testId);

describe('LegalDocument', () => {
  it('has every section as an anchor with its heading, and a table of contents linking to each', async () => {
    await renderLegal();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const headings: Record<string, string> = {
      terms: 'Terms of Service',
      payment: 'Payment terms',
      refunds: 'Cancellation and refunds',
      privacy: 'Privacy policy',
      cookies: 'Cookies, storage and third parties',
      arbitration: 'Arbitration agreement',
      contact: 'Contact',
    };
    for (const id of LEGAL_SECTIONS) {
      const section = document.getElementById(id);
      expect(section, id).toBeInstanceOf(HTMLElement);
      expect(within(section!).getAllByRole('heading')[0]).toHaveTextContent(headings[id]!);
      expect(within(contents).getByRole('link', { name: headings[id] })).toHaveAttribute('href', `#${id}`);
    }
    // Cookies belong to the privacy policy.
    expect(document.getElementById('privacy')).toContainElement(document.getElementById('cookies'));
  });

  it('shows the version the consent dialog records, with the spec §9 terms', async () => {
    await renderLegal();
    expect(screen.getByTestId('legal-version')).toHaveTextContent(
      /^Last Updated: January 2025 \| Document Version 2\.1$/,
    );
    expect(TERMS_DOCUMENT_VERSION).toBe('2.1');
    const payment = document.getElementById('payment')!;
    for (const text of [
      /\$1,000\.00, charged when you buy\. The setup fee is non-refundable/,
      /\$497\.00, charged on the 1st/,
      /prorated/,
      /\$1,000\.00 now and \$497\.00 for 11 months/,
    ]) {
      expect(within(payment).getAllByText(text).length, String(text)).toBeGreaterThan(0);
    }
    const terms = document.getElementById('terms')!;
    expect(
      within(terms).getByText(/12 months before the claim arose, and is never more than \$6,497\.00/),
    ).toBeInTheDocument();
    expect(within(terms).getByText(/99\.9% uptime/)).toBeInTheDocument();
    expect(within(terms).getByText(/30 days' written notice[\s\S]*30 days to export your data/)).toBeInTheDocument();
    expect(within(terms).getByText(/30 days' notice of any change/)).toBeInTheDocument();
    const arbitration = document.getElementById('arbitration')!;
    for (const text of [
      /binding arbitration, administered by a national arbitration association/,
      /waive the right to bring or take part in a class action/,
      /small claims court/,
    ]) {
      expect(within(arbitration).getByText(text)).toBeInTheDocument();
    }
    expect(
      within(document.getElementById('refunds')!).getByText(
        /within this 30-day window stops all remaining monthly payments/,
      ),
    ).toBeInTheDocument();
    expect(
      within(document.getElementById('contact')!).getByText('Monday-Friday 9:00 AM-6:00 PM EST'),
    ).toBeInTheDocument();
  });

  it('has the same version note as the consent dialog in every language', () => {
    for (const language of SITE_LANGUAGE_CODES) {
      const legal = catalogs[`../../../locales/${language}/legal.json`]!;
      const membership = catalogs[`../../../locales/${language}/membership.json`]!;
      expect(legal.versionNote, language).toBe((membership.consent as Record<string, unknown>).versionNote);
    }
  });

  it('lists the first-party cookies and storage always, and no third party when none is configured', async () => {
    await renderLegal();
    const firstParty = privacyList('first-party-storage');
    for (const name of ['receptiva.session_token', 'i18next', 'am_id', 'receptiva.consent', 'i18nextLng']) {
      expect(within(firstParty).getByText(name)).toBeInTheDocument();
    }
    expect(screen.queryByTestId('third-parties')).not.toBeInTheDocument();
    expect(screen.getByText(/No third-party scripts, widgets or embedded content are enabled/)).toBeInTheDocument();
  });

  it('names exactly the third parties the settings enable, with where each loads from', async () => {
    await renderLegal({
      ...defaultSettings,
      pixelId: '123456789012345',
      chatWidgetScriptUrl: 'https://widgets.chat.example/loader.js',
      introVideoUrl: 'https://www.youtube-nocookie.com/embed/abc',
    });
    const items = within(privacyList('third-parties')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Meta Pixel (Meta Platforms)',
      'Chat widget',
      'Video player',
    ]);
    expect(items[0]).toHaveTextContent('connect.facebook.net');
    expect(items[0]).toHaveTextContent('Marketing, only with your consent');
    expect(items[1]).toHaveTextContent('widgets.chat.example');
    expect(items[2]).toHaveTextContent('www.youtube-nocookie.com');
    expect(items[2]).toHaveTextContent('Loaded when you use it');
    expect(screen.queryByText('Affiliate tracking script')).not.toBeInTheDocument();
    expect(screen.queryByText('Booking calendar')).not.toBeInTheDocument();
  });

  it("reopens the consent banner's preferences from the cookie settings button", async () => {
    const { user } = await renderLegal();
    expect(consentStore.getSnapshot().preferencesOpen).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Change cookie settings' }));
    expect(consentStore.getSnapshot().preferencesOpen).toBe(true);
  });

  it('translates headings and navigation, keeps the binding English text and says so', async () => {
    await i18n.changeLanguage('de');
    mockApi();
    renderRoutes([{ path: '/legal', element: <LegalDocument /> }], { path: '/legal' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rechtliches' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Auf dieser Seite' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Zahlungsbedingungen' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('verbindlich ist der englische Text');
    const english = screen.getByText(/The setup fee is non-refundable/);
    expect(english.closest('[lang="en"]')).not.toBeNull();
    expect(screen.getByTestId('legal-version')).toHaveTextContent(
      'Zuletzt aktualisiert: Januar 2025 | Dokumentversion 2.1',
    );
  });

  it('has no binding-text notice in English', async () => {
    await renderLegal();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
