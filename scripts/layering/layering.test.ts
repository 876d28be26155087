import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listSourceFiles, scanRepository } from './import-graph';
import { findViolations, formatViolation, moduleOf, type RuleId, type Violation } from './layering-rules';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Breaks of the rules that are known and owned: each is being fixed in the server rewrite (issue 12). */
type PendingFix =
  | { rule: Exclude<RuleId, 'server-modules-acyclic'>; file: string; target: string }
  | { rule: 'server-modules-acyclic'; modules: string[] };

/**
 * Known breaks that the server rewrite removes. This list only shrinks: an entry that no longer matches anything
 * fails the test below, so whoever fixes one deletes its entry in the same change. Never add to it.
 */
const PENDING_SERVER_FIXES: PendingFix[] = [
  // The role guard asks the me module for the user's access: the access rule belongs below the modules.
  {
    rule: 'server-infrastructure-below-modules',
    file: 'apps/server/src/middlewares/require-role.ts',
    target: 'apps/server/src/modules/me/',
  },
  // Serving the built site calls the pages module's server renderer.
  {
    rule: 'server-infrastructure-below-modules',
    file: 'apps/server/src/lib/static-site.ts',
    target: 'apps/server/src/modules/pages/',
  },
  // The local voice agent's WebSocket upgrade reads demo agents through their module.
  {
    rule: 'server-infrastructure-below-modules',
    file: 'apps/server/src/lib/voice/local-agent/upgrade-handler.ts',
    target: 'apps/server/src/modules/',
  },
  // The webhook (payments) dispatches to membership and orders, which import payments' fulfilment types.
  { rule: 'server-modules-acyclic', modules: ['payments', 'membership', 'orders'] },
];

const isPending = (fix: PendingFix, { rule, reference }: Violation): boolean => {
  if (fix.rule !== rule) return false;
  if ('modules' in fix) {
    const ends = [moduleOf(reference.from), reference.to && moduleOf(reference.to)];
    return ends.every((module) => module && fix.modules.includes(module));
  }
  return reference.from === fix.file && (reference.to ?? '').startsWith(fix.target);
};

describe('layering (docs/decisions/013-layering-rules.md)', () => {
  const violations = findViolations(scanRepository(root));

  it('scans the web, the server and the shared package', () => {
    const files = listSourceFiles(root);
    for (const folder of ['apps/web/src/features/', 'apps/web/src/app/', 'apps/server/src/modules/', 'packages/']) {
      expect(
        files.some((file) => file.startsWith(folder)),
        folder,
      ).toBe(true);
    }
  });

  it('finds no import that breaks a rule, apart from the pending server fixes', () => {
    const broken = violations.filter((violation) => !PENDING_SERVER_FIXES.some((fix) => isPending(fix, violation)));
    expect(broken.map(formatViolation), 'imports that break the layering rules').toEqual([]);
  });

  it('lists only pending server fixes that are still pending', () => {
    const fixed = PENDING_SERVER_FIXES.filter((fix) => !violations.some((violation) => isPending(fix, violation)));
    expect(fixed, 'fixed: delete these entries from PENDING_SERVER_FIXES').toEqual([]);
  });
});
