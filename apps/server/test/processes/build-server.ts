import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The server bundled exactly as `npm run build` bundles it, into a folder of its own under apps/server/node_modules
 * (its npm dependencies resolve from there, the server's own and the hoisted ones): starting it takes a second,
 * where tsx compiling the sources takes many.
 */
export function buildServerBundle(): { entry: string; remove(): void } {
  const outdir = path.join(serverRoot, 'node_modules', '.cache', `receptiva-server-${randomBytes(4).toString('hex')}`);
  const result = spawnSync(process.execPath, ['build.mjs', outdir], { cwd: serverRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`server build failed:\n${result.stderr}${result.stdout}`);
  return { entry: path.join(outdir, 'index.js'), remove: () => rmSync(outdir, { recursive: true, force: true }) };
}
