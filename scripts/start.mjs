// `npm start`: builds whatever is not built yet, then runs the one server process (SPA + API + WebSockets).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const targets = [
  { name: '@receptiva/web', output: 'apps/web/dist/index.html' },
  { name: '@receptiva/server', output: 'apps/server/dist/index.js' },
];

for (const target of targets) {
  if (existsSync(`${root}/${target.output}`)) continue;
  console.log(`building ${target.name} (first start) …`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(new URL('../apps/server/dist/index.js', import.meta.url).href);
