import type { ProjectList, ProjectPage } from '@receptiva/shared';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/server';
import { insertProject } from './project-test-helpers';

/** The seeded case studies, in the editors' order (seed.ts gives them positions 10, 20, …). */
const SEEDED_SLUGS = [
  'med-spa-evening-consultations',
  'real-estate-team-speed-to-lead',
  'personal-injury-firm-night-intake',
  'hvac-contractor-heat-wave',
  'dental-practice-new-patients-cancellations',
  'veterinary-clinic-after-hours-triage',
  'auto-repair-shop-morning-rush',
];

describe('the public case studies (issue 14)', () => {
  const server = useTestServer();
  const list = async (query = '') => {
    const response = await server().client().get(`/api/projects${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as ProjectList;
  };
  const getProject = (slug: string) => server().client().get(`/api/projects/${slug}`);

  it('lists the seven seeded case studies in order, with the industries that have one', async () => {
    const all = await list();
    expect(all).toMatchObject({ page: 1, pageSize: 9, total: 7, industry: null });
    expect(all.projects.map((project) => project.slug)).toEqual(SEEDED_SLUGS);
    expect(all.industries).toEqual([
      'med-spa',
      'dental-practice',
      'hvac',
      'real-estate',
      'auto-repair',
      'veterinary',
      'personal-injury-law',
    ]);
    const first = all.projects[0]!;
    expect(first.results.length).toBeGreaterThanOrEqual(3);
    expect(first.results[0]).toEqual({ value: '41%', label: 'more consultations booked in the first 90 days' });
    expect(first).not.toHaveProperty('challenge');
  });

  it('filters by industry, answers an empty page for an industry without one, and 400 for an unknown one', async () => {
    const dental = await list('?industry=dental-practice');
    expect(dental).toMatchObject({ total: 1, industry: 'dental-practice' });
    expect(dental.projects.map((project) => project.slug)).toEqual(['dental-practice-new-patients-cancellations']);
    expect(dental.industries).toHaveLength(7);
    expect(await list('?industry=plumbing')).toMatchObject({ projects: [], total: 0, industry: 'plumbing' });
    expect((await server().client().get('/api/projects?industry=astrology')).status).toBe(400);
    expect((await server().client().get('/api/projects?page=0')).status).toBe(400);
  });

  it('opens a case study with its challenge, solution and three more, its own industry first', async () => {
    await insertProject(server(), { slug: 'second-hvac-story', industry: 'hvac', sortOrder: 999 });
    const response = await getProject('hvac-contractor-heat-wave');
    expect(response.status).toBe(200);
    const { project, more } = (await response.json()) as ProjectPage;
    expect(project).toMatchObject({ industry: 'hvac', clientType: 'Residential HVAC contractor, 9 trucks' });
    expect(project.challenge).toContain('heat wave');
    expect(project.solution.split('\n\n').length).toBeGreaterThanOrEqual(2);
    expect(more.map((item) => item.slug)).toEqual([
      'second-hvac-story',
      'med-spa-evening-consultations',
      'real-estate-team-speed-to-lead',
    ]);
  });

  it('answers 404 for an unknown slug and for a draft, which no list shows, and 400 for a malformed one', async () => {
    await insertProject(server(), { slug: 'secret-draft', status: 'draft', publishedAt: null, industry: 'gym' });
    expect((await getProject('no-such-case-study')).status).toBe(404);
    const draft = await getProject('secret-draft');
    expect(draft.status).toBe(404);
    expect(((await draft.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    expect((await list()).projects.map((project) => project.slug)).not.toContain('secret-draft');
    expect((await list()).industries).not.toContain('gym');
    expect((await list('?industry=gym')).total).toBe(0);
    expect((await server().client().get('/api/projects/Not%20A%20Slug')).status).toBe(400);
  });

  it('orders by position, then newest publication, and pages nine at a time', async () => {
    for (let index = 0; index < 3; index++) {
      await insertProject(server(), {
        slug: `filler-${index}`,
        sortOrder: 0,
        publishedAt: new Date(Date.UTC(2025, 0, 1 + index)),
      });
    }
    const first = await list();
    expect(first.projects.slice(0, 3).map((project) => project.slug)).toEqual(['filler-2', 'filler-1', 'filler-0']);
    expect(first.projects).toHaveLength(9);
    const second = await list('?page=2');
    expect(second.projects.length).toBe(first.total - 9);
    expect(second.projects.map((project) => project.slug)).not.toContain(first.projects[0]!.slug);
  });
});
