import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseEnv } from '../apps/server/src/env';
import { findCompose } from '../scripts/ensure-compose.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const APPS = ['app-1', 'app-2'];
// What an operator puts in .env at the least (README, "Run it in containers").
const REQUIRED = {
  AUTH_SECRET: 'compose-test-secret-0123456789-abcdefghij',
  POSTGRES_PASSWORD: 'compose-test-password',
  PUBLIC_URL: 'https://receptiva.example.com',
};

interface ComposeService {
  image?: string;
  init?: boolean;
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown> | string[];
  ports?: unknown[];
  volumes?: unknown[];
}

/** `docker compose config`: validates compose.yaml and prints it resolved. A local .env is left out on purpose. */
function composeConfig(env: Record<string, string>): Promise<{ status: number; stdout: string; stderr: string }> {
  const [command, ...leading] = findCompose() as string[];
  const emptyEnvFile = path.join(mkdtempSync(path.join(tmpdir(), 'receptiva-compose-')), 'empty.env');
  writeFileSync(emptyEnvFile, '');
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !(key in REQUIRED)));
  const args = [...leading, '--env-file', emptyEnvFile, '-f', path.join(ROOT, 'compose.yaml'), 'config'];
  return new Promise((resolve) => {
    execFile(command!, args, { cwd: ROOT, env: { ...clean, ...env } }, (error, stdout, stderr) => {
      resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** The variables the README's Environment table documents. */
const documentedVariables = new Set(
  [...readFileSync(path.join(ROOT, 'README.md'), 'utf8').matchAll(/^\| `([A-Z_]+)`/gm)].map((match) => match[1]),
);

describe('compose.yaml', () => {
  // `docker-compose` (v1) takes seconds a run: both resolutions are made once, side by side.
  let resolved: Awaited<ReturnType<typeof composeConfig>>;
  let withoutSecret: Awaited<ReturnType<typeof composeConfig>>;
  let services: Record<string, ComposeService>;
  beforeAll(async () => {
    const { AUTH_SECRET: _left, ...rest } = REQUIRED;
    [resolved, withoutSecret] = await Promise.all([
      composeConfig({ ...REQUIRED, PAYMENTS: 'test' }),
      composeConfig(rest),
    ]);
    services = resolved.status === 0 ? (parse(resolved.stdout) as { services: typeof services }).services : {};
  });

  it('validates, with PostgreSQL, two app replicas and a proxy in front of them', () => {
    expect(resolved.stderr).not.toMatch(/error/i);
    expect(resolved.status).toBe(0);
    expect(Object.keys(services).sort()).toEqual(['app-1', 'app-2', 'postgres', 'proxy']);
    expect(Object.keys(services.proxy!.depends_on ?? {}).sort()).toEqual(APPS);
    expect(services.postgres!.ports).toBeUndefined(); // the database is reachable from the app network only
  });

  it('gives every replica the same production settings, on the shared PostgreSQL, behind one proxy', () => {
    for (const name of APPS) {
      const app = services[name]!;
      expect(app.init).toBe(true);
      const environment = app.environment!;
      expect(environment).toEqual(services['app-1']!.environment);
      expect(new URL(environment.DATABASE_URL!).host).toBe('postgres:5432');
      // The app's own rules for production accept it (env.ts refuses unsafe production settings).
      const env = parseEnv(environment);
      expect(env).toMatchObject({ NODE_ENV: 'production', TRUST_PROXY: 1, AUTH_SECRET: REQUIRED.AUTH_SECRET });
      expect(env.PUBLIC_URL).toBe(REQUIRED.PUBLIC_URL);
      const undocumented = Object.keys(environment).filter((key) => !documentedVariables.has(key));
      expect(undocumented).toEqual([]);
    }
  });

  it('holds no secret: without AUTH_SECRET in the environment or .env it does not resolve', () => {
    expect(withoutSecret.status).not.toBe(0);
    expect(withoutSecret.stderr).toContain('set AUTH_SECRET in .env');
  });

  it('lets the proxy balance exactly the app replicas, on the port the image listens on', () => {
    const caddyfile = readFileSync(path.join(ROOT, 'deploy/Caddyfile'), 'utf8');
    const upstreams = /reverse_proxy ([^{\n]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(APPS.map((name) => `${name}:3000`));
    expect(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8')).toMatch(/PORT=3000/);
    expect(caddyfile).toContain('health_uri /api/health');
  });
});
