import {
  CAMPAIGN_EXAMPLE_INPUTS,
  CAMPAIGN_SCENARIOS_PER_ADMIN,
  type CampaignScenario,
  type CampaignScenarioList,
} from '@receptiva/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getMe, signUpAndConfirm } from '../../../test/accounts';
import type { TestClient } from '../../../test/client';
import { TEST_ADMIN_EMAIL, useTestServer } from '../../../test/server';
import { auditLog, campaignScenarios, userRoles } from '../../db/schema';

const PATH = '/api/admin/campaign-scenarios';

describe('the campaign scenarios API (issue 18 point 5)', () => {
  const server = useTestServer();
  let admin: TestClient;
  let adminId: string;
  let otherAdmin: TestClient;
  let staff: TestClient;

  beforeAll(async () => {
    ({ client: admin } = await signUpAndConfirm(server(), { email: TEST_ADMIN_EMAIL }));
    adminId = (await getMe(admin)).user.id;
    ({ client: otherAdmin } = await signUpAndConfirm(server()));
    await server()
      .db.insert(userRoles)
      .values({ userId: (await getMe(otherAdmin)).user.id, role: 'admin' });
    ({ client: staff } = await signUpAndConfirm(server()));
    await server()
      .db.insert(userRoles)
      .values({ userId: (await getMe(staff)).user.id, role: 'member' });
  });

  const put = (client: TestClient, path: string, json: unknown) => client.request(path, { method: 'PUT', json });
  const create = (client: TestClient, name: string, inputs: Record<string, unknown> = CAMPAIGN_EXAMPLE_INPUTS) =>
    client.post(PATH, { name, inputs });
  const created = async (client: TestClient, name: string, inputs = CAMPAIGN_EXAMPLE_INPUTS) => {
    const response = await create(client, name, inputs);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as CampaignScenario;
  };
  const listOf = async (client: TestClient) => {
    const response = await client.get(PATH);
    expect(response.status).toBe(200);
    return ((await response.json()) as CampaignScenarioList).scenarios;
  };
  const auditOf = (scenarioId: string) =>
    server()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'campaign_scenario'), eq(auditLog.subjectId, scenarioId)))
      .orderBy(auditLog.createdAt);

  it('saves, lists by name, changes and deletes a scenario, each change audited before → after', async () => {
    const spring = await created(admin, '  Spring push  ');
    expect(spring).toMatchObject({ name: 'Spring push', inputs: CAMPAIGN_EXAMPLE_INPUTS });
    const autumn = await created(admin, 'autumn', { ...CAMPAIGN_EXAMPLE_INPUTS, leads: 500 });
    expect((await listOf(admin)).map((row) => row.name)).toEqual(['autumn', 'Spring push']);

    const changed = await put(admin, `${PATH}/${spring.id}`, {
      name: 'Spring push v2',
      inputs: { ...CAMPAIGN_EXAMPLE_INPUTS, closeRatePercent: 40 },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ name: 'Spring push v2', inputs: { closeRatePercent: 40 } });

    const deleted = await admin.request(`${PATH}/${autumn.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true });
    expect((await listOf(admin)).map((row) => row.name)).toEqual(['Spring push v2']);

    const trail = await auditOf(spring.id);
    expect(trail.map((entry) => entry.action)).toEqual([
      'campaign_scenarios.scenario_created',
      'campaign_scenarios.scenario_updated',
    ]);
    expect(trail[0]).toMatchObject({ actorUserId: adminId, actorLabel: TEST_ADMIN_EMAIL, subjectLabel: 'Spring push' });
    expect(trail[0]!.changes).toMatchObject({
      name: { from: null, to: 'Spring push' },
      'inputs.leads': { from: null, to: 1000 },
    });
    expect(trail[1]!.changes).toEqual({
      name: { from: 'Spring push', to: 'Spring push v2' },
      'inputs.closeRatePercent': { from: 30, to: 40 },
    });
    const [gone] = await auditOf(autumn.id).then((entries) => entries.slice(-1));
    expect(gone).toMatchObject({ action: 'campaign_scenarios.scenario_deleted', subjectLabel: 'autumn' });
    expect(gone!.changes).toMatchObject({
      name: { from: 'autumn', to: null },
      'inputs.leads': { from: 500, to: null },
    });
  });

  it('writes no audit entry for a save that changes nothing', async () => {
    const same = await created(admin, 'Unchanged');
    expect(
      (await put(admin, `${PATH}/${same.id}`, { name: 'Unchanged', inputs: CAMPAIGN_EXAMPLE_INPUTS })).status,
    ).toBe(200);
    expect((await auditOf(same.id)).map((entry) => entry.action)).toEqual(['campaign_scenarios.scenario_created']);
  });

  it('refuses a name the admin already uses, whatever its case, and lets another admin use it', async () => {
    const first = await created(admin, 'Q3 outbound');
    const again = await create(admin, 'q3 OUTBOUND');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: {
        code: 'SCENARIO_NAME_TAKEN',
        message: 'You already have a scenario with this name.',
        fields: { name: 'You already have a scenario with this name.' },
      },
    });
    const other = await created(admin, 'Q4 outbound');
    expect(
      (await put(admin, `${PATH}/${other.id}`, { name: 'Q3 OUTBOUND', inputs: CAMPAIGN_EXAMPLE_INPUTS })).status,
    ).toBe(409);
    expect(
      (await put(admin, `${PATH}/${first.id}`, { name: 'Q3 OUTBOUND', inputs: CAMPAIGN_EXAMPLE_INPUTS })).status,
    ).toBe(200);
    await created(otherAdmin, 'Q3 outbound');
  });

  it('answers 400 with one message per bad input and stores nothing', async () => {
    const before = await server().db.select().from(campaignScenarios);
    const response = await create(admin, '', {
      ...CAMPAIGN_EXAMPLE_INPUTS,
      leads: -5,
      attemptsPerLead: 2.555,
      connectRatePercent: 101,
      costPerMinuteDollars: 11,
      averageSaleDollars: 'a lot',
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({
      name: 'Enter a name.',
      'inputs.leads': 'Enter 0 or more.',
      'inputs.attemptsPerLead': 'Round to the nearest 0.01.',
      'inputs.connectRatePercent': 'Enter a percentage from 0 to 100.',
      'inputs.costPerMinuteDollars': 'Enter at most 10.',
      'inputs.averageSaleDollars': 'Enter a number.',
    });
    expect((await admin.post(PATH, { name: 'No inputs' })).status).toBe(400);
    expect((await put(admin, `${PATH}/not-a-uuid`, { name: 'X', inputs: CAMPAIGN_EXAMPLE_INPUTS })).status).toBe(400);
    expect(await server().db.select().from(campaignScenarios)).toHaveLength(before.length);
  });

  it('keeps each admin to their own scenarios: another admin gets 404 and changes nothing', async () => {
    const mine = await created(admin, 'Private plan');
    expect((await listOf(otherAdmin)).map((row) => row.id)).not.toContain(mine.id);
    const takeOver = await put(otherAdmin, `${PATH}/${mine.id}`, {
      name: 'Taken over',
      inputs: CAMPAIGN_EXAMPLE_INPUTS,
    });
    expect(takeOver.status).toBe(404);
    expect((await otherAdmin.request(`${PATH}/${mine.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await listOf(admin)).find((row) => row.id === mine.id)?.name).toBe('Private plan');
    expect((await auditOf(mine.id)).map((entry) => entry.action)).toEqual(['campaign_scenarios.scenario_created']);
    const unknown = crypto.randomUUID();
    expect((await admin.request(`${PATH}/${unknown}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses staff and members, and writes nothing for them', async () => {
    const before = await server().db.select().from(campaignScenarios);
    expect((await staff.get(PATH)).status).toBe(403);
    expect((await create(staff, 'Staff plan')).status).toBe(403);
    expect((await create(server().client(), 'Anonymous plan')).status).toBe(401);
    expect(await server().db.select().from(campaignScenarios)).toHaveLength(before.length);
  });

  it(`stops at ${CAMPAIGN_SCENARIOS_PER_ADMIN} scenarios per admin`, async () => {
    const { client } = await signUpAndConfirm(server());
    const ownerUserId = (await getMe(client)).user.id;
    await server().db.insert(userRoles).values({ userId: ownerUserId, role: 'admin' });
    await server()
      .db.insert(campaignScenarios)
      .values(
        Array.from({ length: CAMPAIGN_SCENARIOS_PER_ADMIN - 1 }, (_, index) => ({
          ownerUserId,
          name: `Bulk ${index}`,
          inputs: CAMPAIGN_EXAMPLE_INPUTS,
        })),
      );
    await created(client, 'The last one');
    const over = await create(client, 'One too many');
    expect(over.status).toBe(409);
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe('SCENARIO_LIMIT_REACHED');
    expect(await listOf(client)).toHaveLength(CAMPAIGN_SCENARIOS_PER_ADMIN);
  });
});
