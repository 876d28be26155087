import { PAGE_QUERY_KEYS, type PageQuery } from '@receptiva/shared';
import type { Db } from '../../db/client';
import { listActiveDemoAgents } from '../demo-agents/demo-agents.service';

export type PageQueryReader = (db: Db) => Promise<PageQuery[]>;

/** Public data each server-rendered page shows (decision 008), so it renders with it rather than a loading state. */
const PAGE_QUERIES: Record<string, PageQueryReader> = {
  '/agents': async (db) => [{ queryKey: PAGE_QUERY_KEYS.demoAgents, data: await listActiveDemoAgents(db) }],
};

/** How to read the page's public data, or null (most pages). Nothing may depend on who asks: renders are shared. */
export const pageQueryReaderFor = (pathname: string): PageQueryReader | null =>
  Object.hasOwn(PAGE_QUERIES, pathname) ? (PAGE_QUERIES[pathname] ?? null) : null;
