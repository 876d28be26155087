import { type AdminServiceList, type adminServiceListQuerySchema, SERVICE_ADMIN_PAGE_SIZE } from '@receptiva/shared';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { services } from '../../db/schema';
import { toAdminService } from './admin-service-view';

type AdminServiceListQuery = z.output<typeof adminServiceListQuerySchema>;

const SORT_COLUMNS = {
  sortOrder: services.sortOrder,
  title: services.title,
  listPriceCents: services.listPriceCents,
  updatedAt: services.updatedAt,
} as const;

/** `%`, `_` and `\` typed into the search are literal characters, not patterns. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** `GET /api/admin/services`: every service, archived too; the search also finds a title in any language. */
export async function listAdminServices(db: Db, query: AdminServiceListQuery): Promise<AdminServiceList> {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      or(
        ilike(services.title, pattern),
        ilike(services.slug, pattern),
        sql`exists (select 1 from jsonb_each(${services.translations}) as t(lng, text) where t.text->>'title' ilike ${pattern})`,
      ) as SQL,
    );
  }
  if (query.state) filters.push(eq(services.isActive, query.state === 'active'));
  if (query.category) filters.push(eq(services.category, query.category));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const column = SORT_COLUMNS[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(services)
      .where(where)
      .orderBy(query.direction === 'asc' ? asc(column) : desc(column), asc(services.slug))
      .limit(SERVICE_ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * SERVICE_ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(services).where(where),
  ]);
  return {
    services: rows.map(toAdminService),
    page: query.page,
    pageSize: SERVICE_ADMIN_PAGE_SIZE,
    total: Number(total?.n ?? 0),
  };
}
