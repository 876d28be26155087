// The bare handler `npm run bench:api` measures the product against: `node:http` and a database client, nothing else.
// It answers GET /api/services with the same query and the same JSON as the product gives a visitor (English), so
// the difference between the two is what the product's own layers cost. Its own process, started by bench-api.mjs.
//
// BARE_PORT: where it listens. DATABASE_URL (postgres://…): PostgreSQL through a `pg` pool of 10, the product's size;
// otherwise BARE_PGLITE_DIR: a PGlite data folder (a copy of the product's, since one folder opens in one process).
import http from 'node:http';

const PORT = Number(process.env.BARE_PORT ?? 4642);

/**
 * What drizzle sends for `listActiveServices` (services.service.ts): the card columns and the page language's entry of
 * the translations, active services in display order.
 */
const SERVICES_QUERY = `select "slug", "title", "description", "features", "category", "image", "is_member_only",
  "list_price_cents", "services"."translations" -> $1::text from "services" where "services"."is_active" = $2
  order by "services"."sort_order" asc, "services"."title" asc`;

async function openDatabase() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    // A named statement, parsed once per connection, as the product's prepared query is.
    return (text, values) => pool.query({ name: 'active_services', text, values }).then((result) => result.rows);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create({ dataDir: process.env.BARE_PGLITE_DIR, extensions: { pg_trgm } });
  return (text, params) => client.query(text, params).then((result) => result.rows);
}

/** The visitor's service card (services.service.ts `toDto` with `serviceTextIn` for English): no price. */
const toVisitorService = (row) => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  features: row.features,
  lang: 'en',
  category: row.category,
  image: row.image,
  isMemberOnly: row.is_member_only,
  price: null,
});

const query = await openDatabase();
const server = http.createServer(async (request, response) => {
  if (request.method !== 'GET' || request.url.split('?')[0] !== '/api/services') {
    response.writeHead(404).end();
    return;
  }
  try {
    const rows = await query(SERVICES_QUERY, ['en', true]);
    const body = JSON.stringify({ viewer: 'visitor', services: rows.map(toVisitorService) });
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
});
server.listen(PORT, '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => process.exit(0));
