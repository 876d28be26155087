import {
  campaignScenarioDeletedSchema,
  campaignScenarioInputSchema,
  campaignScenarioListSchema,
  campaignScenarioParamsSchema,
  campaignScenarioSchema,
} from '@receptiva/shared';
import type { Context } from 'hono';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import type { AppEnv } from '../../app-env';
import type { AuditActor } from '../../lib/audit/record-audit';
import { deleteCampaignScenario } from './delete-campaign-scenario.service';
import { listCampaignScenarios } from './list-campaign-scenarios.service';
import { createCampaignScenario, updateCampaignScenario } from './save-campaign-scenario.service';

const tags = ['admin: campaign calculator'];
const params = campaignScenarioParamsSchema;
const notFound = errorResponse('NOT_FOUND: you have no scenario with this id');
const nameTaken = errorResponse('SCENARIO_NAME_TAKEN (field `name`): you already have a scenario of this name');
const scenario = (description: string) => jsonResponse(campaignScenarioSchema, description);

const listRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'admin',
  tags,
  summary: 'Your saved calculator scenarios',
  description:
    'The outbound campaign calculator’s scenarios of the signed-in admin, by name. Each admin has their own.',
  responses: { 200: jsonResponse(campaignScenarioListSchema, 'Every scenario of yours') },
});

const createRoute = defineRoute({
  method: 'post',
  path: '/',
  access: 'admin',
  tags,
  summary: 'Save a scenario',
  description: 'A name (unique among yours, whatever its case) and the eleven inputs. Audited.',
  request: { body: jsonBody(campaignScenarioInputSchema) },
  responses: {
    201: scenario('The saved scenario'),
    409: errorResponse(
      'SCENARIO_NAME_TAKEN (field `name`), or SCENARIO_LIMIT_REACHED: you have the most scenarios allowed',
    ),
  },
});

const updateRoute = defineRoute({
  method: 'put',
  path: '/{scenarioId}',
  access: 'admin',
  owned: 'campaign-scenario',
  tags,
  summary: 'Change a scenario',
  description: 'Replaces its name and inputs. Audited when something changes.',
  request: { params, body: jsonBody(campaignScenarioInputSchema) },
  responses: { 200: scenario('The scenario as it is now'), 404: notFound, 409: nameTaken },
});

const deleteRoute = defineRoute({
  method: 'delete',
  path: '/{scenarioId}',
  access: 'admin',
  owned: 'campaign-scenario',
  tags,
  summary: 'Delete a scenario',
  description: 'Gone for good; the audit entry keeps its name and inputs.',
  request: { params },
  responses: { 200: jsonResponse(campaignScenarioDeletedSchema, 'Deleted'), 404: notFound },
});

/** The signed-in admin: the scenarios' owner and, by e-mail, the audit trail's actor. */
const actorOf = (c: Context<AppEnv>): AuditActor & { id: string } => {
  const user = c.var.session!.user;
  return { id: user.id, label: user.email };
};

/** `/api/admin/campaign-scenarios`: each admin's saved outbound campaign calculator scenarios (issue 18). */
export const campaignScenarioRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(listRoute, async (c) => c.json(await listCampaignScenarios(c.var.db, actorOf(c).id), 200))
  .openapi(createRoute, async (c) =>
    c.json(await createCampaignScenario(c.var.db, actorOf(c), c.req.valid('json')), 201),
  )
  .openapi(updateRoute, async (c) =>
    c.json(
      await updateCampaignScenario(c.var.db, actorOf(c), c.req.valid('param').scenarioId, c.req.valid('json')),
      200,
    ),
  )
  .openapi(deleteRoute, async (c) =>
    c.json(await deleteCampaignScenario(c.var.db, actorOf(c), c.req.valid('param').scenarioId), 200),
  );
