import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';

/** What a file refers to: an import or re-export, `import()`, `import.meta.glob`, or a string that is a file path. */
export type ReferenceKind = 'import' | 'dynamic import' | 'glob' | 'path string';

export interface Reference {
  /** The referring file, relative to the repository root with `/` separators. */
  from: string;
  /** As written in the source: the specifier, the glob, or the path string. */
  specifier: string;
  /** The repository path it points at (a file or a folder, extension optional), or null for a package. */
  to: string | null;
  kind: ReferenceKind;
  /** `import type …` / `export type …`: erased from the build, so nothing of the target runs. */
  typeOnly: boolean;
  line: number;
}

/** Folders scanned with their subfolders, relative to the repository root. */
export const SCANNED_FOLDERS = ['apps/web/src', 'apps/server/src', 'apps/server/test', 'packages/shared/src'];
/** Folders whose own files only are scanned: the server's build script and configs. */
const SCANNED_FILES_OF = ['apps/server'];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;

/** Where the workspace package and the web's `@/` alias (apps/web/tsconfig.json, vite.config.ts) point. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(from), specifier);
  if (specifier.startsWith('@/') && from.startsWith('apps/web/')) return `apps/web/src/${specifier.slice(2)}`;
  if (specifier === '@receptiva/shared') return 'packages/shared/src/index.ts';
  if (specifier.startsWith('@receptiva/shared/')) return `packages/shared/src/${specifier.slice(18)}`;
  return null;
}

/** A string that may name a file: `'../web/src'`, `${root}/apps/web`, or `path.join('..', 'web')` read as one. */
const looksLikePath = (text: string): boolean => text.includes('/');

type Node = { type?: string; start?: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

const stringValue = (node: unknown): string | null => {
  if (!isNode(node)) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') {
    const quasis = node.quasis as { value: { cooked: string | null } }[];
    // `${root}/../web/src`: the literal parts, a placeholder where an expression stands.
    return quasis.map((quasi) => quasi.value.cooked ?? '').join('*');
  }
  return null;
};

const isImportMetaGlob = (callee: unknown): boolean =>
  isNode(callee) &&
  callee.type === 'MemberExpression' &&
  isNode(callee.property) &&
  callee.property.name === 'glob' &&
  isNode(callee.object) &&
  callee.object.type === 'MetaProperty';

/** Every reference in one source file. `file` is the path relative to the repository root. */
export function scanSource(file: string, source: string): Reference[] {
  const { program, errors } = parseSync(file, source);
  const fatal = errors.find((error) => error.severity === 'Error');
  if (fatal) throw new Error(`${file} does not parse: ${fatal.message}`);
  const lineStarts = [0, ...[...source.matchAll(/\n/g)].map((match) => (match.index ?? 0) + 1)];
  const lineOf = (offset = 0) => lineStarts.findLastIndex((start) => start <= offset) + 1;
  const references: Reference[] = [];
  const add = (specifier: string, kind: ReferenceKind, node: Node, to = resolveSpecifier(file, specifier)) =>
    references.push({
      from: file,
      specifier,
      to,
      kind,
      typeOnly: node.importKind === 'type' || node.exportKind === 'type' || node.type === 'TSImportType',
      line: lineOf(node.start),
    });

  // An import's specifier is not also a path string.
  const specifiers = new Set<unknown>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isNode(node) || specifiers.has(node)) return;
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'ExportNamedDeclaration': {
        const specifier = stringValue(node.source);
        if (specifier !== null) add(specifier, 'import', node);
        specifiers.add(node.source);
        break;
      }
      case 'ImportExpression': {
        // import(`./locales/${lng}.json`) points into the folder before the first placeholder.
        const specifier = stringValue(node.source);
        if (specifier !== null)
          add(specifier, 'dynamic import', node, resolveSpecifier(file, specifier.split('*')[0]!));
        specifiers.add(node.source);
        break;
      }
      case 'TSImportType': {
        const argument = node.source ?? (isNode(node.argument) ? node.argument.literal : undefined);
        const specifier = stringValue(argument);
        if (specifier !== null) add(specifier, 'import', node);
        specifiers.add(argument);
        break;
      }
      case 'CallExpression':
      case 'NewExpression': {
        const strings = (node.arguments as unknown[]).map(stringValue);
        if (isImportMetaGlob(node.callee)) {
          for (const pattern of strings.filter((text) => text !== null)) {
            const folder = pattern.replace(/^!/, '').split('*')[0] ?? '';
            add(pattern, 'glob', node, resolveSpecifier(file, folder));
          }
          for (const argument of node.arguments as unknown[]) specifiers.add(argument);
        } else if (strings.filter((text) => text !== null).length > 1) {
          // path.join(dir, '..', 'web', 'src'): the literal arguments read as one path.
          add(strings.map((text) => text ?? '*').join('/'), 'path string', node, null);
        }
        break;
      }
      case 'Literal':
      case 'TemplateLiteral': {
        const text = stringValue(node);
        if (text !== null && looksLikePath(text)) add(text, 'path string', node, null);
        break;
      }
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'type' && isNode(child)) visit(child);
    }
  };
  visit(program);
  return references;
}

const isSource = (file: string) => SOURCE_FILE.test(file) && !/(^|\/)(node_modules|dist|dist-ssr)\//.test(file);

/** Every source file of the scanned folders, relative to `root`, skipping build output and dependencies. */
export function listSourceFiles(root: string): string[] {
  const deep = SCANNED_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((entry) =>
      path.posix.join(folder, entry.split(path.sep).join('/')),
    ),
  );
  const shallow = SCANNED_FILES_OF.flatMap((folder) =>
    readdirSync(path.join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${folder}/${entry.name}`),
  );
  return [...deep, ...shallow].filter(isSource).sort();
}

/** Every reference in the repository's scanned folders. */
export function scanRepository(root: string): Reference[] {
  return listSourceFiles(root).flatMap((file) => scanSource(file, readFileSync(path.join(root, file), 'utf8')));
}
