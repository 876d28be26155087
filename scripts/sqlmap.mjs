// `npm run security:sqlmap`: sqlmap against every API route that takes parameters, on the built server with a fresh
// PGlite database (issue 19, point 8; decision 043). Reads the routes from the server's own OpenAPI document (plus the
// better-auth endpoints it does not list), signs in as the demo owner made admin (so every access policy lets the
// requests through to the queries), marks every path, query and JSON body value as an injection point, runs sqlmap
// non-interactively on each route and prints one row per route with its findings. Exits 1 when sqlmap finds anything.
//
// Not part of `npm test` (it takes tens of minutes). Installs Debian's `sqlmap` with apt-get when it is missing.
// SQLMAP_PORT (4742), SQLMAP_LEVEL (2), SQLMAP_RISK (1), SQLMAP_ROUTE_SECONDS (per-route budget, 180),
// SQLMAP_BUDGET_MINUTES (whole run, 60), SQLMAP_PARALLEL (routes run at once: 3 on PostgreSQL, where most of a
// route's time is sqlmap waiting on time-based probes; 1 on PGlite), SQLMAP_ONLY (a substring of the routes to
// run), DATABASE_URL (PostgreSQL instead of PGlite: a throwaway database there is the caller's business).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.SQLMAP_PORT ?? 4742);
const BASE = `http://127.0.0.1:${PORT}`;
const LEVEL = process.env.SQLMAP_LEVEL ?? '2';
const RISK = process.env.SQLMAP_RISK ?? '1';
const ROUTE_SECONDS = Number(process.env.SQLMAP_ROUTE_SECONDS ?? 180);
const BUDGET_MS = Number(process.env.SQLMAP_BUDGET_MINUTES ?? 60) * 60_000;
const ONLY = process.env.SQLMAP_ONLY ?? '';
// PGlite runs one query at a time, so one route's pg_sleep probe would delay the others' answers and read as theirs.
const PARALLEL = Math.max(1, Number(process.env.SQLMAP_PARALLEL ?? (process.env.DATABASE_URL ? 3 : 1)));
const ACCOUNT = { email: 'owner@demo.receptiva.test', password: 'receptiva-demo' };

/** better-auth's own endpoints with a body (not in the OpenAPI document); the guard in front of them checks it. */
const AUTH_ROUTES = [
  ['post', '/api/auth/sign-in/email', { email: 'sqlmap@example.com', password: 'not-the-password' }],
  [
    'post',
    '/api/auth/sign-up/email',
    {
      email: 'sqlmap-new@example.com',
      password: 'sqlmap-password-1',
      name: 'Sql Map',
      firstName: 'Sql',
      lastName: 'Map',
      phone: '+15550100',
    },
  ],
  ['post', '/api/auth/request-password-reset', { email: 'sqlmap@example.com', redirectTo: '/auth?reset=true' }],
  ['post', '/api/auth/reset-password', { token: 'sqlmap-token', newPassword: 'sqlmap-password-2' }],
];

/** Routes that would end the run's own session or account; their inputs are checked by the fuzz test. */
const SKIPPED = [/\/api\/account$/, /sign-out/, /\/api\/account\/sessions\/\{[^}]+\}$/];

function ensureSqlmap() {
  if (spawnSync('sqlmap', ['--version'], { stdio: 'ignore' }).status === 0) return;
  console.log('sqlmap is missing: installing the Debian package');
  spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', 'sqlmap'], { stdio: 'inherit' });
  if (install.status !== 0) throw new Error('apt-get install sqlmap failed');
}

function ensureBuilt() {
  const built = ['apps/web/dist/index.html', 'apps/server/dist/index.js'];
  if (built.every((file) => existsSync(file))) return;
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

const HIGH = '1000000';
function startServer(dataDir, logFile) {
  const log = openSync(logFile, 'a');
  return spawn(process.execPath, ['apps/server/dist/index.js'], {
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      AUTH_SECRET: 'sqlmap-run-secret-0123456789-abcdefghijkl',
      ADMIN_EMAIL: ACCOUNT.email,
      SEED_DEMO: 'true',
      PAYMENTS: 'test',
      LOG_LEVEL: 'warn',
      VOICE_LOCAL_SPEECH: 'tone',
      // sqlmap's tamper script gives each request a random X-Forwarded-For, so per-IP limits do not hide the queries.
      TRUST_PROXY: 'true',
      ...Object.fromEntries(
        [
          'AUTH_RATE_LIMIT_PER_IP',
          'AUTH_RATE_LIMIT_PER_EMAIL',
          'BOOKING_RATE_LIMIT_PER_IP',
          'BOOKING_RATE_LIMIT_PER_EMAIL',
          'NEWSLETTER_RATE_LIMIT_PER_IP',
          'NEWSLETTER_RATE_LIMIT_PER_EMAIL',
          'ANALYTICS_RATE_LIMIT_PER_MINUTE',
          'VOICE_RATE_LIMIT_PER_IP',
          'ASSISTANT_RATE_LIMIT_PER_HOUR',
          'MAIL_RATE_LIMIT_PER_IP',
          'MAIL_RATE_LIMIT_PER_RECIPIENT',
        ].map((name) => [name, HIGH]),
      ),
    },
  });
}

