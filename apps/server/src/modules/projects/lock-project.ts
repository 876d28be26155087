import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ProjectRow } from './project-views';

export const projectNotFound = () => new AppError('NOT_FOUND', 'No case study has this id.');

/** The case study, locked for the rest of the transaction so two editors' changes apply one after the other. */
export async function lockProject(tx: Pick<Db, 'select'>, projectId: string): Promise<ProjectRow> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
  if (!row) throw projectNotFound();
  return row;
}
