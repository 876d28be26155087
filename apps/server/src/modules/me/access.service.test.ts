import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createCapturingLogger } from '../../../test/logger';
import { hasActiveMembership, resolveUserRole, teamAccessOf } from './access.service';

/** Spec §6 when the database does not answer: role none (admin e-mail still admin), no access. */
describe('access lookups against a database that fails', () => {
  let database: TestDatabase;
  const logger = createCapturingLogger();
  const user = { id: 'user-1', email: 'someone@example.com' };

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.drop();
  });
  afterAll(() => database.drop());

  it('gives role none and logs the failure', async () => {
    expect(await resolveUserRole(database.database.db, user, 'admin@example.com', logger)).toBe('none');
    expect(logger.lines.some((l) => l.level === 'error' && l.msg === 'role lookup failed')).toBe(true);
  });

  it('still recognises ADMIN_EMAIL without a lookup', async () => {
    const admin = { id: 'admin-1', email: 'Admin@Example.com' };
    expect(await resolveUserRole(database.database.db, admin, 'admin@example.com', logger)).toBe('admin');
  });

  it('counts membership and team access as absent', async () => {
    expect(await hasActiveMembership(database.database.db, user.id, logger)).toBe(false);
    expect(await teamAccessOf(database.database.db, user.id, logger)).toEqual({
      hasTeamAccess: false,
      hasAiAccess: false,
    });
  });
});
