import { SITE_LANGUAGE_CODES } from '@receptiva/shared';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/server';
import { insertProject } from './project-test-helpers';

const ORIGIN = 'http://localhost:3000';

describe('the sitemap lists /projects and the published case studies only (issue 14)', () => {
  const server = useTestServer();

  it('lists each published case study once with its 14 languages and last change, and no draft', async () => {
    await insertProject(server(), { slug: 'not-public-yet', status: 'draft', publishedAt: null });
    const changed = new Date('2025-08-01T12:00:00Z');
    await insertProject(server(), { slug: 'freshly-published', updatedAt: changed });

    const xml = await (await server().app.request('/sitemap.xml')).text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    const locs = urls.map((url) => url.match(/<loc>(.*?)<\/loc>/)?.[1]);
    expect(locs).toContain(`${ORIGIN}/projects`);
    const projectLocs = locs.filter((loc) => loc?.startsWith(`${ORIGIN}/projects/`));
    expect(projectLocs).toHaveLength(8);
    expect(projectLocs).toContain(`${ORIGIN}/projects/med-spa-evening-consultations`);
    expect(xml).not.toContain('not-public-yet');

    const entry = urls.find((url) => url.includes(`<loc>${ORIGIN}/projects/freshly-published</loc>`))!;
    expect(entry).toContain('<lastmod>2025-08-01T12:00:00.000Z</lastmod>');
    const hreflangs = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]);
    expect(hreflangs.map(([lang]) => lang)).toEqual([...SITE_LANGUAGE_CODES, 'x-default']);
    expect(hreflangs).toContainEqual(['ar', `${ORIGIN}/projects/freshly-published?lng=ar`]);
  });
});
