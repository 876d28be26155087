import { type MarketplaceServiceList, PAGE_QUERY_KEYS, type PageQuery, type SiteLanguage } from '@receptiva/shared';
import type { Db } from '../../db/client';
import { listActiveDemoAgents } from '../demo-agents/demo-agents.service';
import { listActiveServices } from '../services/services.service';
import { listUniversity } from '../university/list-university.service';

/** Reads a page's public data in the page's language (most pages' data is the same in every language). */
export type PageQueryReader = (db: Db, language: SiteLanguage) => Promise<PageQuery[]>;

/** Public data each server-rendered page shows (decision 008), so it renders with it rather than a loading state. */
const visitorServices: PageQueryReader = async (db) => {
  const data: MarketplaceServiceList = { viewer: 'visitor', services: await listActiveServices(db, 'visitor') };
  return [{ queryKey: PAGE_QUERY_KEYS.visitorServices, data }];
};

const PAGE_QUERIES: Record<string, PageQueryReader> = {
  '/agents': async (db) => [{ queryKey: PAGE_QUERY_KEYS.demoAgents, data: await listActiveDemoAgents(db) }],
  '/marketplace': visitorServices,
  '/pricing': visitorServices,
  '/university': async (db, language) => [
    { queryKey: PAGE_QUERY_KEYS.university(language), data: await listUniversity(db, language) },
  ],
};

/** How to read the page's public data, or null (most pages). Nothing may depend on who asks: renders are shared. */
export const pageQueryReaderFor = (pathname: string): PageQueryReader | null =>
  Object.hasOwn(PAGE_QUERIES, pathname) ? (PAGE_QUERIES[pathname] ?? null) : null;
