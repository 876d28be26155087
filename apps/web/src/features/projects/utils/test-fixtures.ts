import type { ProjectList, ProjectPage, ProjectSummary } from '@receptiva/shared';

export const projectSummary = (slug: string, overrides: Partial<ProjectSummary> = {}): ProjectSummary => ({
  slug,
  title: `Title of ${slug}`,
  industry: 'hvac',
  clientType: 'Residential HVAC contractor, 9 trucks',
  summary: `Summary of ${slug}`,
  results: [
    { value: '23% → 2%', label: 'calls abandoned in peak season' },
    { value: '$112,000', label: 'in jobs booked after hours' },
    { value: '186', label: 'maintenance plan sign-ups' },
    { value: '6 hours', label: 'a week saved' },
  ],
  imageUrl: null,
  imageAlt: null,
  publishedAt: '2025-05-27T09:00:00.000Z',
  ...overrides,
});

export const projectListOf = (projects: ProjectSummary[], overrides: Partial<ProjectList> = {}): ProjectList => ({
  projects,
  industry: null,
  industries: ['med-spa', 'hvac'],
  page: 1,
  pageSize: 9,
  total: projects.length,
  ...overrides,
});

export const projectPageOf = (slug: string, overrides: Partial<ProjectPage['project']> = {}): ProjectPage => ({
  project: {
    ...projectSummary(slug),
    challenge: 'Call volume tripled on hot days.\n\nThe night line went to the owner.',
    solution: 'The agent triages every call. <script>alert(1)</script>',
    updatedAt: '2025-05-28T09:00:00.000Z',
    ...overrides,
  },
  more: [projectSummary('more-one', { industry: 'med-spa' }), projectSummary('more-two')],
});
