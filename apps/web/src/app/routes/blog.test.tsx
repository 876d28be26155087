import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listOf, pageOf, summary } from '@/features/blog/utils/test-fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('/blog', { timeout: 20_000 }, () => {
  it('lists the posts with their category, date and reading time, and links each post', async () => {
    mockApi({
      routes: {
        'GET /api/blog/posts': () =>
          jsonResponse(listOf([summary('missed-calls-cost', { title: 'The real cost of a missed call' })])),
      },
    });
    renderApp('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Advice for busy service businesses' })).toBeVisible();
    const card = await screen.findByRole('article', { name: 'The real cost of a missed call' });
    expect(within(card).getByRole('link', { name: 'The real cost of a missed call' })).toHaveAttribute(
      'href',
      '/blog/missed-calls-cost',
    );
    expect(within(card).getByText('Reviews')).toBeVisible();
    expect(within(card).getByText('June 10, 2025')).toBeVisible();
    expect(within(card).getByText('4 min read')).toBeVisible();
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/blog/rss.xml');
  });

  it('filters by the category in the URL, and shows the empty state when it has nothing', async () => {
    const api = mockApi({
      routes: {
        'GET /api/blog/posts': ({ url }) =>
          url.searchParams.get('category') === 'marketing'
            ? jsonResponse(listOf([], { category: 'marketing' }))
            : jsonResponse(listOf([summary('one'), summary('two')])),
      },
    });
    const { user, router } = renderApp('/blog');
    const filter = await screen.findByRole('navigation', { name: 'Filter articles by category' });
    expect(within(filter).getByRole('link', { name: 'All articles' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findAllByRole('article')).toHaveLength(2);

    await user.click(within(filter).getByRole('link', { name: 'Marketing' }));
    expect(router.state.location.search).toBe('?category=marketing');
    expect(await screen.findByRole('heading', { name: 'No articles here yet' })).toBeVisible();
    expect(within(filter).getByRole('link', { name: 'Marketing' })).toHaveAttribute('aria-current', 'page');
    expect(api.callsTo('GET', '/api/blog/posts').at(-1)?.url.searchParams.get('category')).toBe('marketing');

    await user.click(screen.getByRole('link', { name: 'See all articles' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('pages through older posts with links that keep the category', async () => {
    mockApi({
      routes: {
        'GET /api/blog/posts': ({ url }) =>
          jsonResponse(
            listOf([summary(`post-on-page-${url.searchParams.get('page')}`)], {
              page: Number(url.searchParams.get('page')),
              total: 8,
            }),
          ),
      },
    });
    const { user, router } = renderApp('/blog?category=reviews');
    await screen.findByRole('article', { name: 'Title of post-on-page-1' });
    const pages = screen.getByRole('navigation', { name: 'Article pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeVisible();
    await user.click(within(pages).getByRole('link', { name: 'Older articles' }));
    expect(router.state.location.search).toBe('?category=reviews&page=2');
    expect(await screen.findByRole('article', { name: 'Title of post-on-page-2' })).toBeVisible();
    // The second page is a page of its own for search engines, not a copy of the first.
    const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    await expect.poll(canonical).toBe(`${window.location.origin}/blog?category=reviews&page=2`);
  });
});

describe('/blog/{slug}', { timeout: 20_000 }, () => {
  it('shows the post, its share links, related posts and Article JSON-LD', async () => {
    mockApi({
      routes: { 'GET /api/blog/posts/answer-every-call': () => jsonResponse(pageOf('answer-every-call')) },
    });
    renderApp('/blog/answer-every-call');
    expect(await screen.findByRole('heading', { level: 1, name: 'Title of answer-every-call' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeVisible();
    expect(screen.getByText('By Editorial team')).toBeVisible();
    const share = screen.getByRole('region', { name: 'Share this article' });
    const url = encodeURIComponent(`${window.location.origin}/blog/answer-every-call`);
    expect(within(share).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
    expect(within(share).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(share).getByRole('link', { name: 'E-mail' }).getAttribute('href')).toMatch(/^mailto:\?subject=/);
    const related = screen.getByRole('region', { name: 'Related articles' });
    expect(within(related).getAllByRole('article')).toHaveLength(2);
    const jsonLd = JSON.parse(document.getElementById('jsonld-article')?.textContent ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Title of answer-every-call',
      datePublished: '2025-06-10T09:00:00.000Z',
      author: { name: 'Editorial team' },
    });
    expect(document.title).toContain('Title of answer-every-call');
  });

  it('says when the post is shown in another language than the page', async () => {
    mockApi({
      routes: { 'GET /api/blog/posts/english-only': () => jsonResponse(pageOf('english-only', { language: 'es' })) },
    });
    renderApp('/blog/english-only');
    expect(
      await screen.findByText('This article is not available in your language yet. It is shown in Español.'),
    ).toBeVisible();
  });

  it('shows the not-found page with a way back to the blog for a post that is not public', async () => {
    mockApi({
      routes: {
        'GET /api/blog/posts/gone': () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'No' } }, 404),
        'GET /api/blog/posts': () => jsonResponse(listOf([summary('one')])),
      },
    });
    const { user, router } = renderApp('/blog/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to the blog' }));
    expect(router.state.location.pathname).toBe('/blog');
    expect(await screen.findByRole('article', { name: 'Title of one' })).toBeVisible();
  });
});
