import { BUSINESS_TYPES, type BusinessTypeId } from './business-types';

/** Issue 14: a case study is public only while `published`. */
export const PROJECT_STATUSES = ['draft', 'published'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The industries a case study can belong to: the business types of the /agents industries list, in its order. */
export const PROJECT_INDUSTRIES = BUSINESS_TYPES.map((type) => type.id) as [BusinessTypeId, ...BusinessTypeId[]];

/** Case-study texts are written in English; pages in other languages mark them `lang="en"`. */
export const PROJECT_CONTENT_LANGUAGE = 'en';

/** Case studies per page of /projects, and rows per page of /admin/projects. */
export const PROJECT_PAGE_SIZE = 9;
export const PROJECT_ADMIN_PAGE_SIZE = 20;
/** The highest page number /projects renders: a bound on the renders a crawler can ask for. */
export const PROJECT_MAX_PAGE = 100;
/** Headline figures per case study. */
export const PROJECT_MAX_RESULTS = 6;

export const isProjectIndustry = (value: unknown): value is BusinessTypeId =>
  typeof value === 'string' && (PROJECT_INDUSTRIES as readonly string[]).includes(value);

/** /projects' filter and page as the URL gives them (`?industry=med-spa&page=2`); anything unusable is the default. */
export interface ProjectListSearch {
  industry: BusinessTypeId | null;
  page: number;
}

export function parseProjectListSearch(search: URLSearchParams): ProjectListSearch {
  const industry = search.get('industry');
  const page = Number(search.get('page') ?? '1');
  return {
    industry: isProjectIndustry(industry) ? industry : null,
    page: Number.isInteger(page) && page >= 1 && page <= PROJECT_MAX_PAGE ? page : 1,
  };
}

/** The query string of a /projects view, without the defaults; '' for every case study's first page. */
export function projectListSearchString({ industry, page }: ProjectListSearch): string {
  const search = new URLSearchParams();
  if (industry) search.set('industry', industry);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The TanStack Query keys of the public case studies, which server-rendered pages fill in (decision 008). The data is
 * the same in every language (the industry names are translated by the page), so the language is not part of them.
 */
export const projectListQueryKey = ({ industry, page }: ProjectListSearch) => ['projects', industry, page] as const;
export const projectQueryKey = (slug: string) => ['project', slug] as const;
