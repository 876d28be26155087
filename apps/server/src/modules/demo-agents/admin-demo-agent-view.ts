import type { AdminDemoAgent } from '@receptiva/shared';
import type { demoAgents } from '../../db/schema';

export type DemoAgentRow = typeof demoAgents.$inferSelect;

export const toAdminDemoAgent = (row: DemoAgentRow): AdminDemoAgent => ({
  id: row.id,
  name: row.name,
  industry: row.industry,
  description: row.description,
  color: row.color,
  voiceAgentId: row.voiceAgentId,
  firstMessage: row.firstMessage,
  systemPrompt: row.systemPrompt,
  defaultLanguage: row.defaultLanguage,
  voice: row.voice,
  isActive: row.isActive,
  sortOrder: row.sortOrder,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
