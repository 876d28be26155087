// `npm run bench:api`: load on the built server (issue 19), with autocannon, on PGlite and on PostgreSQL. Each route
// of a realistic mix is driven on its own for BENCH_DURATION seconds at each connection count, and so is a bare
// `node:http` handler (bench-api-bare.mjs, its own process) running the same services query, measured in the same
// run: the physical limit of this machine, which the API reads are compared with. Prints one table per engine.
// A benchmark, not a test: it reports figures and never fails on them.
//
// BENCH_PORT (4640; the bare handler takes +2), BENCH_DURATION (60 s), BENCH_CONNECTIONS (100,500), BENCH_ENGINES
// (pglite,postgres), BENCH_DATABASE_URL (the PostgreSQL server to create the throwaway database on), BENCH_ROUTES
// (the route names to run, e.g. "/,/api/services"), BENCH_CPU_PROF (a folder: the server runs with --cpu-prof there).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const PORT = Number(process.env.BENCH_PORT ?? 4640);
const BARE_PORT = PORT + 2;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_DURATION ?? 60);
const WARMUP_SECONDS = Math.min(5, Math.max(1, Math.round(DURATION / 10)));
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '100,500').split(',').map(Number);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MEMBER = { email: 'owner@demo.receptiva.test', password: 'receptiva-demo' };
const ROUTE_FILTER = process.env.BENCH_ROUTES?.split(',');

/** What a browser sends for a page: the cached pages are stored compressed, as they are sent. */
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

/** A demo booking with its own e-mail address each time, for tomorrow at 10:00 New York time. */
function bookingBody(sequence) {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return JSON.stringify({
    name: 'Bench Visitor',
    email: `bench-${process.pid}-${sequence}@bench.receptiva.test`,
    phone: '+1 555 010 2400',
    businessType: 'Dental practice',
    preferredAt: `${tomorrow}T10:00:00-05:00`,
    timeZone: 'America/New_York',
    message: 'Load test booking.',
    locale: 'en',
  });
}

/**
 * The mix: public pages (server-rendered), the API reads every page makes, a signed-in read and a write. `apiRead`
 * routes are compared with the bare handler.
 */
const ROUTES = [
  { name: '/', path: '/', headers: PAGE_HEADERS },
  { name: '/pricing', path: '/pricing', headers: PAGE_HEADERS },
  { name: '/marketplace', path: '/marketplace', headers: PAGE_HEADERS },
  { name: '/api/services', path: '/api/services', apiRead: true },
  // A member browsing the marketplace: the list comes from memory, but the session and the membership that decide
  // whether it shows prices are two queries a request.
  { name: '/api/services (signed in)', path: '/api/services', apiRead: true, signedIn: true },
  { name: '/api/session', path: '/api/session', apiRead: true },
  { name: '/api/me (signed in)', path: '/api/me', apiRead: true, signedIn: true },
  { name: 'POST /api/demo-bookings', path: '/api/demo-bookings', booking: true },
].filter((route) => !ROUTE_FILTER || ROUTE_FILTER.includes(route.name));

