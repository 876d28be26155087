import type { CampaignScenarioList } from '@receptiva/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignScenarios } from '../../db/schema';
import { toCampaignScenario } from './campaign-scenario-views';

/** `GET /api/admin/campaign-scenarios`: the caller's scenarios by name (at most CAMPAIGN_SCENARIOS_PER_ADMIN). */
export async function listCampaignScenarios(db: Db, ownerUserId: string): Promise<CampaignScenarioList> {
  const rows = await db
    .select()
    .from(campaignScenarios)
    .where(eq(campaignScenarios.ownerUserId, ownerUserId))
    .orderBy(sql`lower(${campaignScenarios.name})`, asc(campaignScenarios.createdAt));
  return { scenarios: rows.map(toCampaignScenario) };
}
