import { CAMPAIGN_INPUT_FIELDS, type CampaignInputs, type CampaignScenario } from '@receptiva/shared';
import type { campaignScenarios } from '../../db/schema';

export type CampaignScenarioRow = typeof campaignScenarios.$inferSelect;

/** The inputs in the calculator's order (jsonb keeps its keys in an order of its own). */
export const orderedInputs = (inputs: CampaignInputs): CampaignInputs =>
  Object.fromEntries(CAMPAIGN_INPUT_FIELDS.map((field) => [field, inputs[field]])) as CampaignInputs;

export const toCampaignScenario = (row: CampaignScenarioRow): CampaignScenario => ({
  id: row.id,
  name: row.name,
  inputs: orderedInputs(row.inputs),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
