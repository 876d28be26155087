import type { BlogPostList, BlogPostPage } from '@receptiva/shared';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/server';
import { insertPost } from './blog-test-helpers';

const SEEDED_SLUGS_NEWEST_FIRST = [
  'the-real-cost-of-a-missed-call',
  'what-a-voice-agent-says-to-your-callers',
  'after-hours-booking',
  'get-more-google-reviews',
  'speed-to-lead-first-five-minutes',
  'handing-off-from-ai-to-a-human',
  'cut-no-shows-with-reminders',
  'replying-to-negative-reviews',
];

describe('the public blog (issue 14)', () => {
  const server = useTestServer();
  const list = async (query = '') => {
    const response = await server().client().get(`/api/blog/posts${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as BlogPostList;
  };
  const getPost = (slug: string, language = 'en') =>
    server().client().get(`/api/blog/posts/${slug}?language=${language}`);

  it('lists the seeded posts newest first, six a page, with their reading time', async () => {
    const first = await list();
    expect(first).toMatchObject({ page: 1, pageSize: 6, total: 8, category: null });
    expect(first.posts.map((post) => post.slug)).toEqual(SEEDED_SLUGS_NEWEST_FIRST.slice(0, 6));
    expect(first.posts.every((post) => post.language === 'en' && post.readingMinutes >= 2)).toBe(true);
    const second = await list('?page=2');
    expect(second.posts.map((post) => post.slug)).toEqual(SEEDED_SLUGS_NEWEST_FIRST.slice(6));
    expect((await list('?page=3')).posts).toEqual([]);
  });

  it('filters by category, and answers an empty page for a category without posts', async () => {
    const reviews = await list('?category=reviews');
    expect(reviews.total).toBe(2);
    expect(reviews.posts.map((post) => post.slug)).toEqual(['get-more-google-reviews', 'replying-to-negative-reviews']);
    expect(await list('?category=marketing')).toMatchObject({ posts: [], total: 0, category: 'marketing' });
    expect((await server().client().get('/api/blog/posts?category=nonsense')).status).toBe(400);
  });

  it("shows each post in the visitor's language when translated, in English otherwise", async () => {
    const spanish = await list('?language=es');
    expect(spanish.total).toBe(8);
    expect(spanish.posts.map((post) => post.language)).toEqual(['es', 'es', 'es', 'en', 'en', 'en']);
    expect(spanish.posts[0]?.title).toBe('El coste real de una llamada perdida');
    const german = await list('?language=de&category=missed-calls');
    expect(german.posts.map((post) => [post.slug, post.language])).toEqual([
      ['the-real-cost-of-a-missed-call', 'de'],
      ['speed-to-lead-first-five-minutes', 'en'],
    ]);
  });

  it('opens a post with its body as HTML, its languages and related posts of its category', async () => {
    const response = await getPost('the-real-cost-of-a-missed-call', 'de');
    expect(response.status).toBe(200);
    const { post, related } = (await response.json()) as BlogPostPage;
    expect(post).toMatchObject({ language: 'de', title: 'Was ein verpasster Anruf wirklich kostet' });
    expect(post.languages.sort()).toEqual(['de', 'en', 'es']);
    expect(post.bodyHtml).toContain('<h2>Warum Anrufer keine Nachricht hinterlassen</h2>');
    expect(post.bodyHtml).toContain('<a href="/agents">');
    expect(related.map((item) => item.slug)).toEqual(['speed-to-lead-first-five-minutes']);
    const french = (await (await getPost('the-real-cost-of-a-missed-call', 'fr')).json()) as BlogPostPage;
    expect(french.post.language).toBe('en');
  });

  it('answers 404 for an unknown slug and for a draft, and 400 for a malformed one', async () => {
    await insertPost(server(), { slug: 'secret-draft', status: 'draft', publishedAt: null });
    expect((await getPost('no-such-post')).status).toBe(404);
    expect((await getPost('secret-draft')).status).toBe(404);
    expect((await list()).posts.map((post) => post.slug)).not.toContain('secret-draft');
    expect((await server().client().get('/api/blog/posts/Not%20A%20Slug')).status).toBe(400);
  });

  it('shows a post published in another language only to the readers of that language in lists', async () => {
    await insertPost(server(), { slug: 'solo-en-espanol', language: 'es', category: 'marketing' });
    expect((await list('?category=marketing')).posts).toEqual([]);
    expect((await list('?language=es&category=marketing')).posts.map((post) => post.slug)).toEqual(['solo-en-espanol']);
    // Its address still works for everyone, in the one language it exists in.
    expect(((await (await getPost('solo-en-espanol')).json()) as BlogPostPage).post.language).toBe('es');
  });

  it('renders a post holding a script, an onerror attribute and a javascript: link inert', async () => {
    await insertPost(server(), {
      slug: 'hostile-markdown',
      body: [
        'Before <script>alert("xss")</script> after.',
        '<img src="x" onerror="alert(1)">',
        '[Click me](javascript:alert(document.cookie)) and [data](data:text/html,<b>x</b>) and [vb](vbscript:x)',
        '![pic](javascript:alert(2)) [fine](https://example.com)',
      ].join('\n\n'),
    });
    const { post } = (await (await getPost('hostile-markdown')).json()) as BlogPostPage;
    // Every `<` left is a tag of ours; the hostile parts are text.
    expect(post.bodyHtml).not.toMatch(/<script|<img|<[^>]*onerror|href="(javascript|data|vbscript):/i);
    expect(post.bodyHtml).toContain('&lt;script&gt;alert("xss")&lt;/script&gt;');
    expect(post.bodyHtml).toContain('&lt;img src=&quot;x&quot; onerror=&quot;alert(1)&quot;&gt;');
    expect(post.bodyHtml).toContain('Click me and data and vb');
    expect(post.bodyHtml).toContain('<a href="https://example.com" rel="noopener noreferrer">fine</a>');
  });
});
