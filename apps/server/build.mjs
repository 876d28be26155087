// Bundles the server (and @receptiva/shared, which ships as TypeScript) into dist/index.js, and the speech worker
// thread into dist/espeak-worker.js beside it; npm dependencies stay external. Migrations are copied beside the
// bundle, where the migrator looks for them. `node build.mjs <dir>` builds into another folder (the process tests
// build their own copy under node_modules/.cache, from where the dependencies resolve).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@receptiva/'));

const outdir = process.argv[2] ?? 'dist';
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { index: 'src/index.ts', 'espeak-worker': 'src/lib/voice/local-agent/speech/espeak-worker.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
cpSync('src/db/migrations', `${outdir}/migrations`, { recursive: true });
console.log(`server built: ${outdir}/index.js`);
