import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions (continuation lines joined, comments dropped), grouped by stage. */
function stages(dockerfile: string): Instruction[][] {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const result: Instruction[][] = [];
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args };
    if (instruction.keyword === 'FROM') result.push([]);
    result.at(-1)?.push(instruction);
  }
  return result;
}

const all = stages(read('Dockerfile'));
const runtime = all.at(-1)!;
const argsOf = (stage: Instruction[], keyword: string) => stage.filter((i) => i.keyword === keyword).map((i) => i.args);

describe('Dockerfile', () => {
  it('builds in one stage and runs from another', () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(argsOf(all[0]!, 'RUN')).toContain('npm run build');
  });

  it('installs only production dependencies in the image that runs', () => {
    const installs = argsOf(runtime, 'RUN').filter((run) => run.includes('npm ci'));
    expect(installs).toHaveLength(1);
    expect(installs[0]).toContain('--omit=dev');
  });

  it('copies the built output into the runtime image, and no sources', () => {
    const copies = argsOf(runtime, 'COPY');
    expect(copies).not.toContainEqual(expect.stringMatching(/^\.\s/));
    for (const built of ['apps/server/dist', 'apps/web/dist', 'apps/web/dist-ssr']) {
      expect(copies).toContainEqual(expect.stringMatching(new RegExp(`^--from=\\S+ /app/${built} ${built}$`)));
    }
  });

  it('copies every workspace manifest before npm ci, in both stages', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const stage of [all[0]!, runtime]) {
      for (const workspace of workspaces) {
        expect(argsOf(stage, 'COPY')).toContain(`${workspace}/package.json ${workspace}/`);
      }
    }
  });

  it('runs as an unprivileged user', () => {
    const user = argsOf(runtime, 'USER').at(-1);
    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
  });

  it('checks its health on /api/health', () => {
    expect(argsOf(runtime, 'HEALTHCHECK').join(' ')).toMatch(/CMD .*\/api\/health/);
  });

  it('starts node directly (exec form) so that SIGTERM reaches the server, which drains and exits', () => {
    const cmd = JSON.parse(argsOf(runtime, 'CMD').at(-1) ?? 'null') as string[] | null;
    expect(cmd).toEqual(['node', 'apps/server/dist/index.js']);
    expect(argsOf(runtime, 'ENTRYPOINT')).toEqual([]);
    expect(read('apps/server/src/index.ts')).toContain("process.on('SIGTERM'");
  });

  it('bakes in no secret', () => {
    const settings = [...argsOf(runtime, 'ENV'), ...all.flatMap((stage) => argsOf(stage, 'ARG'))].join(' ');
    expect(settings).not.toMatch(/SECRET|PASSWORD|API_KEY|DATABASE_URL|SMTP_URL/);
  });
});

describe('.dockerignore', () => {
  it('keeps local secrets, data, dependencies and build output out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.env', '**/.data', '**/node_modules', '**/dist', '.git']) expect(ignored).toContain(entry);
  });
});
