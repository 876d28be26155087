import {
  CAMPAIGN_SCENARIOS_PER_ADMIN,
  type CampaignScenario,
  type campaignScenarioInputSchema,
} from '@receptiva/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { campaignScenarios, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/audit/record-audit';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordScenarioAudit, scenarioChanges } from './campaign-scenario-audit';
import { orderedInputs, toCampaignScenario } from './campaign-scenario-views';
import { lockCampaignScenario } from './lock-campaign-scenario';

export type CampaignScenarioFields = z.output<typeof campaignScenarioInputSchema>;

const NAME_TAKEN_MESSAGE = 'You already have a scenario with this name.';

/** A name the admin already uses is their mistake (409 with the field), any other failure is ours. */
async function refusingTakenNames<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'campaign_scenarios_owner_name_key')) {
      throw new AppError('SCENARIO_NAME_TAKEN', NAME_TAKEN_MESSAGE, { name: NAME_TAKEN_MESSAGE });
    }
    throw error;
  }
}

/** `POST /api/admin/campaign-scenarios`: a new scenario of the caller's, audited with every field. */
export async function createCampaignScenario(
  db: Db,
  actor: AuditActor & { id: string },
  fields: CampaignScenarioFields,
): Promise<CampaignScenario> {
  return refusingTakenNames(() =>
    db.transaction(async (tx) => {
      // Locks the admin's user row: two saves at once count the scenarios one after the other.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
      const [{ saved } = { saved: 0 }] = await tx
        .select({ saved: count() })
        .from(campaignScenarios)
        .where(eq(campaignScenarios.ownerUserId, actor.id));
      if (saved >= CAMPAIGN_SCENARIOS_PER_ADMIN) {
        throw new AppError(
          'SCENARIO_LIMIT_REACHED',
          `You have ${CAMPAIGN_SCENARIOS_PER_ADMIN} saved scenarios, the most allowed: delete one first.`,
        );
      }
      const values = { ownerUserId: actor.id, name: fields.name, inputs: orderedInputs(fields.inputs) };
      const [row] = await tx.insert(campaignScenarios).values(values).returning();
      const changes = scenarioChanges(null, row!);
      await recordScenarioAudit(tx, { actor, action: 'campaign_scenarios.scenario_created', scenario: row!, changes });
      return toCampaignScenario(row!);
    }),
  );
}

/** `PUT /api/admin/campaign-scenarios/{id}`: a new name and inputs; the audit names what really changed. */
export async function updateCampaignScenario(
  db: Db,
  actor: AuditActor & { id: string },
  scenarioId: string,
  fields: CampaignScenarioFields,
): Promise<CampaignScenario> {
  return refusingTakenNames(() =>
    db.transaction(async (tx) => {
      const before = await lockCampaignScenario(tx, actor.id, scenarioId);
      const changes = scenarioChanges(before, fields);
      if (!changes) return toCampaignScenario(before);
      const [row] = await tx
        .update(campaignScenarios)
        .set({ name: fields.name, inputs: orderedInputs(fields.inputs), updatedAt: sql`now()` })
        .where(eq(campaignScenarios.id, scenarioId))
        .returning();
      await recordScenarioAudit(tx, { actor, action: 'campaign_scenarios.scenario_updated', scenario: row!, changes });
      return toCampaignScenario(row!);
    }),
  );
}
