import { describe, expect, it } from 'vitest';
import { isTeamInvitationPath, safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it.each(['/dashboard', '/team-invitation?token=abc_DEF-123', '/dashboard/team?auditPage=2#top', '/a/b%2F%2Fc'])(
    'keeps the path of this site %s',
    (path) => expect(safeNextPath(path)).toBe(path),
  );

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['another site', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/path'],
    ['a backslash host', '/\\evil.example'],
    ['a relative path', 'dashboard'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a tab that parsers drop', '/\t/evil.example'],
    ['a newline', '/dashboard\n/x'],
    ['a space', '/ /evil.example'],
    ['a very long path', `/${'a'.repeat(3000)}`],
  ])('ignores %s', (_case, raw) => expect(safeNextPath(raw)).toBeNull());
});

describe('isTeamInvitationPath', () => {
  it.each([
    ['/team-invitation?token=abc', true],
    ['/team-invitation', true],
    ['/team-invitations', false],
    ['/dashboard?next=/team-invitation', false],
    [null, false],
  ] as const)('%s → %s', (path, expected) => expect(isTeamInvitationPath(path)).toBe(expected));
});
