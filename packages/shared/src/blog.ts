import { isSiteLanguage, type SiteLanguage } from './languages';

/** Issue 14: the blog's categories, in the order of the filter. */
export const BLOG_CATEGORIES = [
  'missed-calls',
  'voice-agents',
  'scheduling',
  'reviews',
  'marketing',
  'operations',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** A post is public only while `published`. */
export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** Posts per page of /blog, and rows per page of /admin/blog. */
export const BLOG_PAGE_SIZE = 6;
export const BLOG_ADMIN_PAGE_SIZE = 20;
/** The highest page number /blog renders: enough for 600 posts, and a bound on the renders a crawler can ask for. */
export const BLOG_MAX_PAGE = 100;

/** Words read per minute, for the reading time (CJK text is counted in characters, about 500 a minute). */
const WORDS_PER_MINUTE = 220;
const CJK_CHARACTERS_PER_MINUTE = 500;

const isBlogCategory = (value: unknown): value is BlogCategory =>
  typeof value === 'string' && (BLOG_CATEGORIES as readonly string[]).includes(value);

/** Minutes to read a Markdown body (at least 1): its words, without link targets and Markdown punctuation. */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|-]/g, ' ');
  const cjk = text.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g)?.length ?? 0;
  const words = text
    .replace(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE + cjk / CJK_CHARACTERS_PER_MINUTE));
}

/** /blog's filter and page as the URL gives them (`?category=reviews&page=2`); anything unusable is the default. */
export interface BlogListSearch {
  category: BlogCategory | null;
  page: number;
}

export function parseBlogListSearch(search: URLSearchParams): BlogListSearch {
  const category = search.get('category');
  const page = Number(search.get('page') ?? '1');
  return {
    category: isBlogCategory(category) ? category : null,
    page: Number.isInteger(page) && page >= 1 && page <= BLOG_MAX_PAGE ? page : 1,
  };
}

/** The query string of a /blog view (`?category=reviews&page=2`), without the defaults; '' for the first page. */
export function blogListSearchString({ category, page }: BlogListSearch): string {
  const search = new URLSearchParams();
  if (category) search.set('category', category);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The TanStack Query keys of the public blog data, which server-rendered pages fill in (decision 008). */
export const blogListQueryKey = (language: SiteLanguage, { category, page }: BlogListSearch) =>
  ['blog-posts', language, category, page] as const;
export const blogPostQueryKey = (language: SiteLanguage, slug: string) => ['blog-post', language, slug] as const;

/** A language code the blog accepts (the site's 14), else English. */
export const blogLanguageOf = (value: unknown): SiteLanguage => (isSiteLanguage(value) ? value : 'en');
