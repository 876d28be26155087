import type { UniversityCatalog, UniversityPlaylist, UniversityVideo } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const video = (id: string, title: string, source: Partial<UniversityVideo> = {}): UniversityVideo => ({
  id,
  title,
  description: `All about ${title.toLowerCase()}.`,
  youtubeId: 'nFIGLj5M7YY',
  videoUrl: null,
  durationSeconds: 222,
  lang: 'en',
  ...source,
});
const playlist = (slug: string, title: string, videos: UniversityVideo[]): UniversityPlaylist => ({
  id: `playlist-${slug}`,
  slug,
  title,
  description: `The ${title} playlist.`,
  lang: 'en',
  videos,
});
const CATALOG: UniversityCatalog = {
  language: 'en',
  playlists: [
    playlist('getting-started', 'Getting started', [
      video('v1', 'Make your first test call'),
      video('v2', 'Invite your team', { youtubeId: null, videoUrl: 'https://cdn.example.com/team.mp4' }),
    ]),
    playlist('growing-reviews', 'Growing your reviews', [video('v3', 'Reply to every review')]),
  ],
};

const university = () => ({ 'GET /api/university': () => jsonResponse(CATALOG) });
const articles = () =>
  screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
/** The page's texts by key (the catalog's own types cannot follow a key built at run time). */
const t = (key: string, options?: Record<string, unknown>): string =>
  String(i18n.t(`university:${key}` as never, options as never));

describe('/university', { timeout: 40_000 }, () => {
  it('lists the playlists in order, and the search narrows them, keeps the query in the URL and says when nothing matches', async () => {
    mockApi({ routes: university() });
    const { user, router } = renderApp('/university');
    expect(await screen.findByRole('heading', { level: 1, name: t('title') })).toBeVisible();
    const playlistHeadings = await within(screen.getByRole('main')).findAllByRole('heading', { level: 2 });
    expect(playlistHeadings.map((h) => h.textContent)).toEqual(['Getting started', 'Growing your reviews']);
    expect(articles()).toEqual(['Make your first test call', 'Invite your team', 'Reply to every review']);
    const nav = screen.getByRole('navigation', { name: t('nav.label') });
    expect(within(nav).getByRole('link', { name: /Growing your reviews/ })).toHaveAttribute('href', '#growing-reviews');

    const search = screen.getByRole('searchbox', { name: t('search.label') });
    await user.type(search, 'REVIEW');
    expect(articles()).toEqual(['Reply to every review']);
    expect(screen.getByRole('status')).toHaveTextContent(t('search.resultCount', { count: 1 }));
    expect(router.state.location.search).toBe('?q=REVIEW');

    await user.type(search, 'zzz');
    expect(articles()).toEqual([]);
    expect(screen.getByText(t('search.noMatch', { query: 'REVIEWzzz' }))).toBeVisible();
    await user.click(screen.getByRole('button', { name: t('search.clear') }));
    expect(articles()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('starts from the query in the URL', async () => {
    mockApi({ routes: university() });
    renderApp('/university?q=invite');
    await screen.findByRole('heading', { level: 1, name: t('title') });
    expect(await screen.findByRole('searchbox', { name: t('search.label') })).toHaveValue('invite');
    expect(articles()).toEqual(['Invite your team']);
  });

  it('shows a poster and creates the player only when Play is pressed: YouTube without cookies, or a video file', async () => {
    mockApi({ routes: university() });
    const { user, container } = renderApp('/university');
    const play = await screen.findByRole('button', { name: 'Play Make your first test call' });
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('video')).toBeNull();

    await user.click(play);
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/nFIGLj5M7YY?autoplay=1');
    expect(frame).toHaveAttribute('title', 'Make your first test call');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Play Make your first test call' })).toBeNull();

    // One player at a time: the next one replaces the first, which shows its poster again.
    await user.click(screen.getByRole('button', { name: 'Play Invite your team' }));
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('video')).toHaveAttribute('src', 'https://cdn.example.com/team.mp4');
    expect(screen.getByRole('button', { name: 'Play Make your first test call' })).toBeVisible();
  });

  it('asks a visitor to sign in to track progress, and shows no checks', async () => {
    mockApi({ routes: university() });
    renderApp('/university');
    expect(await screen.findByText(t('progress.signInHint'))).toBeVisible();
    expect(screen.getByRole('link', { name: t('progress.signIn') })).toHaveAttribute(
      'href',
      '/auth?next=%2Funiversity',
    );
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it("shows a signed-in person's progress, marks a video watched on play and unmarks it from its check", async () => {
    const watched = new Set(['v3']);
    const watchedAt = '2025-01-01T00:00:00.000Z';
    const api = mockApi({
      me: makeMe(),
      routes: {
        ...university(),
        'GET /api/university/progress': () =>
          jsonResponse({ watched: [...watched].map((videoId) => ({ videoId, watchedAt })) }),
        'PUT /api/university/progress/v1': () => {
          watched.add('v1');
          return jsonResponse({ videoId: 'v1', watchedAt });
        },
        'DELETE /api/university/progress/v3': () => {
          watched.delete('v3');
          return jsonResponse({ videoId: 'v3', watched: false });
        },
      },
    });
    const { user } = renderApp('/university');
    expect(await screen.findByText(t('progress.summary', { watched: 1, total: 3 }))).toBeVisible();
    const [started, reviews] = screen.getAllByTestId('playlist-progress');
    expect(started).toHaveTextContent(t('playlist.progress', { watched: 0, total: 2 }));
    expect(reviews).toHaveTextContent(t('playlist.progress', { watched: 1, total: 1 }));

    await user.click(screen.getByRole('button', { name: 'Play Make your first test call' }));
    expect(api.callsTo('PUT', '/api/university/progress/v1')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: `${t('video.markWatched')} Make your first test call` })).toBeChecked();
    expect(await screen.findByText(t('progress.summary', { watched: 2, total: 3 }))).toBeVisible();

    const reply = screen.getByRole('checkbox', { name: `${t('video.markWatched')} Reply to every review` });
    expect(reply).toBeChecked();
    await user.click(reply);
    expect(reply).not.toBeChecked();
    expect(api.callsTo('DELETE', '/api/university/progress/v3')).toHaveLength(1);
    expect(await screen.findByText(t('progress.summary', { watched: 1, total: 3 }))).toBeVisible();
  });
});
