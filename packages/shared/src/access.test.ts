import { describe, expect, it } from 'vitest';
import { canOpenDashboard, homePathFor } from './access';
import { isApiErrorBody } from './errors';

describe('canOpenDashboard (spec §6)', () => {
  it.each([
    [{ isMember: true, hasTeamAccess: false }, true],
    [{ isMember: false, hasTeamAccess: true }, true],
    [{ isMember: true, hasTeamAccess: true }, true],
    [{ isMember: false, hasTeamAccess: false }, false],
  ])('%j → %s', (me, expected) => {
    expect(canOpenDashboard(me)).toBe(expected);
  });
});

describe('homePathFor (spec §4)', () => {
  it('sends admins to /admin and everyone else to /dashboard', () => {
    expect(homePathFor('admin')).toBe('/admin');
    expect(homePathFor('member')).toBe('/dashboard');
    expect(homePathFor('user')).toBe('/dashboard');
    expect(homePathFor('none')).toBe('/dashboard');
  });
});

describe('isApiErrorBody', () => {
  it('recognises the API error shape only', () => {
    expect(isApiErrorBody({ error: { code: 'NOT_FOUND', message: 'Not found.' } })).toBe(true);
    expect(isApiErrorBody({ code: 'NOT_FOUND', message: 'Not found.' })).toBe(false);
    expect(isApiErrorBody({ error: 'NOT_FOUND' })).toBe(false);
    expect(isApiErrorBody({ error: null })).toBe(false);
    expect(isApiErrorBody(null)).toBe(false);
    expect(isApiErrorBody('error')).toBe(false);
  });
});
