import type { Db } from '../../db/client';
import type { AuditChanges } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../lib/audit/record-audit';
import type { DemoAgentRow } from './admin-demo-agent-view';

export type DemoAgentAuditAction =
  | 'demo_agent.created'
  | 'demo_agent.updated'
  | 'demo_agent.archived'
  | 'demo_agent.restored'
  | 'demo_agent.moved';

/** One entry of the admin trail, in the change's transaction. */
export async function recordDemoAgentAudit(
  db: Pick<Db, 'insert'>,
  entry: { actor: AuditActor; action: DemoAgentAuditAction; agent: DemoAgentRow; changes?: AuditChanges | null },
): Promise<void> {
  await recordAudit(db, {
    accountUserId: null,
    actor: entry.actor,
    action: entry.action,
    subjectType: 'demo_agent',
    subjectId: entry.agent.id,
    subjectLabel: `${entry.agent.name} (${entry.agent.voiceAgentId})`,
    changes: entry.changes ?? null,
  });
}
