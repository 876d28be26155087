import {
  adminServiceListQuerySchema,
  adminServiceListSchema,
  adminServiceParamsSchema,
  adminServiceSchema,
  serviceInputSchema,
} from '@receptiva/shared';
import type { Context } from 'hono';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import type { AppEnv } from '../../app-env';
import type { AuditActor } from '../../lib/audit/record-audit';
import { listAdminServices } from './admin-list-services.service';
import { createService, getAdminService, updateService } from './save-service.service';

const tags = ['admin: services'];
const params = adminServiceParamsSchema;
const notFound = errorResponse('NOT_FOUND: no service has this id');
const slugTaken = errorResponse('SLUG_TAKEN (field `slug`): another service has this address');
const service = (description: string) => jsonResponse(adminServiceSchema, description);

const listRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'admin',
  tags,
  summary: 'Every marketplace service',
  description: 'Active and archived: search in titles (any language) and slug, state, category, sort, page.',
  request: { query: adminServiceListQuerySchema },
  responses: { 200: jsonResponse(adminServiceListSchema, 'One page of services') },
});

const getRoute = defineRoute({
  method: 'get',
  path: '/{serviceId}',
  access: 'admin',
  tags,
  summary: 'One service, for the editor',
  request: { params },
  responses: { 200: service('The service with every language'), 404: notFound },
});

const createRoute = defineRoute({
  method: 'post',
  path: '/',
  access: 'admin',
  tags,
  summary: 'Add a marketplace service',
  description: 'English texts required, other languages optional (each with title, description and features).',
  request: { body: jsonBody(serviceInputSchema) },
  responses: { 201: service('The new service'), 409: slugTaken },
});

const updateRoute = defineRoute({
  method: 'put',
  path: '/{serviceId}',
  access: 'admin',
  tags,
  summary: 'Edit a marketplace service',
  description: 'Replaces every field. Past orders keep the titles they were sold with.',
  request: { params, body: jsonBody(serviceInputSchema) },
  responses: { 200: service('The service as it is now'), 404: notFound, 409: slugTaken },
});

const archiveRoute = defineRoute({
  method: 'post',
  path: '/{serviceId}/archive',
  access: 'admin',
  tags,
  summary: 'Archive a service',
  description: 'It leaves /marketplace and can no longer be bought; orders of it keep their lines.',
  request: { params },
  responses: { 200: service('Archived'), 404: notFound },
});

const restoreRoute = defineRoute({
  method: 'post',
  path: '/{serviceId}/restore',
  access: 'admin',
  tags,
  summary: 'Restore an archived service',
  request: { params },
  responses: { 200: service('Active again'), 404: notFound },
});

/** The signed-in admin, as the audit trail names them. */
const actorOf = (c: Context<AppEnv>): AuditActor => {
  const user = c.var.session!.user;
  return { id: user.id, label: user.email };
};

/**
 * `/api/admin/services`: the marketplace catalogue (issue 17, point 5); every change is audited. The public pages
 * re-read the services at most 5 s after a change (their render cache is keyed by the data), no restart needed.
 */
export const adminServiceRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(listRoute, async (c) => c.json(await listAdminServices(c.var.db, c.req.valid('query')), 200))
  .openapi(getRoute, async (c) => c.json(await getAdminService(c.var.db, c.req.valid('param').serviceId), 200))
  .openapi(createRoute, async (c) => c.json(await createService(c.var.db, actorOf(c), c.req.valid('json')), 201))
  .openapi(updateRoute, async (c) =>
    c.json(await updateService(c.var.db, actorOf(c), c.req.valid('param').serviceId, c.req.valid('json')), 200),
  )
  .openapi(archiveRoute, async (c) =>
    c.json(await updateService(c.var.db, actorOf(c), c.req.valid('param').serviceId, { isActive: false }), 200),
  )
  .openapi(restoreRoute, async (c) =>
    c.json(await updateService(c.var.db, actorOf(c), c.req.valid('param').serviceId, { isActive: true }), 200),
  );
