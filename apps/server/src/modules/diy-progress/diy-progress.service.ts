import { DIY_STEP_IDS, type DiyProgress, type DiyStepId } from '@receptiva/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { diyProgress } from '../../db/schema';

const order = (stepId: string) => DIY_STEP_IDS.indexOf(stepId as DiyStepId);

/** The caller's ticked steps, in guide order; a step id the guide no longer has is left out. */
export async function getDiyProgress(db: Db, userId: string): Promise<DiyProgress> {
  const rows = await db.select().from(diyProgress).where(eq(diyProgress.userId, userId));
  const completed = rows
    .filter((row) => order(row.stepId) >= 0)
    .sort((a, b) => order(a.stepId) - order(b.stepId))
    .map((row) => ({ stepId: row.stepId as DiyStepId, completedAt: row.completedAt.toISOString() }));
  return { completed, total: DIY_STEP_IDS.length };
}

/** Ticks a step. Idempotent: ticking it again keeps the time it was first done. */
export async function completeDiyStep(db: Db, userId: string, stepId: DiyStepId): Promise<DiyProgress> {
  await db.insert(diyProgress).values({ userId, stepId }).onConflictDoNothing();
  return getDiyProgress(db, userId);
}

/** Unticks a step. Idempotent. */
export async function reopenDiyStep(db: Db, userId: string, stepId: DiyStepId): Promise<DiyProgress> {
  await db.delete(diyProgress).where(and(eq(diyProgress.userId, userId), eq(diyProgress.stepId, stepId)));
  return getDiyProgress(db, userId);
}
