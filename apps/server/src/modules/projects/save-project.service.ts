import { createHash } from 'node:crypto';
import type { AdminProject, projectInputSchema } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditActor, diffFields } from '../../lib/audit/record-audit';
import { isUniqueViolation } from '../../lib/unique-violation';
import { lockProject } from './lock-project';
import { recordProjectAudit } from './project-audit';
import { type ProjectRow, toAdminProject } from './project-views';

export type ProjectFields = z.output<typeof projectInputSchema>;

const SLUG_TAKEN_MESSAGE = 'Another case study already has this address.';

/** A unique slug violation is the caller's mistake (409 with the field), anything else is ours. */
async function refusingTakenSlugs<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'projects_slug_unique')) {
      throw new AppError('SLUG_TAKEN', SLUG_TAKEN_MESSAGE, { slug: SLUG_TAKEN_MESSAGE });
    }
    throw error;
  }
}

/** A long text by its length and a short hash: the audit trail is not a second copy of every version. */
const textSummary = (text: string) =>
  `${text.length} characters, sha256 ${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;

/** The editable fields, as the audit compares them. */
const auditable = (project: ProjectFields | ProjectRow): Record<string, unknown> => ({
  slug: project.slug,
  title: project.title,
  industry: project.industry,
  clientType: project.clientType,
  summary: project.summary,
  challenge: textSummary(project.challenge),
  solution: textSummary(project.solution),
  results: project.results.map(({ value, label }) => ({ value, label })),
  imageUrl: project.imageUrl,
  imageAlt: project.imageAlt,
  sortOrder: project.sortOrder,
});

/** `POST /api/admin/projects`: a new draft. */
export async function createProject(db: Db, actor: AuditActor, fields: ProjectFields): Promise<AdminProject> {
  return refusingTakenSlugs(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(projects)
        .values({ ...fields, status: 'draft' })
        .returning();
      await recordProjectAudit(tx, { actor, action: 'projects.project_created', project: row! });
      return toAdminProject(row!);
    }),
  );
}

/** `PUT /api/admin/projects/{id}`: every field but the status; the audit names what really changed. */
export async function updateProject(
  db: Db,
  actor: AuditActor,
  projectId: string,
  fields: ProjectFields,
): Promise<AdminProject> {
  return refusingTakenSlugs(() =>
    db.transaction(async (tx) => {
      const before = await lockProject(tx, projectId);
      const changes = diffFields(auditable(before), auditable(fields));
      if (!changes) return toAdminProject(before);
      const [row] = await tx
        .update(projects)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(projects.id, projectId))
        .returning();
      await recordProjectAudit(tx, { actor, action: 'projects.project_updated', project: row!, changes });
      return toAdminProject(row!);
    }),
  );
}