const built = ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js', 'apps/server/dist/index.js'];
if (!built.every((file) => existsSync(file)) || process.env.BENCH_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function startProcess(args, env) {
  const child = spawn('node', args, { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * The built server as production runs it. The demo-booking limits are the product's own settings, raised so that
 * every booking of the run is stored and e-mailed rather than refused with 429.
 */
function startServer(databaseEnv) {
  const profile = process.env.BENCH_CPU_PROF;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [];
  return startProcess([...flags, 'apps/server/dist/index.js'], {
    ...databaseEnv,
    PORT: String(PORT),
    NODE_ENV: 'production',
    PAYMENTS: 'test',
    SEED_DEMO: 'true',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    PUBLIC_URL: BASE,
    LOG_LEVEL: 'warn',
    BOOKING_RATE_LIMIT_PER_IP: '1000000000',
    BOOKING_RATE_LIMIT_PER_EMAIL: '1000000000',
  });
}

async function waitFor(url) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

async function signIn() {
  const response = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify(MEMBER),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function autocannonOptions(base, route, cookie) {
  const options = { url: `${base}${route.path}`, headers: { ...route.headers } };
  if (route.signedIn) options.headers.cookie = cookie;
  if (route.booking) {
    let sequence = 0;
    options.method = 'POST';
    options.headers = { 'content-type': 'application/json', origin: BASE };
    // A per-request body works only through `requests` (a top-level setupRequest is ignored for bodies).
    options.requests = [{ setupRequest: (request) => ({ ...request, body: bookingBody(sequence++) }) }];
  }
  return options;
}

/** CPU seconds (user + system) a process has used so far, from /proc; null where there is no /proc. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime and stime, in clock ticks of 1/100 s
  } catch {
    return null;
  }
}

/**
 * Waits (up to two minutes) until the process has finished the previous run's work: requests the client gave up on
 * after 10 s still run, and on PGlite, where every query is the server's own CPU, that backlog can take a while.
 */
async function settle(pid) {
  for (let i = 0; i < 240; i++) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (before === null || cpuSeconds(pid) - before < 0.05) return;
  }
}

/**
 * Drives one route after a short warm-up. Besides what autocannon measures, the serving process's CPU time per
 * answered request: on a shared machine, where throughput depends on what else runs, it says what a request costs.
 */
async function load(base, route, cookie, connections, pid) {
  const options = autocannonOptions(base, route, cookie);
  await autocannon({ ...options, connections: Math.min(connections, 50), duration: WARMUP_SECONDS });
  await settle(pid);
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ ...options, connections, duration: DURATION });
  const cpuAfter = cpuSeconds(pid);
  await settle(pid);
  console.error(`  ${route.name ?? route.path} at ${connections}: ${Math.round(result.requests.average)} req/s`);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses: Object.keys(result.statusCodeStats ?? {}).join('/'),
    cpuMsPerRequest: cpuBefore === null ? null : ((cpuAfter - cpuBefore) * 1000) / Math.max(1, result.requests.total),
  };
}

async function createPostgresDatabase() {
  const name = `receptiva_bench_api_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { url: url.toString(), drop };
}

const formatRow = (route, connections, figures, bare) => ({
  route,
  connections,
  'req/s': Math.round(figures.requestsPerSecond),
  'p50 ms': figures.p50,
  'p99 ms': figures.p99,
  'errors/non-2xx': `${figures.errors}/${figures.non2xx}${figures.non2xx ? ` (${figures.statuses})` : ''}`,
  'CPU ms/req': figures.cpuMsPerRequest === null ? '' : figures.cpuMsPerRequest.toFixed(2),
  'vs bare': bare ? (figures.requestsPerSecond / bare.requestsPerSecond).toFixed(2) : '',
});

async function benchEngine(engine) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'receptiva-bench-api-'));
  let databaseEnv;
  let bareEnv;
  let cleanup = async () => {};
  if (engine === 'pglite') {
    databaseEnv = { DATA_DIR: path.join(scratch, 'server'), DATABASE_URL: '' };
    bareEnv = { BARE_PGLITE_DIR: path.join(scratch, 'bare'), DATABASE_URL: '' };
  } else {
    const database = await createPostgresDatabase();
    databaseEnv = { DATABASE_URL: database.url };
    bareEnv = { DATABASE_URL: database.url };
    cleanup = database.drop;
  }
  try {
    // The first start migrates and seeds; the bare handler then reads the same rows (on PGlite, a copy of the folder).
    let server = startServer(databaseEnv);
    try {
      await waitFor(`${BASE}/api/health`);
    } finally {
      await server.stop();
    }
    if (engine === 'pglite')
      cpSync(path.join(scratch, 'server', 'pglite'), bareEnv.BARE_PGLITE_DIR, { recursive: true });

    const rows = [];
    const bareByConnections = new Map();
    const bare = startProcess(['scripts/bench-api-bare.mjs'], { ...bareEnv, BARE_PORT: String(BARE_PORT) });
    try {
      await waitFor(`http://127.0.0.1:${BARE_PORT}/api/services`);
      for (const connections of CONNECTIONS) {
        const figures = await load(
          `http://127.0.0.1:${BARE_PORT}`,
          { path: '/api/services' },
          '',
          connections,
          bare.pid,
        );
        bareByConnections.set(connections, figures);
        rows.push(formatRow('bare node:http /api/services', connections, figures));
      }
    } finally {
      await bare.stop();
    }

    server = startServer(databaseEnv);
    try {
      await waitFor(`${BASE}/api/health`);
      const cookie = await signIn();
      for (const route of ROUTES) {
        for (const connections of CONNECTIONS) {
          const figures = await load(BASE, route, cookie, connections, server.pid);
          rows.push(formatRow(route.name, connections, figures, route.apiRead && bareByConnections.get(connections)));
        }
      }
    } finally {
      await server.stop();
    }
    console.log(
      `\n${engine}: ${DURATION} s per route and connection count (bare handler: ${bareEnv.DATABASE_URL ? 'pg' : 'PGlite'})`,
    );
    console.table(rows);
  } finally {
    await cleanup();
    rmSync(scratch, { recursive: true, force: true });
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

for (const engine of process.env.BENCH_ENGINES?.split(',') ?? ['pglite', 'postgres']) {
  if (engine === 'postgres' && !(await postgresAnswers())) {
    console.log(`\npostgres: skipped, nothing answers at ${POSTGRES_URL}`);
    continue;
  }
  await benchEngine(engine);
}
