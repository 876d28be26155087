import type { DemoAgent } from '@receptiva/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demoAgents } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type DemoAgentRow = typeof demoAgents.$inferSelect;

const toDto = (row: DemoAgentRow): DemoAgent => ({
  id: row.id,
  name: row.name,
  industry: row.industry,
  description: row.description,
  color: row.color,
  voiceAgentId: row.voiceAgentId,
  firstMessage: row.firstMessage,
  defaultLanguage: row.defaultLanguage,
});

/** Active agents in display order, without their system prompts. */
export async function listActiveDemoAgents(db: Db): Promise<DemoAgent[]> {
  const rows = await db
    .select()
    .from(demoAgents)
    .where(eq(demoAgents.isActive, true))
    .orderBy(asc(demoAgents.sortOrder), asc(demoAgents.name), asc(demoAgents.id));
  return rows.map(toDto);
}

/** The active agent with this voice-provider id, or NOT_FOUND (an inactive agent cannot be called). */
export async function getActiveDemoAgent(db: Db, voiceAgentId: string): Promise<DemoAgentRow> {
  const [row] = await db
    .select()
    .from(demoAgents)
    .where(and(eq(demoAgents.voiceAgentId, voiceAgentId), eq(demoAgents.isActive, true)));
  if (!row) throw new AppError('NOT_FOUND', 'No active demo agent has this agent id.', { agentId: 'Unknown agent.' });
  return row;
}
