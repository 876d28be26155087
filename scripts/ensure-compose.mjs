// The deploy tests validate compose.yaml with `docker compose config`, or Debian's `docker-compose` (v1) where the
// compose plugin is missing; that one is installed when absent (CI runs as root), like Chromium for the e2e tests.
import { execSync, spawnSync } from 'node:child_process';

const answers = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/** The compose command of this machine, as [command, ...leading arguments], or null. */
export function findCompose() {
  if (answers('docker', ['compose', 'version'])) return ['docker', 'compose'];
  if (answers('docker-compose', ['version'])) return ['docker-compose'];
  return null;
}

export function ensureCompose() {
  const found = findCompose();
  if (found) return found;
  console.log('docker compose not found: installing Debian package docker-compose …');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends docker-compose',
    {
      stdio: 'inherit',
    },
  );
  const installed = findCompose();
  if (!installed) throw new Error('docker-compose is still missing');
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`compose: ${ensureCompose().join(' ')}`);
