import type { Db } from '../../db/client';
import type { AuditChanges } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../lib/audit/record-audit';
import type { ServiceRow } from './admin-service-view';

export type ServiceAuditAction = 'service.created' | 'service.updated' | 'service.archived' | 'service.restored';

/** One entry of the admin trail, in the change's transaction. */
export async function recordServiceAudit(
  db: Pick<Db, 'insert'>,
  entry: { actor: AuditActor; action: ServiceAuditAction; service: ServiceRow; changes?: AuditChanges | null },
): Promise<void> {
  await recordAudit(db, {
    accountUserId: null,
    actor: entry.actor,
    action: entry.action,
    subjectType: 'service',
    subjectId: entry.service.id,
    subjectLabel: `${entry.service.title} (/marketplace, ${entry.service.slug})`,
    changes: entry.changes ?? null,
  });
}