async function waitForHealth() {
  const until = Date.now() + 600_000; // a fresh database migrates and seeds first; slow on a busy machine
  while (Date.now() < until) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('server did not become healthy');
}

async function signIn() {
  const response = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify(ACCOUNT),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A plausible value for a schema, so that the request passes validation and reaches the database. */
function sampleOf(schema, doc, depth = 0) {
  if (!schema) return 'sqlmap';
  if (schema.$ref) return sampleOf(doc.components.schemas[schema.$ref.split('/').pop()], doc, depth);
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    if (schema[key]) return sampleOf(schema[key].find((s) => s.type !== 'null') ?? schema[key][0], doc, depth);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    if (depth > 2) return {};
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, prop]) => [name, sampleOf(prop, doc, depth + 1)]),
    );
  }
  if (type === 'array') return depth > 2 ? [] : [sampleOf(schema.items, doc, depth + 1)];
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return true;
  const formats = {
    uuid: '00000000-0000-4000-8000-000000000001',
    email: 'sqlmap@example.com',
    date: '2026-01-05',
    'date-time': '2026-01-05T10:00:00.000Z',
    uri: 'https://example.com/',
    url: 'https://example.com/',
  };
  if (formats[schema.format]) return formats[schema.format];
  const minLength = schema.minLength ?? 1;
  return 'sqlmap'.padEnd(Math.max(6, Math.min(minLength, 40)), 'x');
}

