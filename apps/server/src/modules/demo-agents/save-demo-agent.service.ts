import type { AdminDemoAgent, demoAgentInputSchema } from '@receptiva/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { demoAgents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AuditActor, diffFields } from '../../lib/audit/record-audit';
import { isUniqueViolation } from '../../lib/unique-violation';
import { type DemoAgentRow, toAdminDemoAgent } from './admin-demo-agent-view';
import { recordDemoAgentAudit } from './demo-agent-audit';
import { markDemoAgentsChanged } from './demo-agents-freshness';

export type DemoAgentFields = z.output<typeof demoAgentInputSchema>;

const TAKEN = 'Another demo agent already uses this voice agent id.';

/** A taken voice agent id is the caller's mistake (409 on the field); anything else is ours. */
export async function refusingTakenIds<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'demo_agents_voice_agent_id_unique')) {
      throw new AppError('CONFLICT', TAKEN, { voiceAgentId: TAKEN });
    }
    throw error;
  }
}

const notFound = () => new AppError('NOT_FOUND', 'No demo agent has this id.');

/** The agent, locked for the rest of the transaction so two admins' changes apply one after the other. */
async function lockAgent(tx: Pick<Db, 'select'>, agentId: string): Promise<DemoAgentRow> {
  const [row] = await tx.select().from(demoAgents).where(eq(demoAgents.id, agentId)).for('update');
  if (!row) throw notFound();
  return row;
}

/** The editable fields, as the audit compares them. */
const editable = (agent: DemoAgentFields | DemoAgentRow): Record<string, unknown> => ({
  name: agent.name,
  industry: agent.industry,
  description: agent.description,
  color: agent.color,
  voiceAgentId: agent.voiceAgentId,
  firstMessage: agent.firstMessage,
  systemPrompt: agent.systemPrompt,
  defaultLanguage: agent.defaultLanguage,
  voice: agent.voice,
  isActive: agent.isActive,
  sortOrder: agent.sortOrder,
});

export async function getAdminDemoAgent(db: Db, agentId: string): Promise<AdminDemoAgent> {
  const [row] = await db.select().from(demoAgents).where(eq(demoAgents.id, agentId));
  if (!row) throw notFound();
  return toAdminDemoAgent(row);
}

/** `POST /api/admin/demo-agents`. */
export async function createDemoAgent(db: Db, actor: AuditActor, fields: DemoAgentFields): Promise<AdminDemoAgent> {
  const created = await refusingTakenIds(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(demoAgents).values(fields).returning();
      await recordDemoAgentAudit(tx, {
        actor,
        action: 'demo_agent.created',
        agent: row!,
        changes: diffFields({}, editable(row!)),
      });
      return row!;
    }),
  );
  await markDemoAgentsChanged(db);
  return toAdminDemoAgent(created);
}

/**
 * `PUT /api/admin/demo-agents/{id}` (every field), archive and restore (`isActive` alone). The audit names what really
 * changed, before → after; the next call and the next /agents page load use the new values (decision 035).
 */
export async function updateDemoAgent(
  db: Db,
  actor: AuditActor,
  agentId: string,
  fields: Partial<DemoAgentFields>,
): Promise<AdminDemoAgent> {
  const updated = await refusingTakenIds(() =>
    db.transaction(async (tx) => {
      const before = await lockAgent(tx, agentId);
      const changes = diffFields(editable(before), fields);
      if (!changes) return before;
      const [row] = await tx
        .update(demoAgents)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(demoAgents.id, agentId))
        .returning();
      const action =
        Object.keys(changes).length === 1 && 'isActive' in changes
          ? fields.isActive
            ? 'demo_agent.restored'
            : 'demo_agent.archived'
          : 'demo_agent.updated';
      await recordDemoAgentAudit(tx, { actor, action, agent: row!, changes });
      return row!;
    }),
  );
  await markDemoAgentsChanged(db);
  return toAdminDemoAgent(updated);
}
