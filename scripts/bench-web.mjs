// `npm run bench:web`: Lighthouse (mobile preset) on the built site in Debian's Chromium, on a fresh database.
// Prints for each page the four category scores, LCP, TBT and CLS, the JavaScript fetched before the page was
// interactive (its `app-ready` mark) and in all, and whether the voice SDK was loaded. A benchmark, not a test: it
// reports figures and never fails on them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4620);
const BASE = `http://localhost:${PORT}`;
const PAGES = (process.env.BENCH_PAGES ?? '/,/agents,/auth,/legal,/blog,/blog/the-real-cost-of-a-missed-call').split(
  ',',
);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);

const chromePath = ensureChromium();
const BUILT = ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js', 'apps/server/dist/index.js'];
if (!BUILT.every((file) => existsSync(file)) || process.env.BENCH_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'receptiva-bench-'));
const server = spawn('node', ['apps/server/dist/index.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    // Production without Stripe keys must say it takes test-mode payments on purpose.
    PAYMENTS: 'test',
    SEED_DEMO: 'true',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    PUBLIC_URL: BASE,
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

/** BENCH_DETAILS=1: where the time and the bytes go (metrics, LCP element, main-thread work, scripts). */
function printDetails(page, audits, scripts) {
  const ms = (id) => Math.round(audits[id]?.numericValue ?? 0);
  console.log(
    `${page}: FCP ${ms('first-contentful-paint')} ms, SI ${ms('speed-index')} ms, LCP ${ms('largest-contentful-paint')} ms`,
  );
  const lcp = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (lcp) console.log(`  LCP element: ${lcp.snippet}`);
  console.log(`  DOM elements: ${audits['dom-size']?.numericValue}`);
  for (const item of audits['render-blocking-resources']?.details?.items ?? []) {
    console.log(`  render-blocking: ${item.url.split('/').pop()} ${Math.round(item.wastedMs)} ms`);
  }
  for (const item of (audits['long-tasks']?.details?.items ?? []).slice(0, 8)) {
    console.log(
      `  long task: ${item.url.split('/').pop() || item.url} at ${Math.round(item.startTime)} ms for ${Math.round(item.duration)} ms`,
    );
  }
  for (const item of audits['mainthread-work-breakdown']?.details?.items ?? []) {
    console.log(`  main thread: ${item.groupLabel} ${Math.round(item.duration)} ms`);
  }
  for (const item of (audits['bootup-time']?.details?.items ?? []).slice(0, 8)) {
    console.log(
      `  script time: ${item.url.split('/').pop()} total ${Math.round(item.total)} ms, eval ${Math.round(item.scripting)} ms`,
    );
  }
  for (const script of [...scripts].sort((a, b) => b.transferSize - a.transferSize)) {
    console.log(`  script: ${script.url.split('/').pop()} ${(script.transferSize / 1024).toFixed(1)} KB`);
  }
}

/**
 * Whether any script the page loaded is the voice SDK (@elevenlabs/client bundles LiveKit, ~150 KB): it must load
 * only when a call starts (issue 4), never with a page.
 */
async function loadsVoiceSdk(scripts) {
  for (const script of scripts) {
    const body = await (await fetch(script.url)).text();
    if (/livekit/i.test(body)) return true;
  }
  return false;
}

/** BENCH_SAVE=dir: keeps each run's full Lighthouse report (JSON) for a closer look. */
function saveReport(page, run, lhr) {
  mkdirSync(process.env.BENCH_SAVE, { recursive: true });
  const name = `${page.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${run + 1}.json`;
  writeFileSync(path.join(process.env.BENCH_SAVE, name), JSON.stringify(lhr));
}

try {
  await waitForHealth();
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const rows = [];
    for (const page of PAGES) {
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${BASE}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        const { categories, audits } = result.lhr;
        // A run Lighthouse could not finish scores 0: say why instead of leaving a bare zero in the table.
        if (result.lhr.runtimeError) console.log(`${page}: run ${run + 1} failed: ${result.lhr.runtimeError.message}`);
        for (const warning of result.lhr.runWarnings ?? []) console.log(`${page}: run ${run + 1}: ${warning}`);
        const scripts = (audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
        const jsKb = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
        // The page marks `app-ready` once hydrated (root-layout.tsx): what it fetched before that is what it needed.
        const readyAt = audits['user-timings']?.details?.items?.find((t) => t.name === 'app-ready')?.startTime;
        const jsBeforeReadyKb =
          scripts
            .filter((r) => readyAt !== undefined && r.networkRequestTime < readyAt)
            .reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
        const voiceSdkLoaded = await loadsVoiceSdk(scripts);
        rows.push({
          page,
          performance: Math.round(categories.performance.score * 100),
          accessibility: Math.round(categories.accessibility.score * 100),
          bestPractices: Math.round(categories['best-practices'].score * 100),
          seo: Math.round(categories.seo.score * 100),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
          jsKbBeforeReady: readyAt === undefined ? 'no mark' : Number(jsBeforeReadyKb.toFixed(1)),
          jsKbTotal: Number(jsKb.toFixed(1)),
          voiceSdk: voiceSdkLoaded ? 'LOADED' : 'not loaded',
        });
        const failed = Object.values(categories)
          .flatMap((c) => c.auditRefs.map((ref) => audits[ref.id]))
          .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id);
        if (failed.length) console.log(`${page}: failing binary audits: ${[...new Set(failed)].join(', ')}`);
        if (process.env.BENCH_DETAILS) printDetails(page, audits, scripts);
        if (process.env.BENCH_SAVE) saveReport(page, run, result.lhr);
      }
    }
    console.table(rows);
  } finally {
    await chrome.kill();
  }
} finally {
  stop();
}
