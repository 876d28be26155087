import type { Reference } from './import-graph';

/** The rules of docs/decisions/016-layering-rules.md. */
export const RULES = {
  'web-features-are-isolated': 'a web feature never imports another feature; app/ composes them',
  'web-shared-code-below-app': 'web components/, lib/ and hooks/ never import app/ or features/',
  'server-infrastructure-below-modules': 'server lib/, db/, middlewares/ and api/ never import modules/',
  'server-modules-acyclic': 'server modules never depend on each other in a cycle',
  'server-never-reads-web':
    "apps/server never imports apps/web nor names a path into it; only the web's build output (dist/, dist-ssr/) is served",
  'web-imports-server-types-only':
    "apps/web imports nothing of apps/server but the API's type (`import type { ApiRoutes } from '@receptiva/server/api-routes'`)",
} as const;

export type RuleId = keyof typeof RULES;

export interface Violation {
  rule: RuleId;
  reference: Reference;
  /** What the rule saw: the other feature, the cycle, … */
  detail: string;
}

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

const isUnder = (file: string, folder: string): boolean => file === folder || file.startsWith(`${folder}/`);
const isUnderAny = (file: string, folders: string[]): boolean => folders.some((folder) => isUnder(file, folder));

/** `apps/web/src/features/<name>/…` → `<name>` (also for the feature folder itself). */
const featureOf = (file: string): string | null => file.match(/^apps\/web\/src\/features\/([^/.]+)(\/|$)/)?.[1] ?? null;
/** `apps/server/src/modules/<name>/…` → `<name>`. */
export const moduleOf = (file: string): string | null =>
  file.match(/^apps\/server\/src\/modules\/([^/.]+)(\/|$)/)?.[1] ?? null;

/** A path into the web app other than its build output: `../web/src/…`, `apps/web/…`, `path.join('..', 'web')`. */
const WEB_PATH = /(?:^|\/)(?:\.\.|apps)\/web(?:\/(?!dist(?:-ssr)?(?:\/|$))|$)/;

type FileRule = (reference: Reference) => string | null;

const FILE_RULES: Record<Exclude<RuleId, 'server-modules-acyclic'>, FileRule> = {
  'web-features-are-isolated': ({ from, to }) => {
    const [own, other] = [featureOf(from), to && featureOf(to)];
    return own && other && own !== other ? `features/${own} imports features/${other}` : null;
  },
  'web-shared-code-below-app': ({ from, to }) =>
    to &&
    isUnderAny(from, [`${WEB}/components`, `${WEB}/lib`, `${WEB}/hooks`]) &&
    isUnderAny(to, [`${WEB}/app`, `${WEB}/features`])
      ? `${from.slice(WEB.length + 1).split('/')[0]}/ imports ${to.slice(WEB.length + 1).split('/')[0]}/`
      : null,
  'server-infrastructure-below-modules': ({ from, to }) =>
    to && isUnderAny(from, [`${SERVER}/lib`, `${SERVER}/db`, `${SERVER}/middlewares`, `${SERVER}/api`]) && moduleOf(to)
      ? `${from.slice(SERVER.length + 1).split('/')[0]}/ imports modules/${moduleOf(to)}`
      : null,
  'web-imports-server-types-only': ({ from, to, specifier, typeOnly }) => {
    if (!isUnder(from, 'apps/web')) return null;
    const intoServer = specifier.startsWith('@receptiva/server') || (to !== null && isUnder(to, 'apps/server'));
    if (!intoServer) return null;
    if (specifier !== '@receptiva/server/api-routes') return `imports ${specifier}`;
    return typeOnly ? null : 'imports server code, not only its type';
  },
  'server-never-reads-web': ({ from, to, kind, specifier }) => {
    if (!isUnder(from, 'apps/server')) return null;
    if (to && isUnder(to, 'apps/web')) return `imports ${to}`;
    return kind === 'path string' && WEB_PATH.test(specifier.replaceAll('\\', '/'))
      ? 'names a path into apps/web'
      : null;
  },
};

/** Strongly connected modules: every module that can reach itself through other modules, keyed by module. */
function cyclicComponents(edges: Map<string, Set<string>>): Map<string, Set<string>> {
  const reach = (start: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      for (const next of edges.get(stack.pop()!) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return seen;
  };
  const reachable = new Map([...edges.keys()].map((module) => [module, reach(module)]));
  const components = new Map<string, Set<string>>();
  for (const [module, reaches] of reachable) {
    const component = new Set([...reaches].filter((other) => reachable.get(other)?.has(module)));
    if (component.size > 0) components.set(module, component);
  }
  return components;
}

/** The shortest way back from `to` to `from` through the module graph: the cycle an import closes. */
function cycleThrough(edges: Map<string, Set<string>>, from: string, to: string): string[] {
  const previous = new Map<string, string>([[to, to]]);
  const queue = [to];
  while (queue.length > 0 && !previous.has(from)) {
    const current = queue.shift()!;
    for (const next of edges.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  const path = [from];
  for (let step = from; step !== to; step = previous.get(step)!) path.unshift(previous.get(step)!);
  return [from, ...path];
}

function moduleCycles(references: Reference[]): Violation[] {
  const crossing = references.flatMap((reference) => {
    const [from, to] = [moduleOf(reference.from), reference.to && moduleOf(reference.to)];
    return from && to && from !== to ? [{ reference, from, to }] : [];
  });
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of crossing) edges.set(from, (edges.get(from) ?? new Set()).add(to));
  const components = cyclicComponents(edges);
  return crossing
    .filter(({ from, to }) => components.get(from)?.has(to))
    .map(({ reference, from, to }) => ({
      rule: 'server-modules-acyclic' as const,
      reference,
      detail: `cycle ${cycleThrough(edges, from, to)
        .map((module) => `modules/${module}`)
        .join(' → ')}`,
    }));
}

/** Every reference that breaks a rule, in file order. */
export function findViolations(references: Reference[]): Violation[] {
  const perFile = references.flatMap((reference) =>
    Object.entries(FILE_RULES).flatMap(([rule, check]) => {
      const detail = check(reference);
      return detail ? [{ rule: rule as RuleId, reference, detail }] : [];
    }),
  );
  return [...perFile, ...moduleCycles(references)].sort(
    (a, b) => a.reference.from.localeCompare(b.reference.from) || a.reference.line - b.reference.line,
  );
}

/** One line a developer can act on: where, what was imported, which rule, and why it breaks it. */
export const formatViolation = ({ rule, reference, detail }: Violation): string =>
  `${reference.from}:${reference.line} ${reference.kind} '${reference.specifier}' breaks ${rule} (${RULES[rule]}): ${detail}`;
