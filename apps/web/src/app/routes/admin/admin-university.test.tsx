import type { AdminUniversityPlaylist, AdminUniversityVideo } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { expectToast } from '@/testing/notices';
import { renderApp } from '@/testing/render-app';

const video = (id: string, title: string): AdminUniversityVideo => ({
  id,
  playlistId: 'p1',
  title,
  description: '',
  youtubeId: 'nFIGLj5M7YY',
  videoUrl: null,
  durationSeconds: 90,
  isPublished: true,
  translations: [],
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const PLAYLIST: AdminUniversityPlaylist = {
  id: 'p1',
  slug: 'getting-started',
  title: 'Getting started',
  description: 'First steps.',
  isPublished: true,
  translations: [{ language: 'es', title: 'Primeros pasos', description: '' }],
  updatedAt: '2025-01-01T00:00:00.000Z',
  videos: [video('v1', 'Welcome'), video('v2', 'Forward your line')],
};

const admin = () => makeMe({ role: 'admin' });

describe('/admin/university', { timeout: 40_000 }, () => {
  it('lists playlists and videos, and Move up saves the new order', async () => {
    const api = mockApi({
      me: admin(),
      routes: {
        'GET /api/admin/university': () => jsonResponse({ playlists: [PLAYLIST] }),
        'POST /api/admin/university/videos/v2/move': () => jsonResponse({ moved: true }),
      },
    });
    const { user } = renderApp('/admin/university');
    const list = await screen.findByRole('list', { name: 'Videos in Getting started' });
    expect(
      within(list)
        .getAllByTestId('admin-video-title')
        .map((node) => node.textContent),
    ).toEqual(['Welcome', 'Forward your line']);
    expect(screen.getByRole('button', { name: 'Move Welcome up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Forward your line down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Forward your line up' }));
    expect(api.callsTo('POST', '/api/admin/university/videos/v2/move')[0]?.body).toEqual({ direction: 'up' });
    expect(screen.getByRole('link', { name: 'University' })).toHaveAttribute('aria-current', 'page');
  });

  it('checks a new video before sending it, and sends the id from a pasted YouTube link with the length in seconds', async () => {
    const api = mockApi({
      me: admin(),
      routes: {
        'GET /api/admin/university': () => jsonResponse({ playlists: [PLAYLIST] }),
        'POST /api/admin/university/playlists/p1/videos': () =>
          jsonResponse({ video: video('v3', 'Booking rules') }, 201),
      },
    });
    const { user } = renderApp('/admin/university');
    await user.click(await screen.findByRole('button', { name: 'Add video: Getting started' }));
    const dialog = await screen.findByRole('dialog', { name: 'New video' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Booking rules');
    await user.type(within(dialog).getByRole('textbox', { name: 'YouTube video id' }), 'not an id');
    await user.type(within(dialog).getByRole('textbox', { name: 'Length' }), '99');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an 11-character YouTube video id or a YouTube link.')).toBeVisible();
    expect(within(dialog).getByText('Enter the length as minutes:seconds, at most 10 hours.')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/university/playlists/p1/videos')).toEqual([]);

    const id = within(dialog).getByRole('textbox', { name: 'YouTube video id' });
    await user.clear(id);
    await user.type(id, 'https://www.youtube.com/watch?v=I4cZ2cSV8HT&t=3');
    const length = within(dialog).getByRole('textbox', { name: 'Length' });
    await user.clear(length);
    await user.type(length, '8:04');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Video added');
    expect(api.callsTo('POST', '/api/admin/university/playlists/p1/videos')[0]?.body).toEqual({
      title: 'Booking rules',
      description: '',
      youtubeId: 'I4cZ2cSV8HT',
      videoUrl: null,
      durationSeconds: 484,
      isPublished: true,
      translations: [],
    });
  });

  it('asks before deleting, and deletes only once confirmed', async () => {
    const api = mockApi({
      me: admin(),
      routes: {
        'GET /api/admin/university': () => jsonResponse({ playlists: [PLAYLIST] }),
        'DELETE /api/admin/university/videos/v1': () => jsonResponse({ removed: true }),
      },
    });
    const { user } = renderApp('/admin/university');
    const remove = await screen.findByRole('button', { name: 'Delete Welcome' });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this video?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).toHaveFocus();
    expect(api.callsTo('DELETE', '/api/admin/university/videos/v1')).toEqual([]);

    await user.click(remove);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('“Welcome” deleted');
    expect(api.callsTo('DELETE', '/api/admin/university/videos/v1')).toHaveLength(1);
  });

  it('derives a new playlist’s slug from its title and shows a taken slug on the field', async () => {
    const api = mockApi({
      me: admin(),
      routes: {
        'GET /api/admin/university': () => jsonResponse({ playlists: [PLAYLIST] }),
        'POST /api/admin/university/playlists': () =>
          jsonResponse(
            {
              error: {
                code: 'CONFLICT',
                message: 'Taken',
                fields: { slug: 'Another playlist already uses this slug.' },
              },
            },
            409,
          ),
      },
    });
    const { user } = renderApp('/admin/university');
    await user.click(await screen.findByRole('button', { name: 'New playlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'New playlist' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Getting Started!');
    const slug = within(dialog).getByRole('textbox', { name: 'Slug' });
    expect(slug).toHaveValue('getting-started');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another playlist already uses this slug.')).toBeVisible();
    expect(slug).toHaveFocus();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/admin/university/playlists')[0]?.body).toMatchObject({
      slug: 'getting-started',
      title: 'Getting Started!',
      isPublished: true,
      translations: [],
    });
  });
});
