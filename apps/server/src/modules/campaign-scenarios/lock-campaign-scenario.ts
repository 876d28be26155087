import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignScenarios } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CampaignScenarioRow } from './campaign-scenario-views';

/**
 * The caller's scenario, locked for the rest of the transaction. Another admin's scenario is not found, as if it did
 * not exist (an owned resource, decision 014).
 */
export async function lockCampaignScenario(
  tx: Pick<Db, 'select'>,
  ownerUserId: string,
  scenarioId: string,
): Promise<CampaignScenarioRow> {
  const [row] = await tx
    .select()
    .from(campaignScenarios)
    .where(and(eq(campaignScenarios.id, scenarioId), eq(campaignScenarios.ownerUserId, ownerUserId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'You have no scenario with this id.');
  return row;
}
