import type { AdminBlogPost, AdminBlogPostList, BlogPostInput, BlogPostList } from '@receptiva/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../../../test/accounts';
import type { TestClient } from '../../../test/client';
import { useTestServer } from '../../../test/server';
import { auditLog } from '../../db/schema';
import { insertPost, signInStaff } from './blog-test-helpers';

const draft = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  slug: 'answering-the-phone-on-holidays',
  language: 'en',
  title: 'Answering the phone on holidays',
  excerpt: 'Who picks up on the 25th?',
  body: '## Plan ahead\n\nA rota, a message and a voice agent.',
  category: 'operations',
  coverImageUrl: null,
  coverImageAlt: null,
  authorName: 'Sam Staff',
  ...overrides,
});

describe('the blog editor API (issue 14)', () => {
  const server = useTestServer();
  let staff: TestClient;
  let staffEmail: string;

  beforeAll(async () => {
    ({ client: staff, email: staffEmail } = await signInStaff(server()));
  });

  const create = async (input: BlogPostInput) => staff.post('/api/staff/blog/posts', input);
  const publicPost = (slug: string) => server().client().get(`/api/blog/posts/${slug}`);
  const auditOf = (postId: string) =>
    server()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'blog_post'), eq(auditLog.subjectId, postId)))
      .orderBy(auditLog.createdAt);

  it('lets staff write a draft, publish it, unpublish it, each step audited', async () => {
    const created = await create(draft());
    expect(created.status, await created.clone().text()).toBe(201);
    const post = (await created.json()) as AdminBlogPost;
    expect(post).toMatchObject({ status: 'draft', publishedAt: null, slug: 'answering-the-phone-on-holidays' });
    expect((await publicPost(post.slug)).status).toBe(404);

    const published = (await (await staff.post(`/api/staff/blog/posts/${post.id}/publish`)).json()) as AdminBlogPost;
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    expect((await publicPost(post.slug)).status).toBe(200);
    const list = (await (await server().client().get('/api/blog/posts')).json()) as BlogPostList;
    expect(list.posts[0]?.slug).toBe(post.slug);

    const again = (await (await staff.post(`/api/staff/blog/posts/${post.id}/publish`)).json()) as AdminBlogPost;
    expect(again.publishedAt).toBe(published.publishedAt);

    const unpublished = await staff.post(`/api/staff/blog/posts/${post.id}/unpublish`);
    expect(((await unpublished.json()) as AdminBlogPost).status).toBe('draft');
    expect((await publicPost(post.slug)).status).toBe(404);

    const trail = await auditOf(post.id);
    expect(trail.map((entry) => entry.action)).toEqual([
      'blog.post_created',
      'blog.post_published',
      'blog.post_unpublished',
    ]);
    expect(trail[0]).toMatchObject({ actorLabel: staffEmail, accountUserId: null });
    expect(trail[0]?.subjectLabel).toContain('/blog/answering-the-phone-on-holidays');
    expect(trail[2]?.changes).toEqual({ status: { from: 'published', to: 'draft' } });
  });

  it('refuses a slug another post in the same language has, with a message on the field; a translation is fine', async () => {
    const first = (await (await create(draft({ slug: 'one-address' }))).json()) as AdminBlogPost;
    const clash = await create(draft({ slug: 'one-address', title: 'Another' }));
    expect(clash.status).toBe(409);
    const body = (await clash.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('SLUG_TAKEN');
    expect(body.error.fields.slug).toMatch(/already has this address/);

    const spanish = await create(draft({ slug: 'one-address', language: 'es', title: 'Una dirección' }));
    expect(spanish.status).toBe(201);

    const other = (await (await create(draft({ slug: 'other-address' }))).json()) as AdminBlogPost;
    const renamed = await staff.request(`/api/staff/blog/posts/${other.id}`, {
      method: 'PUT',
      json: draft({ slug: 'one-address' }),
    });
    expect(renamed.status).toBe(409);
    expect((await auditOf(first.id)).map((entry) => entry.action)).toEqual(['blog.post_created']);
  });

  it('edits every field, audits what changed, and writes nothing when nothing changed', async () => {
    const post = (await (await create(draft({ slug: 'to-be-edited' }))).json()) as AdminBlogPost;
    const edited = await staff.request(`/api/staff/blog/posts/${post.id}`, {
      method: 'PUT',
      json: draft({
        slug: 'edited-address',
        title: 'A better title',
        body: 'A longer body.',
        coverImageUrl: 'https://images.example.com/cover.jpg',
        coverImageAlt: 'A phone on a desk',
      }),
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await edited.json()).toMatchObject({ slug: 'edited-address', title: 'A better title' });
    const unchanged = await staff.request(`/api/staff/blog/posts/${post.id}`, {
      method: 'PUT',
      json: draft({
        slug: 'edited-address',
        title: 'A better title',
        body: 'A longer body.',
        coverImageUrl: 'https://images.example.com/cover.jpg',
        coverImageAlt: 'A phone on a desk',
      }),
    });
    expect(unchanged.status).toBe(200);
    const trail = await auditOf(post.id);
    expect(trail.map((entry) => entry.action)).toEqual(['blog.post_created', 'blog.post_updated']);
    expect(Object.keys(trail[1]?.changes ?? {}).sort()).toEqual([
      'body',
      'coverImageAlt',
      'coverImageUrl',
      'slug',
      'title',
    ]);
    expect(JSON.stringify(trail[1]?.changes)).not.toContain('A longer body.');
  });

  it.each([
    [{ coverImageUrl: 'http://images.example.com/a.jpg', coverImageAlt: 'x' }, 'coverImageUrl'],
    [{ coverImageUrl: 'javascript:alert(1)', coverImageAlt: 'x' }, 'coverImageUrl'],
    [{ coverImageUrl: 'https://images.example.com/a.jpg' }, 'coverImageAlt'],
    [{ slug: 'Not A Slug' }, 'slug'],
    [{ category: 'gossip' }, 'category'],
    [{ language: 'xx' }, 'language'],
    [{ title: '' }, 'title'],
  ])('refuses %j with a message on %s', async (overrides, field) => {
    const response = await create({ ...draft({ slug: 'refused-post' }), ...(overrides as Partial<BlogPostInput>) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields)).toContain(field);
  });

  it('lists every post and language, drafts included, with search, status, sort and pages', async () => {
    const admin = async (query: string) =>
      (await (await staff.get(`/api/staff/blog/posts${query}`)).json()) as AdminBlogPostList;
    for (let index = 0; index < 10; index++) {
      await insertPost(server(), { slug: `filler-${index}`, status: 'draft', publishedAt: null });
    }
    const all = await admin('');
    expect(all.total).toBeGreaterThan(20);
    expect(all.pageSize).toBe(20);
    const missed = await admin('?search=MISSED%20call');
    expect(missed.posts.map((post) => `${post.slug}/${post.language}`).sort()).toEqual([
      'the-real-cost-of-a-missed-call/en',
    ]);
    const bySlug = await admin('?search=the-real-cost');
    expect(bySlug.posts).toHaveLength(3);
    expect((await admin('?search=%25')).total).toBe(0);
    const drafts = await admin('?status=draft');
    expect(drafts.posts.every((post) => post.status === 'draft')).toBe(true);
    const byTitle = await admin('?sort=title&direction=asc&status=published');
    const titles = byTitle.posts.map((post) => post.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    const secondPage = await admin('?page=2');
    expect(secondPage.posts.length).toBe(all.total - 20);
    expect(secondPage.posts.map((post) => post.id)).not.toContain(all.posts[0]?.id);
  });

  it('deletes one language of a post after the editor confirms, audited, leaving its translation', async () => {
    const english = (await (await create(draft({ slug: 'short-lived' }))).json()) as AdminBlogPost;
    const german = (await (await create(draft({ slug: 'short-lived', language: 'de' }))).json()) as AdminBlogPost;
    const removed = await staff.request(`/api/staff/blog/posts/${english.id}`, { method: 'DELETE' });
    expect(await removed.json()).toEqual({ deleted: true });
    expect((await staff.get(`/api/staff/blog/posts/${english.id}`)).status).toBe(404);
    expect((await staff.get(`/api/staff/blog/posts/${german.id}`)).status).toBe(200);
    expect((await auditOf(english.id)).map((entry) => entry.action)).toEqual([
      'blog.post_created',
      'blog.post_deleted',
    ]);
    expect((await staff.request(`/api/staff/blog/posts/${english.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses a signed-in customer', async () => {
    const { client } = await signUpAndConfirm(server());
    expect((await client.get('/api/staff/blog/posts')).status).toBe(403);
    expect((await client.post('/api/staff/blog/posts', draft({ slug: 'not-allowed' }))).status).toBe(403);
  });
});
