// Builds the image and starts compose.yaml for real, where a Docker daemon answers (.ci/run calls it then):
// PostgreSQL, both app replicas healthy, the proxy answering /api/health, then everything removed again.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findCompose } from './ensure-compose.mjs';

const HTTP_PORT = process.env.SMOKE_HTTP_PORT ?? '4721';
const project = `receptiva-smoke-${process.pid}`;
const envFile = path.join(mkdtempSync(path.join(tmpdir(), 'receptiva-smoke-')), '.env');
writeFileSync(
  envFile,
  [
    `AUTH_SECRET=smoke-${Math.random().toString(36).slice(2)}-0123456789abcdefghijklmnop`,
    'POSTGRES_PASSWORD=smoke',
    `PUBLIC_URL=http://localhost:${HTTP_PORT}`,
    'PAYMENTS=test',
    `HTTP_PORT=${HTTP_PORT}`,
    `HTTPS_PORT=${Number(HTTP_PORT) + 1}`,
  ].join('\n'),
);
const [command, ...leading] = findCompose();
const compose = (...args) => [...leading, '-p', project, '--env-file', envFile, '-f', 'compose.yaml', ...args];
const run = (...args) => execFileSync(command, compose(...args), { stdio: 'inherit' });

async function waitFor(what, check, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const healthOf = (service) => {
  const id = execFileSync(command, compose('ps', '-q', service), { encoding: 'utf8' }).trim();
  return execFileSync('docker', ['inspect', '-f', '{{.State.Health.Status}}', id], { encoding: 'utf8' }).trim();
};

/** The Dockerfile's base image, here already or pulled now; a daemon without a registry cannot build it. */
const BASE_IMAGE = 'node:20-bookworm-slim';
const hasBaseImage = () =>
  spawnSync('docker', ['image', 'inspect', BASE_IMAGE], { stdio: 'ignore' }).status === 0 ||
  spawnSync('docker', ['pull', BASE_IMAGE], { stdio: 'inherit' }).status === 0;
if (!hasBaseImage()) {
  console.log(`docker smoke: ${BASE_IMAGE} is neither here nor pullable (no registry), so the image was not built.`);
  process.exit(0);
}

let failed = false;
try {
  run('up', '-d', '--build');
  for (const service of ['app-1', 'app-2'])
    await waitFor(`${service} healthy`, async () => healthOf(service) === 'healthy');
  await waitFor('the proxy', async () => {
    const response = await fetch(`http://127.0.0.1:${HTTP_PORT}/api/health`);
    return response.ok && (await response.json()).database === 'postgres';
  });
  const user = execFileSync('docker', ['run', '--rm', '--entrypoint', 'id', 'receptiva:latest', '-u'], {
    encoding: 'utf8',
  }).trim();
  if (user === '0') throw new Error('the image runs as root');
  console.log(`docker smoke: image built, both replicas healthy, the proxy answers, the app runs as uid ${user}`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
  spawnSync(command, compose('logs', '--no-color', '--tail', '50'), { stdio: 'inherit' });
} finally {
  spawnSync(command, compose('down', '-v', '--remove-orphans'), { stdio: 'inherit' });
}
process.exit(failed ? 1 : 0);
