import type { AdminDemoAgent } from '@receptiva/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demoAgents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/audit/record-audit';
import { toAdminDemoAgent } from './admin-demo-agent-view';
import { recordDemoAgentAudit } from './demo-agent-audit';
import { markDemoAgentsChanged } from './demo-agents-freshness';

const STEP = 10;

/**
 * `POST /api/admin/demo-agents/{id}/move`: swaps the agent with its neighbour in display order (sort order, then
 * name), then numbers every agent 10, 20, 30… so equal positions cannot make a move a no-op. Each agent whose
 * position changed gets an audit entry. At either end it changes nothing.
 */
export async function moveDemoAgent(
  db: Db,
  actor: AuditActor,
  agentId: string,
  direction: 'up' | 'down',
): Promise<AdminDemoAgent> {
  const moved = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(demoAgents)
      .orderBy(asc(demoAgents.sortOrder), asc(demoAgents.name), asc(demoAgents.id))
      .for('update');
    const index = rows.findIndex((row) => row.id === agentId);
    if (index < 0) throw new AppError('NOT_FOUND', 'No demo agent has this id.');
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= rows.length) return rows[index]!;
    [rows[index], rows[target]] = [rows[target]!, rows[index]!];
    let result = rows[target]!;
    for (const [position, row] of rows.entries()) {
      const sortOrder = (position + 1) * STEP;
      if (row.sortOrder === sortOrder) continue;
      const [updated] = await tx
        .update(demoAgents)
        .set({ sortOrder, updatedAt: sql`now()` })
        .where(eq(demoAgents.id, row.id))
        .returning();
      await recordDemoAgentAudit(tx, {
        actor,
        action: 'demo_agent.moved',
        agent: updated!,
        changes: { sortOrder: { from: row.sortOrder, to: sortOrder } },
      });
      if (row.id === agentId) result = updated!;
    }
    return result;
  });
  await markDemoAgentsChanged(db);
  return toAdminDemoAgent(moved);
}
