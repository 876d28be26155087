import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectListOf, projectPageOf, projectSummary } from '@/features/projects/utils/test-fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const notFound = () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'No' } }, 404);

describe('/projects', { timeout: 20_000 }, () => {
  it('lists the case studies with their industry, client, summary and first three figures, in English', async () => {
    mockApi({
      routes: {
        'GET /api/projects': () =>
          jsonResponse(projectListOf([projectSummary('heat-wave', { title: 'An HVAC contractor keeps up' })])),
      },
    });
    renderApp('/projects');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Projects and customer success stories' }),
    ).toBeVisible();
    const card = await screen.findByRole('article', { name: 'An HVAC contractor keeps up' });
    expect(within(card).getByRole('link', { name: 'An HVAC contractor keeps up' })).toHaveAttribute(
      'href',
      '/projects/heat-wave',
    );
    expect(within(card).getByText('HVAC')).toBeVisible();
    expect(within(card).getByText('Residential HVAC contractor, 9 trucks')).toHaveAttribute('lang', 'en');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '23% → 2% calls abandoned in peak season',
      '$112,000 in jobs booked after hours',
      '186 maintenance plan sign-ups',
    ]);
    expect(screen.getByText(/some combine several clients/)).toBeVisible();
  });

  it('filters by the industry in the URL, and shows the empty state for an industry without case studies', async () => {
    const api = mockApi({
      routes: {
        'GET /api/projects': ({ url }) => {
          const industry = url.searchParams.get('industry');
          if (industry === 'plumbing') return jsonResponse(projectListOf([], { industry: 'plumbing' }));
          if (industry === 'med-spa')
            return jsonResponse(projectListOf([projectSummary('spa', { industry: 'med-spa' })], { industry }));
          return jsonResponse(projectListOf([projectSummary('one'), projectSummary('two', { industry: 'med-spa' })]));
        },
      },
    });
    const { user, router } = renderApp('/projects');
    const filter = await screen.findByRole('navigation', { name: 'Filter case studies by industry' });
    expect(
      within(filter)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All industries', 'Med Spa', 'HVAC']);
    expect(within(filter).getByRole('link', { name: 'All industries' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findAllByRole('article')).toHaveLength(2);

    await user.click(within(filter).getByRole('link', { name: 'Med Spa' }));
    expect(router.state.location.search).toBe('?industry=med-spa');
    expect(await screen.findByRole('article', { name: 'Title of spa' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(within(filter).getByRole('link', { name: 'Med Spa' })).toHaveAttribute('aria-current', 'page');
    expect(api.callsTo('GET', '/api/projects').at(-1)?.url.searchParams.get('industry')).toBe('med-spa');

    await router.navigate('/projects?industry=plumbing');
    expect(await screen.findByRole('heading', { name: 'No case studies here yet' })).toBeVisible();
    expect(screen.getByText(/We have not published a case study for Plumbing yet/)).toBeVisible();
    const current = within(screen.getByRole('navigation', { name: 'Filter case studies by industry' })).getByRole(
      'link',
      { name: 'Plumbing' },
    );
    expect(current).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'See all case studies' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('pages through the case studies with links that keep the industry', async () => {
    mockApi({
      routes: {
        'GET /api/projects': ({ url }) =>
          jsonResponse(
            projectListOf([projectSummary(`on-page-${url.searchParams.get('page')}`)], {
              industry: 'hvac',
              page: Number(url.searchParams.get('page')),
              total: 12,
            }),
          ),
      },
    });
    const { user, router } = renderApp('/projects?industry=hvac');
    await screen.findByRole('article', { name: 'Title of on-page-1' });
    const pages = screen.getByRole('navigation', { name: 'Case study pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeVisible();
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?industry=hvac&page=2');
    expect(await screen.findByRole('article', { name: 'Title of on-page-2' })).toBeVisible();
  });
});

describe('/projects/{slug}', { timeout: 20_000 }, () => {
  it('shows the case study: figures, challenge and solution as text, next steps and more case studies', async () => {
    mockApi({ routes: { 'GET /api/projects/heat-wave': () => jsonResponse(projectPageOf('heat-wave')) } });
    renderApp('/projects/heat-wave');
    const title = await screen.findByRole('heading', { level: 1, name: 'Title of heat-wave' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(document.title).toContain('Title of heat-wave');
    expect(screen.getByRole('link', { name: 'HVAC' })).toHaveAttribute('href', '/projects?industry=hvac');

    const results = screen.getByRole('region', { name: 'The results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(4);
    expect(within(results).getByRole('list')).toHaveAttribute('lang', 'en');
    const challenge = screen.getByRole('region', { name: 'The challenge' });
    expect(within(challenge).getByText('Call volume tripled on hot days.')).toBeVisible();
    expect(within(challenge).getByText('The night line went to the owner.')).toBeVisible();
    const solution = screen.getByRole('region', { name: 'What we built' });
    expect(within(solution).getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    expect(solution.querySelector('script')).toBeNull();

    expect(screen.getByRole('link', { name: 'Try an agent live' })).toHaveAttribute('href', '/agents');
    expect(screen.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/#bookdemo');
    const more = screen.getByRole('region', { name: 'More case studies' });
    expect(within(more).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('This case study is only available in English.')).toBeNull();
  });

  it('shows the not-found page with a way back to the list for a case study that is not public', async () => {
    mockApi({
      routes: {
        'GET /api/projects/gone': notFound,
        'GET /api/projects': () => jsonResponse(projectListOf([projectSummary('one')])),
      },
    });
    const { user, router } = renderApp('/projects/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Case study not found' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to the case studies' }));
    expect(router.state.location.pathname).toBe('/projects');
    expect(await screen.findByRole('article', { name: 'Title of one' })).toBeVisible();
  });
});
