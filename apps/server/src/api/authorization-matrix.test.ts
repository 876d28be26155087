import { beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, type Actor, type ActorName, createActors } from '../../test/actors';
import { ALLOWED, callAs, documentedOperations, matrixViolations } from '../../test/authorization-matrix';
import { ownedResourceFixtures } from '../../test/owned-resource-fixtures';
import { useTestServer } from '../../test/server';
import { OWNED_RESOURCES } from './owned-resources';

/**
 * Issue 12: every route, called as anonymous, user, member, team member, staff and admin, answers as its declared
 * policy says; owned resources answer their owner only. Routes that later issues add are in it by themselves.
 */
describe('the authorization matrix', () => {
  const server = useTestServer();
  let actors: Record<ActorName, Actor>;

  beforeAll(async () => {
    actors = await createActors(server());
  });

  // Six callers on every route: it grows with the API, so it gets more than the default 30 s.
  it('has 0 violations: every route answers every kind of caller as its declared policy says', {
    timeout: 120_000,
  }, async () => {
    const operations = await documentedOperations(server());
    expect(operations.length).toBeGreaterThan(20);
    expect(await matrixViolations(operations, actors)).toEqual([]);
  });

  it('shows an owned resource to its owner only: every other caller the policy admits gets 404', async () => {
    const owned = (await documentedOperations(server())).filter((operation) => operation.owned);
    expect([...new Set(owned.map((operation) => operation.owned))].sort()).toEqual(Object.keys(OWNED_RESOURCES).sort());
    const violations: string[] = [];
    for (const operation of owned) {
      const fixture = await ownedResourceFixtures[operation.owned!](server(), actors);
      // Everyone else first: a route that deletes (leaving a team) must still find the resource untouched by them.
      const others = ACTORS.filter((name) => name !== fixture.owner.name && ALLOWED[operation.access!].includes(name));
      for (const name of others) {
        const other = await callAs(actors[name], operation, fixture.params, fixture.body);
        if (other.status !== 404) violations.push(`${operation.path} as ${name}, not the owner: ${other.status}`);
      }
      const own = await callAs(fixture.owner, operation, fixture.params, fixture.body);
      if (own.status !== 200) violations.push(`${operation.path} as its owner ${fixture.owner.name}: ${own.status}`);
    }
    expect(violations).toEqual([]);
  });

  it('keeps the admin API for admins: every /api/admin/* operation has policy admin (staff work under /api/staff)', async () => {
    const admitted = (await documentedOperations(server()))
      .filter((operation) => operation.path.startsWith('/api/admin/') && operation.access !== 'admin')
      .map((operation) => `${operation.method} ${operation.path} (${operation.access})`);
    expect(admitted).toEqual([]);
  });

  it('catches a route whose enforcement differs from its declaration', async () => {
    const me = (await documentedOperations(server())).find((o) => o.method === 'GET' && o.path === '/api/me')!;
    const misdeclared = [
      { ...me, access: 'public' as const },
      { ...me, access: 'admin' as const },
    ];
    const violations = await matrixViolations(misdeclared, actors);
    expect(violations.map((line) => line.split(':')[0])).toEqual([
      'GET /api/me (public) as anonymous',
      'GET /api/me (admin) as user',
      'GET /api/me (admin) as member',
      'GET /api/me (admin) as teamMember',
      'GET /api/me (admin) as staff',
    ]);
  });
});
