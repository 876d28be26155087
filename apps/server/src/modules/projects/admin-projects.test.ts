import type { AdminProject, AdminProjectList, ProjectInput, ProjectList } from '@receptiva/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Actor, type ActorName, createActors } from '../../../test/actors';
import type { TestClient } from '../../../test/client';
import { countRows, TEST_ADMIN_EMAIL, useTestServer } from '../../../test/server';
import { auditLog, projects } from '../../db/schema';
import { insertProject, projectInput } from './project-test-helpers';

const BASE = '/api/admin/projects';

describe('the case-study editor API (issue 14)', () => {
  const server = useTestServer();
  let actors: Record<ActorName, Actor>;
  let admin: TestClient;

  beforeAll(async () => {
    actors = await createActors(server());
    admin = actors.admin.client;
  });

  const create = (input: ProjectInput) => admin.post(BASE, input);
  const createOk = async (input: ProjectInput) => {
    const response = await create(input);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as AdminProject;
  };
  const put = (id: string, input: ProjectInput) => admin.request(`${BASE}/${id}`, { method: 'PUT', json: input });
  const publicProject = (slug: string) => server().client().get(`/api/projects/${slug}`);
  const auditOf = (projectId: string) =>
    server()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'project'), eq(auditLog.subjectId, projectId)))
      .orderBy(auditLog.createdAt);

  it('is for admins only: staff and everyone else are refused, and nothing is written', async () => {
    const before = await countRows(server().db, projects);
    expect((await actors.anonymous.client.get(BASE)).status).toBe(401);
    for (const name of ['user', 'member', 'teamMember', 'staff'] as const) {
      expect((await actors[name].client.get(BASE)).status, name).toBe(403);
      expect((await actors[name].client.post(BASE, projectInput({ slug: `by-${name.toLowerCase()}` }))).status).toBe(
        403,
      );
    }
    expect(await countRows(server().db, projects)).toBe(before);
  });

  it('creates a draft, publishes it, unpublishes it, each step audited with who did it', async () => {
    const project = await createOk(projectInput());
    expect(project).toMatchObject({ status: 'draft', publishedAt: null, slug: 'roofing-storm-season', sortOrder: 5 });
    expect(project.results).toHaveLength(2);
    expect((await publicProject(project.slug)).status).toBe(404);

    const published = (await (await admin.post(`${BASE}/${project.id}/publish`)).json()) as AdminProject;
    expect(published).toMatchObject({ status: 'published' });
    expect(published.publishedAt).not.toBeNull();
    expect((await publicProject(project.slug)).status).toBe(200);
    const roofing = (await (await server().client().get('/api/projects?industry=roofing')).json()) as ProjectList;
    expect(roofing.projects.map((item) => item.slug)).toEqual([project.slug]);

    const again = (await (await admin.post(`${BASE}/${project.id}/publish`)).json()) as AdminProject;
    expect(again.publishedAt).toBe(published.publishedAt);

    const unpublished = (await (await admin.post(`${BASE}/${project.id}/unpublish`)).json()) as AdminProject;
    expect(unpublished.status).toBe('draft');
    expect((await publicProject(project.slug)).status).toBe(404);

    const trail = await auditOf(project.id);
    expect(trail.map((entry) => entry.action)).toEqual([
      'projects.project_created',
      'projects.project_published',
      'projects.project_unpublished',
    ]);
    expect(trail[0]).toMatchObject({
      actorLabel: TEST_ADMIN_EMAIL,
      accountUserId: null,
      actorUserId: actors.admin.userId,
    });
    expect(trail[0]?.subjectLabel).toBe(`${project.title} (/projects/roofing-storm-season)`);
    expect(trail[2]?.changes).toEqual({ status: { from: 'published', to: 'draft' } });
  });

  it('refuses an address another case study has, with a clear message on the field', async () => {
    const first = await createOk(projectInput({ slug: 'one-address' }));
    const clash = await create(projectInput({ slug: 'one-address', title: 'Another' }));
    expect(clash.status).toBe(409);
    const body = (await clash.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('SLUG_TAKEN');
    expect(body.error.fields.slug).toBe('Another case study already has this address.');

    const other = await createOk(projectInput({ slug: 'other-address' }));
    expect((await put(other.id, projectInput({ slug: 'one-address' }))).status).toBe(409);
    expect((await put(other.id, projectInput({ slug: 'med-spa-evening-consultations' }))).status).toBe(409);
    expect((await auditOf(first.id)).map((entry) => entry.action)).toEqual(['projects.project_created']);
    expect((await auditOf(other.id)).map((entry) => entry.action)).toEqual(['projects.project_created']);
  });

  it('edits every field, audits what changed without copying long texts, and writes nothing when nothing changed', async () => {
    const project = await createOk(projectInput({ slug: 'to-be-edited' }));
    const edited = projectInput({
      slug: 'edited-address',
      title: 'A better title',
      industry: 'plumbing',
      challenge: 'A much longer description of the challenge.',
      results: [{ value: '3×', label: 'more emergency jobs' }],
      imageUrl: 'https://images.example.com/van.jpg',
      imageAlt: 'A plumber’s van outside a house',
      sortOrder: 1,
    });
    const response = await put(project.id, edited);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({
      slug: 'edited-address',
      industry: 'plumbing',
      results: [{ value: '3×', label: 'more emergency jobs' }],
      imageUrl: 'https://images.example.com/van.jpg',
    });
    expect((await put(project.id, edited)).status).toBe(200);

    const trail = await auditOf(project.id);
    expect(trail.map((entry) => entry.action)).toEqual(['projects.project_created', 'projects.project_updated']);
    expect(Object.keys(trail[1]?.changes ?? {}).sort()).toEqual([
      'challenge',
      'imageAlt',
      'imageUrl',
      'industry',
      'results',
      'slug',
      'sortOrder',
      'title',
    ]);
    expect(JSON.stringify(trail[1]?.changes)).not.toContain('A much longer description');
    expect(trail[1]?.changes?.results).toEqual({
      from: projectInput().results,
      to: [{ value: '3×', label: 'more emergency jobs' }],
    });
  });

  it.each([
    [{ imageUrl: 'http://images.example.com/a.jpg', imageAlt: 'x' }, 'imageUrl'],
    [{ imageUrl: 'javascript:alert(1)', imageAlt: 'x' }, 'imageUrl'],
    [{ imageUrl: 'not a url', imageAlt: 'x' }, 'imageUrl'],
    [{ imageUrl: 'https://images.example.com/a.jpg' }, 'imageAlt'],
    [{ slug: 'Not A Slug' }, 'slug'],
    [{ industry: 'astrology' }, 'industry'],
    [{ title: '   ' }, 'title'],
    [{ clientType: '' }, 'clientType'],
    [{ results: [] }, 'results'],
    [{ results: [{ value: '', label: 'more calls' }] }, 'results.0.value'],
    [{ results: Array.from({ length: 7 }, () => ({ value: '1', label: 'x' })) }, 'results'],
    [{ sortOrder: -1 }, 'sortOrder'],
  ])('refuses %j with a message on %s, writing nothing', async (overrides, field) => {
    const before = await countRows(server().db, projects);
    const response = await create({
      ...projectInput({ slug: 'refused-project' }),
      ...(overrides as Partial<ProjectInput>),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields)).toContain(field);
    expect(await countRows(server().db, projects)).toBe(before);
  });

  it('lists every case study, drafts included, with search, status, sort and pages', async () => {
    const list = async (query: string) => {
      const response = await admin.get(`${BASE}${query}`);
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as AdminProjectList;
    };
    for (let index = 0; index < 16; index++) {
      await insertProject(server(), { slug: `filler-${index}`, status: 'draft', publishedAt: null });
    }
    const all = await list('');
    expect(all.total).toBeGreaterThan(20);
    expect(all.pageSize).toBe(20);
    expect((await list('?search=HEAT%20wave')).projects.map((row) => row.slug)).toEqual(['hvac-contractor-heat-wave']);
    expect((await list('?search=injury-firm')).projects.map((row) => row.slug)).toEqual([
      'personal-injury-firm-night-intake',
    ]);
    expect((await list('?search=9%20trucks')).projects.map((row) => row.slug)).toEqual(['hvac-contractor-heat-wave']);
    // `%` and `_` are literal characters, not patterns.
    expect((await list('?search=41%25')).projects.map((row) => row.slug)).toEqual(['med-spa-evening-consultations']);
    expect((await list('?search=4_%25')).total).toBe(0);
    const drafts = await list('?status=draft');
    expect(drafts.projects.length).toBeGreaterThan(0);
    expect(drafts.projects.every((row) => row.status === 'draft')).toBe(true);
    const published = await list('?status=published&sort=title&direction=asc');
    const titles = published.projects.map((row) => row.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    expect(published.projects.every((row) => row.status === 'published')).toBe(true);
    const second = await list('?page=2');
    expect(second.projects.length).toBe(all.total - 20);
    expect(second.projects.map((row) => row.id)).not.toContain(all.projects[0]?.id);
    expect((await admin.get(`${BASE}?status=archived`)).status).toBe(400);
  });

  it('reads one case study for the editor, and deletes it for good, audited', async () => {
    const project = await createOk(projectInput({ slug: 'short-lived' }));
    const read = await admin.get(`${BASE}/${project.id}`);
    expect(await read.json()).toMatchObject({ slug: 'short-lived', challenge: projectInput().challenge });
    const removed = await admin.request(`${BASE}/${project.id}`, { method: 'DELETE' });
    expect(await removed.json()).toEqual({ deleted: true });
    expect((await admin.get(`${BASE}/${project.id}`)).status).toBe(404);
    expect((await auditOf(project.id)).map((entry) => entry.action)).toEqual([
      'projects.project_created',
      'projects.project_deleted',
    ]);
    expect((await auditOf(project.id))[1]?.subjectLabel).toContain('/projects/short-lived');
    expect((await admin.request(`${BASE}/${project.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await admin.post(`${BASE}/${project.id}/publish`)).status).toBe(404);
    expect((await put(project.id, projectInput({ slug: 'short-lived' }))).status).toBe(404);
  });
});
