// `npm start`: builds whatever is not built yet, then runs the one server process (SPA + API + WebSockets).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const targets = [
  // The site and its server renderer (decision 008) are built together.
  { name: '@receptiva/web', outputs: ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js'] },
  { name: '@receptiva/server', outputs: ['apps/server/dist/index.js'] },
];

for (const target of targets) {
  if (target.outputs.every((output) => existsSync(`${root}/${output}`))) continue;
  console.log(`building ${target.name} (first start) …`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(new URL('../apps/server/dist/index.js', import.meta.url).href);
