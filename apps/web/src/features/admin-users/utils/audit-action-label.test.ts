import { describe, expect, it } from 'vitest';
import adminUsers from '@/locales/en/admin-users.json';
import { KNOWN_AUDIT_ACTIONS } from './audit-action-label';

describe('audit action labels', () => {
  it('label every known action, and only those (the other catalogs have the same keys: catalogs.test)', () => {
    const labelled = Object.entries(adminUsers.auditActions).flatMap(([area, actions]) =>
      Object.keys(actions).map((what) => `${area}.${what}`),
    );
    expect(labelled.sort()).toEqual([...KNOWN_AUDIT_ACTIONS].sort());
  });
});
