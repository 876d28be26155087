import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listSourceFiles, scanRepository } from './import-graph';
import { findViolations, formatViolation, moduleOf, type RuleId, type Violation } from './layering-rules';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A known break of a rule, owned by whoever is removing it. */
type PendingFix =
  | { rule: Exclude<RuleId, 'server-modules-acyclic'>; file: string; target: string }
  | { rule: 'server-modules-acyclic'; modules: string[] };

/**
 * Known breaks that someone is removing. This list only shrinks: an entry that no longer matches anything fails the
 * test below, so whoever fixes one deletes its entry in the same change. Never add to it: fix the import.
 *
 * Empty since the API-contract rewrite of the server (issue 12) landed. It held the four breaks that rewrite removed:
 * - middlewares/require-role.ts → modules/me (replaced by middlewares/authorize.ts over lib/access);
 * - lib/static-site.ts → modules/pages (the renderer is passed in);
 * - lib/voice/local-agent/upgrade-handler.ts → modules/demo-agents (the agent lookup is passed in);
 * - the module cycle payments ↔ membership/orders (the fulfilment types moved to lib/payments/fulfilment.ts).
 * Their shape, for the record: { rule: 'server-infrastructure-below-modules', file, target: 'apps/server/src/modules/' }
 * and { rule: 'server-modules-acyclic', modules: ['payments', 'membership', 'orders'] }.
 */
const PENDING_SERVER_FIXES: PendingFix[] = [];

const isPending = (fix: PendingFix, { rule, reference }: Violation): boolean => {
  if (fix.rule !== rule) return false;
  if ('modules' in fix) {
    const ends = [moduleOf(reference.from), reference.to && moduleOf(reference.to)];
    return ends.every((module) => module && fix.modules.includes(module));
  }
  return reference.from === fix.file && (reference.to ?? '').startsWith(fix.target);
};

describe('layering (docs/decisions/016-layering-rules.md)', () => {
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
