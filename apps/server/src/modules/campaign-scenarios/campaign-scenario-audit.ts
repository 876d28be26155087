import { CAMPAIGN_INPUT_FIELDS } from '@receptiva/shared';
import type { Db } from '../../db/client';
import type { AuditChanges } from '../../db/schema';
import { type AuditActor, diffFields, recordAudit } from '../../lib/audit/record-audit';
import type { CampaignScenarioRow } from './campaign-scenario-views';

type Action =
  | 'campaign_scenarios.scenario_created'
  | 'campaign_scenarios.scenario_updated'
  | 'campaign_scenarios.scenario_deleted';
type Audited = Pick<CampaignScenarioRow, 'name' | 'inputs'>;

/** The name and each input as a field of its own, so an entry names exactly what changed. */
const auditable = (scenario: Audited): Record<string, unknown> => ({
  name: scenario.name,
  ...Object.fromEntries(CAMPAIGN_INPUT_FIELDS.map((field) => [`inputs.${field}`, scenario.inputs[field]])),
});

const EMPTY: Record<string, unknown> = {
  name: null,
  ...Object.fromEntries(CAMPAIGN_INPUT_FIELDS.map((field) => [`inputs.${field}`, null])),
};

/** The fields that differ, `null` standing for "did not exist" on a creation or a deletion. */
export const scenarioChanges = (before: Audited | null, after: Audited | null): AuditChanges | null => {
  const to = after ? auditable(after) : EMPTY;
  return diffFields(before ? auditable(before) : EMPTY, to);
};

/** One entry of the admin trail (no account's own trail: only admins read it), in the change's transaction. */
export async function recordScenarioAudit(
  db: Pick<Db, 'insert'>,
  entry: { actor: AuditActor; action: Action; scenario: CampaignScenarioRow; changes: AuditChanges | null },
): Promise<void> {
  await recordAudit(db, {
    accountUserId: null,
    actor: entry.actor,
    action: entry.action,
    subjectType: 'campaign_scenario',
    subjectId: entry.scenario.id,
    subjectLabel: entry.scenario.name,
    changes: entry.changes,
  });
}
