import { describe, expect, it } from 'vitest';
import { hasRole, type Role, resolveRole, type StoredRole } from './roles';

const ADMIN = 'admin@example.com';
const rows = (...roles: unknown[]) => ({ ok: true as const, roles });

describe('resolveRole (spec §6)', () => {
  it('makes ADMIN_EMAIL admin whatever its case or spacing, without looking at rows', () => {
    expect(resolveRole('admin@example.com', ADMIN, rows())).toBe('admin');
    expect(resolveRole('Admin@Example.COM', ADMIN, rows('user'))).toBe('admin');
    expect(resolveRole(' admin@example.com ', ' ADMIN@example.com', rows())).toBe('admin');
    expect(resolveRole('admin@example.com', ADMIN, { ok: false })).toBe('admin');
  });

  it('does not treat a look-alike address as the admin', () => {
    expect(resolveRole('admin@example.com.evil', ADMIN, rows())).toBe('user');
    expect(resolveRole('xadmin@example.com', ADMIN, rows())).toBe('user');
  });

  it('does not make anyone admin when no ADMIN_EMAIL is configured', () => {
    expect(resolveRole('admin@example.com', undefined, rows())).toBe('user');
    expect(resolveRole('', '', rows())).toBe('user');
    expect(resolveRole(null, null, rows('member'))).toBe('member');
  });

  it.each([
    [[], 'user'],
    [['user'], 'user'],
    [['member'], 'member'],
    [['admin'], 'admin'],
    [['user', 'member'], 'member'],
    [['member', 'admin'], 'admin'],
    [['admin', 'user', 'member'], 'admin'],
    [['owner'], 'user'],
    [['ADMIN'], 'user'],
    [[' admin'], 'user'],
    [[null, 42, {}, 'member'], 'member'],
    [['none'], 'user'],
  ])('resolves the rows %j to %s', (values, expected) => {
    expect(resolveRole('someone@example.com', ADMIN, rows(...values))).toBe(expected);
  });

  it('gives none when the lookup failed', () => {
    expect(resolveRole('someone@example.com', ADMIN, { ok: false })).toBe('none');
    expect(resolveRole(undefined, ADMIN, { ok: false })).toBe('none');
  });
});

describe('hasRole (spec §6)', () => {
  const matrix: [Role, StoredRole, boolean][] = [
    ['admin', 'admin', true],
    ['admin', 'member', true],
    ['admin', 'user', true],
    ['member', 'admin', false],
    ['member', 'member', true],
    ['member', 'user', true],
    ['user', 'admin', false],
    ['user', 'member', false],
    ['user', 'user', true],
    ['none', 'admin', false],
    ['none', 'member', false],
    ['none', 'user', false],
  ];

  it.each(matrix)('%s passes a check for %s: %s', (role, required, expected) => {
    expect(hasRole(role, required)).toBe(expected);
  });

  it('fails every check without a role', () => {
    for (const required of ['admin', 'member', 'user'] as const) {
      expect(hasRole(undefined, required)).toBe(false);
      expect(hasRole(null, required)).toBe(false);
    }
  });
});
