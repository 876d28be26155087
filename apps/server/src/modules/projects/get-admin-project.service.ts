import type { AdminProject } from '@receptiva/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import { projectNotFound } from './lock-project';
import { toAdminProject } from './project-views';

/** `GET /api/admin/projects/{id}`: every field of a case study, for the editor. */
export async function getAdminProject(db: Db, projectId: string): Promise<AdminProject> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!row) throw projectNotFound();
  return toAdminProject(row);
}
