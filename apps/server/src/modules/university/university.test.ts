import type { UniversityCatalog, UniversityProgress } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../../../test/accounts';
import { countRows, useTestServer } from '../../../test/server';
import { universityPlaylists, universityVideos } from '../../db/schema';
import { seedUniversity } from '../../db/seed';
import { UNIVERSITY_DEFINITIONS } from '../../db/university-definitions';

const catalog = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as UniversityCatalog;
};
const videoTitles = (body: UniversityCatalog) => body.playlists.flatMap((p) => p.videos.map((v) => v.title));

describe('GET /api/university', () => {
  const server = useTestServer();

  it('lists the seeded playlists and their videos in order, in English by default', async () => {
    const body = await catalog(await server().client().get('/api/university'));
    expect(body.language).toBe('en');
    expect(body.playlists.map((p) => p.slug)).toEqual(UNIVERSITY_DEFINITIONS.map((p) => p.slug));
    const [first] = body.playlists;
    expect(first!.title).toBe('Getting started');
    expect(first!.videos.map((v) => v.title)).toEqual(UNIVERSITY_DEFINITIONS[0]!.videos.map((v) => v.title));
    expect(first!.videos[0]).toMatchObject({ youtubeId: 'nFIGLj5M7YY', videoUrl: null, durationSeconds: 222 });
  });

  it('lets the page frame the YouTube player from its privacy-enhanced host only', async () => {
    const csp = (await server().client().get('/api/university')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com;");
  });

  it('answers in the asked language where translated and in English where not', async () => {
    const spanish = await catalog(await server().client().get('/api/university?lng=es'));
    expect(spanish.language).toBe('es');
    expect(spanish.playlists[0]).toMatchObject({ slug: 'getting-started', title: 'Primeros pasos' });
    expect(spanish.playlists[0]!.videos[0]!.title).toBe('Bienvenida: lo que hace tu recepcionista con IA');
    const japanese = await catalog(await server().client().get('/api/university?lng=ja'));
    expect(japanese.playlists[0]!.title).toBe('Getting started');
    expect((await server().client().get('/api/university?lng=xx')).status).toBe(400);
  });

  it('searches titles and descriptions in the shown language, every word, ignoring case and accents', async () => {
    const reviews = await catalog(await server().client().get('/api/university?q=REVIEW%20google'));
    expect(videoTitles(reviews)).toEqual(['Request reviews automatically after each job']);
    // A playlist's own name finds all its videos.
    const crm = await catalog(await server().client().get('/api/university?q=crm%20and%20follow-up'));
    expect(crm.playlists.map((p) => p.slug)).toEqual(['crm-and-follow-up']);
    expect(crm.playlists[0]!.videos).toHaveLength(4);
    // In Spanish, the Spanish text is searched (accents optional), not the English one.
    const resenas = await catalog(await server().client().get('/api/university?lng=es&q=resenas'));
    expect(resenas.playlists.map((p) => p.slug)).toEqual(['growing-reviews']);
    expect((await catalog(await server().client().get('/api/university?lng=es&q=reviews'))).playlists).toEqual([]);
    expect((await catalog(await server().client().get('/api/university?q=zzzz'))).playlists).toEqual([]);
  });

  it('hides drafts: an unpublished video, and a playlist that is unpublished or has no published video', async () => {
    const db = server().db;
    const [playlist] = await db
      .insert(universityPlaylists)
      .values({ slug: 'drafts', title: 'Drafts', description: '' })
      .returning();
    await db.insert(universityVideos).values({
      playlistId: playlist!.id,
      title: 'Unreleased',
      description: '',
      youtubeId: 'aaaaaaaaaaa',
      durationSeconds: 60,
      isPublished: false,
    });
    const [hidden] = await db.select().from(universityPlaylists).where(eq(universityPlaylists.slug, 'growing-reviews'));
    await db.update(universityPlaylists).set({ isPublished: false }).where(eq(universityPlaylists.id, hidden!.id));
    try {
      const body = await catalog(await server().client().get('/api/university'));
      expect(body.playlists.map((p) => p.slug)).toEqual(['getting-started', 'your-voice-agent', 'crm-and-follow-up']);
      expect(videoTitles(body)).not.toContain('Unreleased');
    } finally {
      await db.update(universityPlaylists).set({ isPublished: true }).where(eq(universityPlaylists.id, hidden!.id));
      await db.delete(universityPlaylists).where(eq(universityPlaylists.id, playlist!.id));
    }
  });
});

describe('/api/university/progress', () => {
  const server = useTestServer();
  const firstVideos = async () =>
    (await catalog(await server().client().get('/api/university'))).playlists[0]!.videos.map((v) => v.id);
  const progressOf = async (client: Awaited<ReturnType<typeof signUpAndConfirm>>['client']) => {
    const response = await client.get('/api/university/progress');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    return ((await response.json()) as UniversityProgress).watched.map((w) => w.videoId);
  };

  it("keeps each person's watched videos apart, idempotently", async () => {
    const [a, b, c] = await firstVideos();
    const ada = await signUpAndConfirm(server());
    const bob = await signUpAndConfirm(server());
    expect(await progressOf(ada.client)).toEqual([]);

    const first = await ada.client.request(`/api/university/progress/${a}`, { method: 'PUT' });
    expect(first.status).toBe(200);
    const { watchedAt } = (await first.json()) as { watchedAt: string };
    const again = await ada.client.request(`/api/university/progress/${a}`, { method: 'PUT' });
    expect(((await again.json()) as { watchedAt: string }).watchedAt).toBe(watchedAt);
    await ada.client.request(`/api/university/progress/${b}`, { method: 'PUT' });
    await bob.client.request(`/api/university/progress/${c}`, { method: 'PUT' });

    expect(await progressOf(ada.client)).toEqual([a, b]);
    expect(await progressOf(bob.client)).toEqual([c]);

    // Bob cannot undo Ada's progress: his DELETE touches his own rows only.
    expect((await bob.client.request(`/api/university/progress/${a}`, { method: 'DELETE' })).status).toBe(200);
    expect(await progressOf(ada.client)).toEqual([a, b]);
    const undone = await ada.client.request(`/api/university/progress/${a}`, { method: 'DELETE' });
    expect(await undone.json()).toEqual({ videoId: a, watched: false });
    expect(await progressOf(ada.client)).toEqual([b]);
  });

  it('refuses visitors, unknown videos and malformed ids', async () => {
    const [a] = await firstVideos();
    expect((await server().client().get('/api/university/progress')).status).toBe(401);
    expect((await server().client().request(`/api/university/progress/${a}`, { method: 'PUT' })).status).toBe(401);
    const ada = await signUpAndConfirm(server());
    const unknown = await ada.client.request(`/api/university/progress/${crypto.randomUUID()}`, { method: 'PUT' });
    expect(unknown.status).toBe(404);
    expect((await ada.client.request('/api/university/progress/not-a-uuid', { method: 'PUT' })).status).toBe(400);
    expect(await progressOf(ada.client)).toEqual([]);
  });

  it('no longer counts a video once it is unpublished', async () => {
    const [a] = await firstVideos();
    const ada = await signUpAndConfirm(server());
    await ada.client.request(`/api/university/progress/${a}`, { method: 'PUT' });
    await server().db.update(universityVideos).set({ isPublished: false }).where(eq(universityVideos.id, a!));
    try {
      expect(await progressOf(ada.client)).toEqual([]);
      expect((await ada.client.request(`/api/university/progress/${a}`, { method: 'PUT' })).status).toBe(404);
    } finally {
      await server().db.update(universityVideos).set({ isPublished: true }).where(eq(universityVideos.id, a!));
    }
  });
});

describe('seeding the university', () => {
  const server = useTestServer();

  it('seeds once: seeding again adds nothing, and a playlist an admin deleted stays deleted', async () => {
    const db = server().db;
    const videos = await countRows(db, universityVideos);
    expect(videos).toBe(UNIVERSITY_DEFINITIONS.reduce((sum, playlist) => sum + playlist.videos.length, 0));
    await db.delete(universityPlaylists).where(eq(universityPlaylists.slug, 'growing-reviews'));
    await seedUniversity(db);
    await seedUniversity(db);
    expect(await countRows(db, universityPlaylists)).toBe(UNIVERSITY_DEFINITIONS.length - 1);
    expect(await countRows(db, universityVideos)).toBe(videos - 4);
  });
});
