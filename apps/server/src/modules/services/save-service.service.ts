import type { AdminService, serviceInputSchema } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { services } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditActor, diffFields } from '../../lib/audit/record-audit';
import { isUniqueViolation } from '../../lib/unique-violation';
import { type ServiceRow, toAdminService } from './admin-service-view';
import { recordServiceAudit } from './service-audit';
import { markServicesChanged } from './services-freshness';

export type ServiceFields = z.output<typeof serviceInputSchema>;

/** A unique slug violation is the caller's mistake (409 on the field), anything else is ours. */
async function refusingTakenSlugs<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'services_slug_unique')) {
      throw new AppError('SLUG_TAKEN', 'Another service already has this address.', {
        slug: 'Another service already has this address.',
      });
    }
    throw error;
  }
}

/** The service, locked for the rest of the transaction so two admins' changes apply one after the other. */
async function lockService(tx: Pick<Db, 'select'>, serviceId: string): Promise<ServiceRow> {
  const [row] = await tx.select().from(services).where(eq(services.id, serviceId)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'No service has this id.');
  return row;
}

/** jsonb hands keys back in its own order: sorted keys, so the audit compares texts, not key orders. */
const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, inner]) => [key, sortedKeys(inner)]),
        )
      : value;

/** The editable fields, as the audit compares them. */
const editable = (service: ServiceFields | ServiceRow): Record<string, unknown> => ({
  slug: service.slug,
  title: service.title,
  description: service.description,
  features: service.features,
  translations: sortedKeys(service.translations),
  listPriceCents: service.listPriceCents,
  category: service.category,
  image: service.image,
  isMemberOnly: service.isMemberOnly,
  isActive: service.isActive,
  sortOrder: service.sortOrder,
});

export async function getAdminService(db: Db, serviceId: string): Promise<AdminService> {
  const [row] = await db.select().from(services).where(eq(services.id, serviceId));
  if (!row) throw new AppError('NOT_FOUND', 'No service has this id.');
  return toAdminService(row);
}

/** `POST /api/admin/services`. */
export async function createService(db: Db, actor: AuditActor, fields: ServiceFields): Promise<AdminService> {
  const created = await refusingTakenSlugs(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(services).values(fields).returning();
      await recordServiceAudit(tx, {
        actor,
        action: 'service.created',
        service: row!,
        changes: diffFields({}, editable(row!)),
      });
      return toAdminService(row!);
    }),
  );
  await markServicesChanged(db);
  return created;
}

/** `PUT /api/admin/services/{id}`: every field; the audit names what really changed, before → after. */
export async function updateService(
  db: Db,
  actor: AuditActor,
  serviceId: string,
  fields: Partial<ServiceFields>,
): Promise<AdminService> {
  const updated = await refusingTakenSlugs(() =>
    db.transaction(async (tx) => {
      const before = await lockService(tx, serviceId);
      const after = fields.translations ? { ...fields, translations: sortedKeys(fields.translations) } : fields;
      const changes = diffFields(editable(before), after);
      if (!changes) return toAdminService(before);
      const [row] = await tx
        .update(services)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(services.id, serviceId))
        .returning();
      const action =
        Object.keys(changes).length === 1 && 'isActive' in changes
          ? fields.isActive
            ? 'service.restored'
            : 'service.archived'
          : 'service.updated';
      await recordServiceAudit(tx, { actor, action, service: row!, changes });
      return toAdminService(row!);
    }),
  );
  await markServicesChanged(db);
  return updated;
}