/** Every string and number in a JSON body gets sqlmap's custom injection marker. */
function markJson(value) {
  if (typeof value === 'string') return `${JSON.stringify(value).slice(0, -1)}*"`;
  if (typeof value === 'number') return `${value}*`;
  if (Array.isArray(value)) return `[${value.map(markJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, inner]) => `${JSON.stringify(key)}:${markJson(inner)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The routes of the document that take path, query or body parameters, as sqlmap targets. */
function targetsOf(doc) {
  const targets = [];
  for (const [route, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      if (parameters.length === 0 && !bodySchema) continue;
      if (SKIPPED.some((pattern) => pattern.test(route))) continue;
      let url = route;
      const query = [];
      for (const parameter of parameters) {
        const sample = encodeURIComponent(String(sampleOf(parameter.schema, doc)));
        if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, `${sample}*`);
        if (parameter.in === 'query') query.push(`${encodeURIComponent(parameter.name)}=${sample}*`);
      }
      const body = bodySchema ? markJson(sampleOf(bodySchema, doc)) : undefined;
      targets.push({ method, route, url: `${BASE}${url}${query.length ? `?${query.join('&')}` : ''}`, body });
    }
  }
  for (const [method, route, sample] of AUTH_ROUTES) {
    targets.push({ method, route, url: `${BASE}${route}`, body: markJson(sample) });
  }
  return targets.filter((target) => !ONLY || target.route.includes(ONLY));
}

function runSqlmap(target, cookie, outputDir) {
  const args = [
    '-u',
    target.url,
    '--method',
    target.method.toUpperCase(),
    '--batch',
    `--level=${LEVEL}`,
    `--risk=${RISK}`,
    '--dbms=PostgreSQL',
    '--technique=BEUST',
    '--time-sec=2',
    '--threads=4',
    '--tamper=xforwardedfor',
    '--skip-waf',
    // Refusals (a missing record, a conflict, a limit) are answers too: sqlmap compares them instead of giving up.
    '--ignore-code=400,401,403,404,409,410,422,429',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${outputDir}`,
    `--cookie=${cookie}`,
    `--headers=Origin: ${BASE}\nAccept: application/json${target.body ? '\nContent-Type: application/json' : ''}`,
  ];
  if (target.body) args.push(`--data=${target.body}`);
  return new Promise((resolve) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), ROUTE_SECONDS * 1000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ output, timedOut: signal === 'SIGKILL', code });
    });
  });
}

/** What one sqlmap run says: injection points found, the points it tested, and the HTTP errors it saw. */
function readResult(output) {
  const vulnerable = (output.match(/ is vulnerable|identified the following injection point/gi) ?? []).length;
  const tested = (output.match(/parameter '[^']+' (?:does not seem to be injectable|is vulnerable)/gi) ?? []).length;
  const errors = output.match(/HTTP error codes detected during run:\s*\n?(.*)/i)?.[1]?.trim() ?? '';
  const requests = Number(output.match(/(\d+) HTTP\(s\) requests/i)?.[1] ?? 0);
  return { vulnerable, tested, errors, requests };
}

async function main() {
  ensureSqlmap();
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receptiva-sqlmap-'));
  const outputDir = mkdtempSync(path.join(tmpdir(), 'receptiva-sqlmap-out-'));
  const serverLog = path.join(outputDir, 'server.log');
  const server = startServer(dataDir, serverLog);
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForHealth();
    const cookie = await signIn();
    const doc = await (await fetch(`${BASE}/api/openapi.json`)).json();
    const targets = targetsOf(doc);
    if (process.env.SQLMAP_LIST) {
      for (const target of targets) console.log(target.method, target.url, target.body ?? '');
      return;
    }
    console.log(
      `sqlmap ${spawnSync('sqlmap', ['--version']).stdout.toString().trim()} against ${targets.length} routes`,
    );
    console.log(
      `level ${LEVEL}, risk ${RISK}, techniques BEUST, ${ROUTE_SECONDS} s a route at most, ${PARALLEL} routes at once\n`,
    );
    const started = Date.now();
    const rows = [];
    let serverStopped = false;
    const runTarget = async (target) => {
      const name = `${target.method.toUpperCase()} ${target.route}`;
      if (serverStopped || server.exitCode !== null || server.signalCode !== null) {
        serverStopped = true;
        rows.push({ name, status: 'not run (server stopped)', vulnerable: 0, tested: 0, errors: '', seconds: 0 });
        return;
      }
      if (Date.now() - started > BUDGET_MS) {
        rows.push({ name, status: 'not run (budget)', vulnerable: 0, tested: 0, errors: '', seconds: 0 });
        return;
      }
      const t0 = Date.now();
      // Each run its own folder: sqlmap keeps one session file per host, which parallel runs would share.
      const result = await runSqlmap(target, cookie, mkdtempSync(path.join(outputDir, 'route-')));
      const read = readResult(result.output);
      const seconds = Math.round((Date.now() - t0) / 1000);
      const status = read.vulnerable > 0 ? 'INJECTABLE' : result.timedOut ? 'time budget' : 'not injectable';
      rows.push({ name, status, ...read, seconds });
      console.log(
        `${name.padEnd(62)} ${status.padEnd(15)} points ${String(read.tested).padStart(2)}  ${String(seconds).padStart(4)} s  ${read.errors}`,
      );
      if (read.vulnerable > 0 || process.env.SQLMAP_VERBOSE)
        console.log(result.output.split('\n').slice(-60).join('\n'));
    };
    const queue = [...targets];
    const worker = async () => {
      for (let target = queue.shift(); target; target = queue.shift()) await runTarget(target);
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    if (serverStopped) {
      console.log('\nThe server stopped during the run. Its log ends:');
      console.log(readFileSync(serverLog, 'utf8').split('\n').slice(-40).join('\n'));
      process.exitCode = 1;
      return;
    }
    const findings = rows.reduce((sum, row) => sum + row.vulnerable, 0);
    const points = rows.reduce((sum, row) => sum + row.tested, 0);
    const minutes = ((Date.now() - started) / 60_000).toFixed(1);
    console.log(
      `\n${rows.length} routes, ${points} parameters tested, ${findings} findings, ` +
        `${rows.filter((r) => r.status === 'time budget').length} routes cut by the time budget, ` +
        `${rows.filter((r) => r.status.startsWith('not run')).length} not run, ${minutes} min`,
    );
    process.exitCode = findings > 0 ? 1 : 0;
  } finally {
    stop();
    if (server.exitCode === null && server.signalCode === null)
      await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outputDir, { recursive: true, force: true });
  }
}

await main();
