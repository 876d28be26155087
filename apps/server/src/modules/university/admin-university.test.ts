import type { AdminUniversityCatalog, AdminUniversityPlaylist, AdminUniversityVideo } from '@receptiva/shared';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Actor, type ActorName, createActors } from '../../../test/actors';
import { useTestServer } from '../../../test/server';
import { auditLog, universityPlaylists } from '../../db/schema';

const BASE = '/api/admin/university';

describe('the university editor API', () => {
  const server = useTestServer();
  let actors: Record<ActorName, Actor>;
  beforeAll(async () => {
    actors = await createActors(server());
  });
  const admin = () => actors.admin.client;
  const call = async (path: string, method: string, json?: unknown) => {
    const response = await admin().request(`${BASE}${path}`, { method, json });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const readCatalog = async () => (await call('', 'GET')).body as unknown as AdminUniversityCatalog;
  const auditOf = (subjectId: string) =>
    server().db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId)).orderBy(desc(auditLog.createdAt));
  const newPlaylist = async (slug: string, extra: Record<string, unknown> = {}) => {
    const { status, body } = await call('/playlists', 'POST', {
      slug,
      title: `Playlist ${slug}`,
      description: 'About it',
      ...extra,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    return body.playlist as AdminUniversityPlaylist;
  };
  const newVideo = async (
    playlistId: string,
    title: string,
    source: Record<string, unknown> = { youtubeId: 'abcdefghijk' },
  ) => {
    const { status, body } = await call(`/playlists/${playlistId}/videos`, 'POST', {
      title,
      description: `What ${title} covers`,
      durationSeconds: 125,
      ...source,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    return body.video as AdminUniversityVideo;
  };

  it('is for admins only: staff and everyone else are refused', async () => {
    expect((await actors.anonymous.client.get(BASE)).status).toBe(401);
    for (const name of ['user', 'member', 'teamMember', 'staff'] as const) {
      expect((await actors[name].client.get(BASE)).status, name).toBe(403);
    }
    const catalog = await readCatalog();
    expect(catalog.playlists.map((p) => p.slug)).toContain('getting-started');
    expect(catalog.playlists[0]!.translations.map((t) => t.language)).toEqual(['de', 'es']);
  });

  it('creates, edits and deletes a playlist, auditing each change with who did it', async () => {
    const playlist = await newPlaylist('pricing-basics', {
      isPublished: false,
      translations: [{ language: 'fr', title: 'Les bases des prix', description: 'Tout sur les prix' }],
    });
    expect(playlist).toMatchObject({ slug: 'pricing-basics', isPublished: false, videos: [] });
    expect((await readCatalog()).playlists.at(-1)!.id).toBe(playlist.id);

    const edited = await call(`/playlists/${playlist.id}`, 'PATCH', { title: 'Pricing basics', isPublished: true });
    expect(edited.status).toBe(200);
    expect(edited.body.playlist).toMatchObject({ title: 'Pricing basics', isPublished: true });
    // Nothing changes: nothing is written.
    await call(`/playlists/${playlist.id}`, 'PATCH', { title: 'Pricing basics' });

    expect((await call(`/playlists/${playlist.id}`, 'DELETE')).body).toEqual({ removed: true });
    expect((await call(`/playlists/${playlist.id}`, 'DELETE')).status).toBe(404);
    const trail = await auditOf(playlist.id);
    expect(trail.map((entry) => entry.action)).toEqual([
      'university.playlist_deleted',
      'university.playlist_updated',
      'university.playlist_created',
    ]);
    expect(trail[1]).toMatchObject({
      actorUserId: actors.admin.userId,
      actorLabel: expect.stringContaining('admin@example.com'),
      accountUserId: null,
      changes: {
        title: { from: 'Playlist pricing-basics', to: 'Pricing basics' },
        isPublished: { from: false, to: true },
      },
    });
  });

  it('refuses a slug another playlist uses, with the field named, and writes nothing', async () => {
    const taken = await call('/playlists', 'POST', { slug: 'getting-started', title: 'Again', description: '' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { code: 'CONFLICT', fields: { slug: expect.any(String) } } });
    const mine = await newPlaylist('slug-clash');
    const renamed = await call(`/playlists/${mine.id}`, 'PATCH', { slug: 'getting-started' });
    expect(renamed.status).toBe(409);
    expect(await auditOf(mine.id)).toHaveLength(1);
    await call(`/playlists/${mine.id}`, 'DELETE');
  });

  it('validates videos: an 11-character YouTube id or an https URL, exactly one, and a sane duration', async () => {
    const playlist = await newPlaylist('validation');
    const invalid: Record<string, unknown>[] = [
      { youtubeId: 'short' },
      { youtubeId: 'has spaces!' },
      { videoUrl: 'http://example.com/a.mp4' },
      { videoUrl: 'javascript:alert(1)' },
      { youtubeId: 'abcdefghijk', videoUrl: 'https://example.com/a.mp4' },
      {},
      { youtubeId: 'abcdefghijk', durationSeconds: 0 },
      { youtubeId: 'abcdefghijk', durationSeconds: 36_001 },
      { youtubeId: 'abcdefghijk', title: '   ' },
      {
        youtubeId: 'abcdefghijk',
        translations: [
          { language: 'es', title: 'Uno', description: '' },
          { language: 'es', title: 'Dos', description: '' },
        ],
      },
      { youtubeId: 'abcdefghijk', translations: [{ language: 'en', title: 'English', description: '' }] },
    ];
    for (const body of invalid) {
      const answer = await call(`/playlists/${playlist.id}/videos`, 'POST', {
        title: 'A video',
        description: '',
        durationSeconds: 60,
        ...body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    const file = await newVideo(playlist.id, 'Hosted file', { videoUrl: 'https://cdn.example.com/intro.mp4' });
    expect(file).toMatchObject({ youtubeId: null, videoUrl: 'https://cdn.example.com/intro.mp4' });
    // A new source replaces the old one as a whole.
    const switched = await call(`/videos/${file.id}`, 'PATCH', { youtubeId: 'Zyxwvutsrq_' });
    expect(switched.body.video).toMatchObject({ youtubeId: 'Zyxwvutsrq_', videoUrl: null });
    expect((await call(`/videos/${file.id}`, 'PATCH', { youtubeId: null })).status).toBe(400);
    expect(
      (
        await call(`/playlists/${crypto.randomUUID()}/videos`, 'POST', {
          title: 'x',
          description: '',
          durationSeconds: 5,
          youtubeId: 'abcdefghijk',
        })
      ).status,
    ).toBe(404);
    await call(`/playlists/${playlist.id}`, 'DELETE');
  });

  it('moves videos and playlists one place at a time, persists the order and audits each move', async () => {
    const playlist = await newPlaylist('ordering');
    const [one, two, three] = [
      await newVideo(playlist.id, 'One'),
      await newVideo(playlist.id, 'Two'),
      await newVideo(playlist.id, 'Three'),
    ];
    const titles = async () =>
      (await readCatalog()).playlists.find((p) => p.id === playlist.id)!.videos.map((v) => v.title);

    expect((await call(`/videos/${three!.id}/move`, 'POST', { direction: 'up' })).body).toEqual({ moved: true });
    expect(await titles()).toEqual(['One', 'Three', 'Two']);
    expect((await call(`/videos/${one!.id}/move`, 'POST', { direction: 'up' })).body).toEqual({ moved: false });
    await call(`/videos/${one!.id}/move`, 'POST', { direction: 'down' });
    expect(await titles()).toEqual(['Three', 'One', 'Two']);
    expect((await call(`/videos/${two!.id}/move`, 'POST', { direction: 'down' })).body).toEqual({ moved: false });
    expect((await call(`/videos/${two!.id}/move`, 'POST', { direction: 'sideways' })).status).toBe(400);
    const [moveEntry] = await auditOf(one!.id);
    expect(moveEntry).toMatchObject({ action: 'university.video_moved', changes: { position: { from: 1, to: 2 } } });

    // Playlists: the new one is last; up moves it above the one before it, on the public page too.
    const before = (await readCatalog()).playlists.map((p) => p.slug);
    expect(before.at(-1)).toBe('ordering');
    await call(`/playlists/${playlist.id}/move`, 'POST', { direction: 'up' });
    const after = (await readCatalog()).playlists.map((p) => p.slug);
    expect(after.slice(-2)).toEqual(['ordering', before.at(-2)]);
    const publicOrder = (
      (await (await server().client().get('/api/university')).json()) as AdminUniversityCatalog
    ).playlists.map((p) => p.slug);
    expect(publicOrder.slice(-2)).toEqual(['ordering', before.at(-2)]);

    // A video moved to another playlist goes last there.
    const other = await newPlaylist('ordering-two');
    await newVideo(other.id, 'Resident');
    const moved = await call(`/videos/${two!.id}`, 'PATCH', { playlistId: other.id });
    expect(moved.body.video).toMatchObject({ playlistId: other.id });
    expect((await readCatalog()).playlists.find((p) => p.id === other.id)!.videos.map((v) => v.title)).toEqual([
      'Resident',
      'Two',
    ]);
    expect((await call(`/videos/${two!.id}`, 'PATCH', { playlistId: crypto.randomUUID() })).status).toBe(400);

    await call(`/videos/${one!.id}`, 'DELETE');
    expect(await titles()).toEqual(['Three']);
    expect((await auditOf(one!.id))[0]).toMatchObject({ action: 'university.video_deleted' });
    await call(`/playlists/${playlist.id}`, 'DELETE');
    await call(`/playlists/${other.id}`, 'DELETE');
    const left = await server()
      .db.select()
      .from(universityPlaylists)
      .where(and(eq(universityPlaylists.slug, 'ordering')));
    expect(left).toEqual([]);
  });
});
