import {
  adminDemoAgentListQuerySchema,
  adminDemoAgentListSchema,
  adminDemoAgentParamsSchema,
  adminDemoAgentSchema,
  demoAgentInputSchema,
  demoAgentMoveSchema,
} from '@receptiva/shared';
import type { Context } from 'hono';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import type { AppEnv } from '../../app-env';
import type { AuditActor } from '../../lib/audit/record-audit';
import { listAdminDemoAgents } from './admin-list-demo-agents.service';
import { moveDemoAgent } from './move-demo-agent.service';
import { createDemoAgent, getAdminDemoAgent, updateDemoAgent } from './save-demo-agent.service';

const tags = ['admin: demo agents'];
const params = adminDemoAgentParamsSchema;
const notFound = errorResponse('NOT_FOUND: no demo agent has this id');
const idTaken = errorResponse('CONFLICT (field `voiceAgentId`): another agent uses this voice agent id');
const agent = (description: string) => jsonResponse(adminDemoAgentSchema, description);

const listRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'admin',
  tags,
  summary: 'Every demo agent of the voice demo',
  description: 'Active and archived: search in name, industry and voice agent id, state, sort, page.',
  request: { query: adminDemoAgentListQuerySchema },
  responses: { 200: jsonResponse(adminDemoAgentListSchema, 'One page of demo agents') },
});

const getRoute = defineRoute({
  method: 'get',
  path: '/{agentId}',
  access: 'admin',
  tags,
  summary: 'One demo agent, prompt included, for the editor',
  request: { params },
  responses: { 200: agent('The demo agent'), 404: notFound },
});

const createRoute = defineRoute({
  method: 'post',
  path: '/',
  access: 'admin',
  tags,
  summary: 'Add a demo agent',
  request: { body: jsonBody(demoAgentInputSchema) },
  responses: { 201: agent('The new demo agent'), 409: idTaken },
});

const updateRoute = defineRoute({
  method: 'put',
  path: '/{agentId}',
  access: 'admin',
  tags,
  summary: 'Edit a demo agent',
  description: 'Replaces every field. The next call and the next /agents page load use the new values.',
  request: { params, body: jsonBody(demoAgentInputSchema) },
  responses: { 200: agent('The demo agent as it is now'), 404: notFound, 409: idTaken },
});

const archiveRoute = defineRoute({
  method: 'post',
  path: '/{agentId}/archive',
  access: 'admin',
  tags,
  summary: 'Archive a demo agent',
  description: 'It leaves /agents and the home page, and cannot be called until restored.',
  request: { params },
  responses: { 200: agent('Archived'), 404: notFound },
});

const restoreRoute = defineRoute({
  method: 'post',
  path: '/{agentId}/restore',
  access: 'admin',
  tags,
  summary: 'Restore an archived demo agent',
  request: { params },
  responses: { 200: agent('Active again'), 404: notFound },
});

const moveRoute = defineRoute({
  method: 'post',
  path: '/{agentId}/move',
  access: 'admin',
  tags,
  summary: 'Move a demo agent one place up or down',
  description: 'Swaps it with its neighbour in display order; the first agent is the home page’s.',
  request: { params, body: jsonBody(demoAgentMoveSchema) },
  responses: { 200: agent('The moved agent'), 404: notFound },
});

/** The signed-in admin, as the audit trail names them. */
const actorOf = (c: Context<AppEnv>): AuditActor => {
  const user = c.var.session!.user;
  return { id: user.id, label: user.email };
};

/** `/api/admin/demo-agents`: the voice demo's agents (issue 18, point 4); every change is audited (decision 035). */
export const adminDemoAgentRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(listRoute, async (c) => c.json(await listAdminDemoAgents(c.var.db, c.req.valid('query')), 200))
  .openapi(getRoute, async (c) => c.json(await getAdminDemoAgent(c.var.db, c.req.valid('param').agentId), 200))
  .openapi(createRoute, async (c) => c.json(await createDemoAgent(c.var.db, actorOf(c), c.req.valid('json')), 201))
  .openapi(updateRoute, async (c) =>
    c.json(await updateDemoAgent(c.var.db, actorOf(c), c.req.valid('param').agentId, c.req.valid('json')), 200),
  )
  .openapi(archiveRoute, async (c) =>
    c.json(await updateDemoAgent(c.var.db, actorOf(c), c.req.valid('param').agentId, { isActive: false }), 200),
  )
  .openapi(restoreRoute, async (c) =>
    c.json(await updateDemoAgent(c.var.db, actorOf(c), c.req.valid('param').agentId, { isActive: true }), 200),
  )
  .openapi(moveRoute, async (c) =>
    c.json(await moveDemoAgent(c.var.db, actorOf(c), c.req.valid('param').agentId, c.req.valid('json').direction), 200),
  );
