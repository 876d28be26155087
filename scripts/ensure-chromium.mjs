// End-to-end tests use Debian's Chromium (never a downloaded browser). Installs it when missing (CI runs as root).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  console.log('Chromium not found: installing Debian package chromium …');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is still missing at ${CHROMIUM}`);
  return CHROMIUM;
}
