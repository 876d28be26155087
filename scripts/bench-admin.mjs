// `npm run bench:admin`: the admin area's users and orders lists with 10,000 users and 50,000 orders, and the CSV
// export of every order, on PGlite and on PostgreSQL (issue 17). Prints p50/p95/max per list query and the server's
// resident memory during the export. A benchmark, not a test: it reports figures and never fails on them.
//
// BENCH_DATABASE_URL: the PostgreSQL server to create a throwaway database on (default: the machine's, when it
// answers). BENCH_ENGINES=pglite or postgres runs one engine only. BENCH_REQUESTS: measured requests per query.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

const PORT = Number(process.env.BENCH_PORT ?? 4630);
const BASE = `http://127.0.0.1:${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const WARMUP = 5;
const USERS = 10_000;
const ORDERS = 50_000;
const ADMIN = { email: 'owner@demo.receptiva.test', password: 'receptiva-demo' };
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const LIST_QUERIES = [
  ['users: first page', '/api/admin/users'],
  ['users: search', '/api/admin/users?search=user%2077'],
  ['users: active members', '/api/admin/users?membership=active'],
  ['users: staff', '/api/admin/users?role=member'],
  ['users: by e-mail', '/api/admin/users?sort=email&direction=asc'],
  ['users: page 300', '/api/admin/users?page=300'],
  ['orders: first page', '/api/admin/orders'],
  ['orders: search e-mail', '/api/admin/orders?search=bench77%40'],
  ['orders: paid marketplace', '/api/admin/orders?kind=order&status=paid'],
  ['orders: by total', '/api/admin/orders?sort=totalCents'],
  ['orders: one week', `/api/admin/orders?from=${daysAgo(14)}&to=${daysAgo(7)}`],
  ['orders: page 2000', '/api/admin/orders?page=2000'],
];

function daysAgo(days) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** Users created a minute apart; every fifth one a member; 50 staff; 50,000 paid orders of one line each. */
const SEED_SQL = [
  `insert into users (id, name, email, email_verified, first_name, last_name, created_at, updated_at)
   select 'bench-user-' || g, 'Bench User ' || g, 'bench' || g || '@bench.receptiva.test', true, 'Bench', 'User ' || g,
     now() - make_interval(mins => g), now()
   from generate_series(1, ${USERS}) g`,
  `insert into user_roles (user_id, role) select 'bench-user-' || g, 'member' from generate_series(1, ${USERS}, 200) g`,
  `insert into membership_orders (user_id, email, plan_name, payment_type, amount_cents, status, provider, paid_at,
     commitment_ends_at, created_at)
   select 'bench-user-' || g, 'bench' || g || '@bench.receptiva.test', 'Annual Membership', 'subscription', 149700,
     'paid', 'test', now() - make_interval(mins => g), now() + interval '300 days', now() - make_interval(mins => g)
   from generate_series(1, ${USERS}, 5) g`,
  `insert into orders (user_id, email, status, subtotal_cents, discount_cents, total_cents, provider, paid_at,
     fulfilment_status, created_at)
   select 'bench-user-' || (1 + g % ${USERS}), 'bench' || (1 + g % ${USERS}) || '@bench.receptiva.test', 'paid',
     50000 + (g % 97) * 100, 5000, 45000 + (g % 97) * 100, 'test', now() - make_interval(secs => g * 60),
     'paid', now() - make_interval(secs => g * 60)
   from generate_series(1, ${ORDERS}) g`,
  `insert into order_items (order_id, slug, title, unit_list_price_cents, unit_price_cents, quantity, line_total_cents)
   select id, 'bench-service', 'Bench service', subtotal_cents, total_cents, 1, total_cents
   from orders where email like 'bench%'`,
];

const built = ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js', 'apps/server/dist/index.js'];
if (!built.every((file) => existsSync(file)) || process.env.BENCH_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function startServer(databaseEnv) {
  const child = spawn('node', ['apps/server/dist/index.js'], {
    env: {
      ...process.env,
      ...databaseEnv,
      PORT: String(PORT),
      NODE_ENV: 'production',
      PAYMENTS: 'test',
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      PUBLIC_URL: BASE,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = () => {
    child.kill('SIGTERM');
    return exited;
  };
  return { child, stop };
}

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

async function signIn() {
  const response = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);

async function timeQuery(cookie, url) {
  const times = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(`${BASE}${url}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
};

/** Streams the export, counting rows, while sampling the server's resident memory every 20 ms. */
async function measureExport(cookie, pid, query) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const started = performance.now();
  const response = await fetch(`${BASE}/api/admin/orders/export.csv${query}`, { headers: { cookie } });
  let newlines = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) newlines++;
  }
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  return { rows: newlines - 1, bytes, seconds, before, peak };
}

async function seed(engine, target) {
  if (engine === 'pglite') {
    const client = await PGlite.create({ dataDir: path.join(target, 'pglite'), extensions: { pg_trgm } });
    for (const statement of SEED_SQL) await client.exec(statement);
    await client.close();
  } else {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    for (const statement of SEED_SQL) await client.query(statement);
    // What autovacuum would do a minute later; on PGlite the server analyzes at start (db/embedded-statistics.ts).
    await client.query('analyze');
    await client.end();
  }
}

async function benchEngine(engine) {
  let databaseEnv;
  let target;
  let cleanup;
  if (engine === 'pglite') {
    target = mkdtempSync(path.join(tmpdir(), 'receptiva-bench-admin-'));
    databaseEnv = { DATA_DIR: target, DATABASE_URL: '' };
    cleanup = async () => rmSync(target, { recursive: true, force: true });
  } else {
    const name = `receptiva_bench_admin_${process.pid}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    target = url.toString();
    databaseEnv = { DATABASE_URL: target };
    cleanup = async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  try {
    // The first start migrates and seeds the demo content; PGlite has one writer, so the bulk rows go in between.
    let server = startServer(databaseEnv);
    await waitForHealth();
    await server.stop();
    const seeding = performance.now();
    await seed(engine, target);
    console.log(
      `\n${engine}: seeded ${USERS} users and ${ORDERS} orders in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    server = startServer(databaseEnv);
    try {
      await waitForHealth();
      const cookie = await signIn();
      console.log(`${'query'.padEnd(26)}      p50       p95       max`);
      for (const [label, url] of LIST_QUERIES) {
        const times = await timeQuery(cookie, url);
        console.log(
          `${label.padEnd(26)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))} ${ms(times.at(-1))}`,
        );
      }
      for (const [label, query] of [
        ['CSV export, memberships only', '?kind=membership'],
        ['CSV export, every order', ''],
      ]) {
        const result = await measureExport(cookie, server.child.pid, query);
        console.log(
          `${label}: ${result.rows} rows, ${(result.bytes / 1_048_576).toFixed(1)} MB in ${result.seconds.toFixed(1)} s; ` +
            `server RSS ${result.before.toFixed(0)} MB before, ${result.peak.toFixed(0)} MB at most`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    await cleanup();
  }
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const engines = process.env.BENCH_ENGINES?.split(',') ?? ['pglite', 'postgres'];
for (const engine of engines) {
  if (engine === 'postgres' && !(await postgresAnswers())) {
    console.log(`\npostgres: skipped, nothing answers at ${POSTGRES_URL}`);
    continue;
  }
  await benchEngine(engine);
}
