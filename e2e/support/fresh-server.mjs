// The e2e web server: the built server (exactly as `npm start` runs it) on a fresh PGlite folder, which is removed
// again when Playwright stops the server, so runs leave no database behind in the temp directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../../apps/server/dist/index.js', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'receptiva-e2e-'));
const server = spawn(process.execPath, [entry], { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } });

// Playwright sends SIGTERM (gracefulShutdown in playwright.config.ts): the server drains and closes its database.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
