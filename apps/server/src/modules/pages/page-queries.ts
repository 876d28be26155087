import {
  blogListQueryKey,
  blogListSearchString,
  blogPostParamsSchema,
  blogPostQueryKey,
  type MarketplaceServiceList,
  PAGE_QUERY_KEYS,
  type PageQuery,
  parseBlogListSearch,
  parseProjectListSearch,
  projectListQueryKey,
  projectListSearchString,
  projectParamsSchema,
  projectQueryKey,
  type SiteLanguage,
} from '@receptiva/shared';
import type { Db } from '../../db/client';
import { findPublishedPost } from '../blog/get-published-post.service';
import { listPublishedPosts } from '../blog/list-published-posts.service';
import { listActiveDemoAgents } from '../demo-agents/demo-agents.service';
import { demoAgentsVersion } from '../demo-agents/demo-agents-freshness';
import { findPublishedProject } from '../projects/get-published-project.service';
import { listPublishedProjects } from '../projects/list-published-projects.service';
import { listActiveServices } from '../services/services.service';
import { servicesVersion } from '../services/services-freshness';
import { listUniversity } from '../university/list-university.service';

interface PageRequest {
  /** The pattern's parameters, decoded (`{ slug }` for `/blog/:slug`). */
  params: Record<string, string>;
  search: URLSearchParams;
  language: SiteLanguage;
}

interface PageQueryRoute {
  /** A path, with `:name` for one segment. */
  pattern: string;
  /**
   * The query parameters that change what the page shows, normalised ('' or '?category=reviews'). They reach the
   * renderer; every other parameter is dropped (decision 008), so the set of renders stays small.
   */
  renderedSearch?: (search: URLSearchParams) => string;
  read(db: Db, page: PageRequest): Promise<PageQuery[]>;
  /** A counter that an admin's change to this page's data bumps (decision 035): cached data is re-read at once. */
  version?: () => number;
}

/** What the responder needs for one page: the query string it renders with, and how to read its data. */
export interface PageQueries {
  search: string;
  /** Part of the data's cache key: changes when an admin changed the data. */
  version: string;
  read(db: Db): Promise<PageQuery[]>;
}

const visitorServices = async (db: Db, { language }: PageRequest): Promise<PageQuery[]> => {
  const services = await listActiveServices(db, 'visitor', language);
  const data: MarketplaceServiceList = { viewer: 'visitor', services };
  return [{ queryKey: PAGE_QUERY_KEYS.visitorServices(language), data }];
};

/** Public data each server-rendered page shows (decision 008), so it renders with it rather than a loading state. */
const PAGE_QUERY_ROUTES: PageQueryRoute[] = [
  {
    pattern: '/agents',
    version: demoAgentsVersion,
    read: async (db) => [{ queryKey: PAGE_QUERY_KEYS.demoAgents, data: await listActiveDemoAgents(db) }],
  },
  { pattern: '/marketplace', version: servicesVersion, read: visitorServices },
  { pattern: '/pricing', version: servicesVersion, read: visitorServices },
  {
    pattern: '/university',
    read: async (db, { language }) => [
      { queryKey: PAGE_QUERY_KEYS.university(language), data: await listUniversity(db, language) },
    ],
  },
  {
    pattern: '/blog',
    renderedSearch: (search) => blogListSearchString(parseBlogListSearch(search)),
    read: async (db, { search, language }) => {
      const view = parseBlogListSearch(search);
      return [{ queryKey: blogListQueryKey(language, view), data: await listPublishedPosts(db, language, view) }];
    },
  },
  {
    // An unknown, unpublished or malformed slug renders with null: the page shows "not found" and answers 404.
    pattern: '/blog/:slug',
    read: async (db, { params, language }) => {
      const slug = params.slug ?? '';
      const isSlug = blogPostParamsSchema.safeParse({ slug }).success;
      const data = isSlug ? await findPublishedPost(db, language, slug) : null;
      return [{ queryKey: blogPostQueryKey(language, slug), data }];
    },
  },
  {
    pattern: '/projects',
    renderedSearch: (search) => projectListSearchString(parseProjectListSearch(search)),
    read: async (db, { search }) => {
      const view = parseProjectListSearch(search);
      return [{ queryKey: projectListQueryKey(view), data: await listPublishedProjects(db, view) }];
    },
  },
  {
    // Like a post: an unknown, draft or malformed slug renders with null, and the page answers 404.
    pattern: '/projects/:slug',
    read: async (db, { params }) => {
      const slug = params.slug ?? '';
      const isSlug = projectParamsSchema.safeParse({ slug }).success;
      return [{ queryKey: projectQueryKey(slug), data: isSlug ? await findPublishedProject(db, slug) : null }];
    },
  },
];

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = pathname.replace(/(.)\/+$/, '$1').split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const segment = actual[index] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (part !== segment) return null;
  }
  return params;
}

/**
 * The public data of the page at `pathname` and the query string it renders with, or null (most pages). Nothing
 * may depend on who asks: renders are shared.
 */
export function pageQueriesFor(pathname: string, search: URLSearchParams, language: SiteLanguage): PageQueries | null {
  for (const route of PAGE_QUERY_ROUTES) {
    const params = matchPattern(route.pattern, pathname);
    if (!params) continue;
    const renderedSearch = route.renderedSearch?.(search) ?? '';
    return {
      search: renderedSearch,
      version: String(route.version?.() ?? 0),
      read: (db) => route.read(db, { params, search: new URLSearchParams(renderedSearch), language }),
    };
  }
  return null;
}
