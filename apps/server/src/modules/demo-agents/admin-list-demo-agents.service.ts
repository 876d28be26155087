import {
  type AdminDemoAgentList,
  type adminDemoAgentListQuerySchema,
  DEMO_AGENT_ADMIN_PAGE_SIZE,
} from '@receptiva/shared';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { demoAgents } from '../../db/schema';
import { toAdminDemoAgent } from './admin-demo-agent-view';

type AdminDemoAgentListQuery = z.output<typeof adminDemoAgentListQuerySchema>;

const SORT_COLUMNS = {
  sortOrder: demoAgents.sortOrder,
  name: demoAgents.name,
  industry: demoAgents.industry,
  updatedAt: demoAgents.updatedAt,
} as const;

/** `%`, `_` and `\` typed into the search are literal characters, not patterns. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** `GET /api/admin/demo-agents`: every agent, archived too; the search finds name, industry or voice agent id. */
export async function listAdminDemoAgents(db: Db, query: AdminDemoAgentListQuery): Promise<AdminDemoAgentList> {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      or(
        ilike(demoAgents.name, pattern),
        ilike(demoAgents.industry, pattern),
        ilike(demoAgents.voiceAgentId, pattern),
      ) as SQL,
    );
  }
  if (query.state) filters.push(eq(demoAgents.isActive, query.state === 'active'));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const column = SORT_COLUMNS[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(demoAgents)
      .where(where)
      .orderBy(query.direction === 'asc' ? asc(column) : desc(column), asc(demoAgents.name), asc(demoAgents.id))
      .limit(DEMO_AGENT_ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * DEMO_AGENT_ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(demoAgents).where(where),
  ]);
  return {
    agents: rows.map(toAdminDemoAgent),
    page: query.page,
    pageSize: DEMO_AGENT_ADMIN_PAGE_SIZE,
    total: Number(total?.n ?? 0),
  };
}
