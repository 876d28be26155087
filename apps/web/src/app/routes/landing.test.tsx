import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { defaultSettings, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const h1 = () =>
  screen.findByRole('heading', {
    level: 1,
    name: `${i18n.t('home:hero.titleLead')} ${i18n.t('home:hero.titleHighlight')}`,
  }); // the first test also waits for the lazy page to compile

/** The sections below the hero, each loaded on its own (DeferredSection). */
const DEFERRED_SECTIONS = 9;

/** Renders / and waits for the public settings (the scarcity banner needs them) and every section. */
async function renderHome() {
  const rendered = renderApp('/');
  await h1();
  await screen.findByText(/free-trial spots/);
  await waitFor(() => expect(document.querySelectorAll('[data-section-ready]')).toHaveLength(DEFERRED_SECTIONS));
  return rendered;
}

describe('home page', () => {
  it('has one h1, then an h2 per section, without skipped heading levels', async () => {
    mockApi();
    await renderHome();
    const main = screen.getByRole('main');
    const headings = within(main).getAllByRole('heading');
    const levels = headings.map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level, headings[index]?.textContent ?? '').toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
    for (const title of [
      'features.title',
      'pricing.title',
      'guarantee.title',
      'about.title',
      'process.title',
    ] as const) {
      expect(within(main).getByRole('heading', { level: 2, name: i18n.t(`home:${title}`) })).toBeInTheDocument();
    }
    expect(within(main).getByRole('heading', { level: 2, name: i18n.t('home:finalCta.title') })).toBeInTheDocument();
  });

  it('shows its sections in the spec order, with their anchors', async () => {
    mockApi();
    await renderHome();
    const anchors = ['features', 'industries', 'calculator', 'pricing', 'about'].map((id) => {
      const element = document.getElementById(id);
      expect(element, `#${id}`).not.toBeNull();
      expect(document.querySelectorAll(`[id="${id}"]`), `#${id} is unique`).toHaveLength(1);
      return element!;
    });
    anchors.slice(1).forEach((element, index) => {
      expect(anchors[index]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });

  it('shows the hero: trusted-by chips, the stats and the free-trial spots from the settings', async () => {
    mockApi({ settings: { ...defaultSettings, freeTrialSpotsLeft: 12 } });
    renderApp('/');
    await h1();
    expect(await screen.findByText('Only 12 free-trial spots left this month')).toBeVisible();
    for (const chip of ['Med spas', 'Real estate', 'Legal', 'Home services']) {
      expect(screen.getByText(chip)).toBeInTheDocument();
    }
    expect(screen.getByText('500+')).toBeInTheDocument();
    expect(screen.getByText('24/7')).toBeInTheDocument();
    expect(screen.getByText('97%')).toBeInTheDocument();
  });

  it('says "spot" when only one is left', async () => {
    mockApi({ settings: { ...defaultSettings, freeTrialSpotsLeft: 1 } });
    renderApp('/');
    await h1();
    expect(await screen.findByText('Only 1 free-trial spot left this month')).toBeVisible();
  });

  it('tells visitors when this month’s free-trial spots are gone', async () => {
    mockApi({ settings: { ...defaultSettings, freeTrialSpotsLeft: 0 } });
    renderApp('/');
    await h1();
    expect(await screen.findByText(i18n.t('home:hero.scarcityFull'))).toBeVisible();
    expect(screen.queryByText(/Only 0 free-trial spots/)).not.toBeInTheDocument();
  });

  it('shows the membership prices in US dollars and sends visitors to /membership-promo', async () => {
    mockApi({ me: null });
    await renderHome();
    const pricing = document.getElementById('pricing')!;
    expect(within(pricing).getByText('$6,497')).toBeInTheDocument();
    expect(within(pricing).getByText('$1,000')).toBeInTheDocument();
    expect(within(pricing).getByText('$497/month')).toBeInTheDocument();
    expect(within(pricing).getAllByRole('listitem')).toHaveLength(6);
    expect(within(pricing).getByText(/50% off/)).toBeInTheDocument();
    expect(within(pricing).getByRole('link', { name: 'Become a Member' })).toHaveAttribute('href', '/membership-promo');
    expect(within(pricing).queryByRole('button', { name: 'Already a Member' })).not.toBeInTheDocument();
  });

  it('sends a signed-in non-member to /membership-promo too', async () => {
    mockApi({ me: makeMe({ isMember: false }) });
    await renderHome();
    const pricing = document.getElementById('pricing')!;
    expect(await within(pricing).findByRole('link', { name: 'Become a Member' })).toHaveAttribute(
      'href',
      '/membership-promo',
    );
  });

  it("shows members a disabled 'Already a Member' button instead of the link", async () => {
    mockApi({ me: makeMe({ isMember: true }) });
    await renderHome();
    const pricing = document.getElementById('pricing')!;
    const button = await within(pricing).findByRole('button', { name: 'Already a Member' });
    expect(button).toBeDisabled();
    expect(within(pricing).queryByRole('link', { name: 'Become a Member' })).not.toBeInTheDocument();
  });

  it('formats prices in the active language, still in US dollars', async () => {
    await i18n.changeLanguage('de');
    mockApi();
    renderApp('/');
    await h1();
    const pricing = await waitForPricing();
    expect(within(pricing).getByText(/6\.497\s\$/)).toBeInTheDocument();
  });

  it('shows the illustrated poster and loads no video when no video URL is set', async () => {
    mockApi({ settings: { ...defaultSettings, introVideoUrl: null } });
    await renderHome();
    expect(screen.getByText(i18n.t('home:intro.poster.callerLine'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: i18n.t('home:intro.play') })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('loads the intro video only when the visitor presses play, without autoplay', async () => {
    const videoUrl = 'https://www.youtube-nocookie.com/embed/abc123';
    mockApi({ settings: { ...defaultSettings, introVideoUrl: videoUrl } });
    const { user } = await renderHome();
    const play = await screen.findByRole('button', { name: i18n.t('home:intro.play') });
    expect(document.querySelector('iframe')).toBeNull();

    await user.click(play);
    const frame = document.querySelector('iframe');
    expect(frame).toHaveAttribute('src', videoUrl);
    expect(frame).toHaveAttribute('title', 'Receptiva product tour');
    expect(frame?.getAttribute('allow')).not.toMatch(/autoplay/);
    expect(frame).toHaveFocus();
  });

  it('ignores a video URL that is not http(s)', async () => {
    mockApi({ settings: { ...defaultSettings, introVideoUrl: 'javascript:alert(1)' } });
    await renderHome();
    expect(screen.queryByRole('button', { name: i18n.t('home:intro.play') })).not.toBeInTheDocument();
  });

  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ] as const)('Book Demo scrolls to #book-demo (reduced motion: %s → %s)', async (reduce, behavior) => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
    mockApi();
    const { user } = await renderHome();
    if (!document.getElementById('book-demo')) {
      const target = document.createElement('div');
      target.id = 'book-demo';
      document.body.append(target);
    }
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');

    await user.click(screen.getByRole('button', { name: 'Book Demo' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ behavior }));
    expect((scroll.mock.contexts.at(-1) as Element).id).toBe('book-demo');

    scroll.mockClear();
    await user.click(screen.getByRole('button', { name: i18n.t('home:finalCta.bookDemo') }));
    expect((scroll.mock.contexts.at(-1) as Element).id).toBe('book-demo');
    document.getElementById('book-demo')?.remove();
  });

  it('links the features and final call to action to /pricing', async () => {
    mockApi();
    await renderHome();
    expect(screen.getByRole('link', { name: i18n.t('home:features.cta.action') })).toHaveAttribute('href', '/pricing');
    expect(screen.getByText(i18n.t('home:features.cta.trial'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: i18n.t('home:finalCta.pricing') })).toHaveAttribute('href', '/pricing');
  });

  it('shows the founder story: five timeline stages, testimonials and the 4.9/5 rating', async () => {
    mockApi();
    await renderHome();
    const about = document.getElementById('about')!;
    expect(within(about).getByText(i18n.t('home:about.founder.name'))).toBeInTheDocument();
    const [timeline] = within(about).getAllByRole('list');
    expect(within(timeline!).getAllByRole('listitem')).toHaveLength(5);
    expect(within(about).getAllByRole('blockquote').length).toBeGreaterThanOrEqual(4);
    expect(within(about).getByText('4.9/5')).toBeInTheDocument();
  });
});

async function waitForPricing(): Promise<HTMLElement> {
  await screen.findByRole('heading', { level: 2, name: i18n.t('home:pricing.title') });
  return document.getElementById('pricing')!;
}
