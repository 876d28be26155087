import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignScenarios } from '../../db/schema';
import type { AuditActor } from '../../lib/audit/record-audit';
import { recordScenarioAudit, scenarioChanges } from './campaign-scenario-audit';
import { lockCampaignScenario } from './lock-campaign-scenario';

/** `DELETE /api/admin/campaign-scenarios/{id}`: gone for good; the audit entry keeps its name and inputs. */
export async function deleteCampaignScenario(
  db: Db,
  actor: AuditActor & { id: string },
  scenarioId: string,
): Promise<{ deleted: true }> {
  return db.transaction(async (tx) => {
    const row = await lockCampaignScenario(tx, actor.id, scenarioId);
    await tx.delete(campaignScenarios).where(eq(campaignScenarios.id, scenarioId));
    const changes = scenarioChanges(row, null);
    await recordScenarioAudit(tx, { actor, action: 'campaign_scenarios.scenario_deleted', scenario: row, changes });
    return { deleted: true } as const;
  });
}
