import {
  adminProjectListQuerySchema,
  adminProjectListSchema,
  adminProjectParamsSchema,
  adminProjectSchema,
  projectDeletedSchema,
  projectInputSchema,
} from '@receptiva/shared';
import type { Context } from 'hono';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import type { AppEnv } from '../../app-env';
import type { AuditActor } from '../../lib/audit/record-audit';
import { listAdminProjects } from './admin-list-projects.service';
import { deleteProject } from './delete-project.service';
import { getAdminProject } from './get-admin-project.service';
import { setProjectStatus } from './project-status.service';
import { createProject, updateProject } from './save-project.service';

const tags = ['admin: projects'];
const params = adminProjectParamsSchema;
const notFound = errorResponse('NOT_FOUND: no case study has this id');
const slugTaken = errorResponse('SLUG_TAKEN (field `slug`): another case study has this address');
const project = (description: string) => jsonResponse(adminProjectSchema, description);

const listRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'admin',
  tags,
  summary: 'Every case study',
  description: 'Drafts and published case studies: search in title, address and client type, status, sort, page.',
  request: { query: adminProjectListQuerySchema },
  responses: { 200: jsonResponse(adminProjectListSchema, 'One page of case studies') },
});

const getRoute = defineRoute({
  method: 'get',
  path: '/{projectId}',
  access: 'admin',
  tags,
  summary: 'One case study, for the editor',
  request: { params },
  responses: { 200: project('The case study'), 404: notFound },
});

const createRoute = defineRoute({
  method: 'post',
  path: '/',
  access: 'admin',
  tags,
  summary: 'Write a case study',
  description: 'A new draft; it is public only once published.',
  request: { body: jsonBody(projectInputSchema) },
  responses: { 201: project('The draft'), 409: slugTaken },
});

const updateRoute = defineRoute({
  method: 'put',
  path: '/{projectId}',
  access: 'admin',
  tags,
  summary: 'Edit a case study',
  description: 'Replaces every field but the status (publish and unpublish have their own routes).',
  request: { params, body: jsonBody(projectInputSchema) },
  responses: { 200: project('The case study as it is now'), 404: notFound, 409: slugTaken },
});

const publishRoute = defineRoute({
  method: 'post',
  path: '/{projectId}/publish',
  access: 'admin',
  tags,
  summary: 'Publish a case study',
  description: 'It is public at /projects/{slug}, on /projects and in the sitemap.',
  request: { params },
  responses: { 200: project('Published'), 404: notFound },
});

const unpublishRoute = defineRoute({
  method: 'post',
  path: '/{projectId}/unpublish',
  access: 'admin',
  tags,
  summary: 'Unpublish a case study',
  description: 'Back to draft: /projects/{slug} answers 404 and the sitemap drops it.',
  request: { params },
  responses: { 200: project('A draft again'), 404: notFound },
});

const deleteRoute = defineRoute({
  method: 'delete',
  path: '/{projectId}',
  access: 'admin',
  tags,
  summary: 'Delete a case study',
  request: { params },
  responses: { 200: jsonResponse(projectDeletedSchema, 'Deleted'), 404: notFound },
});

/** The signed-in admin, as the audit trail names them. */
const actorOf = (c: Context<AppEnv>): AuditActor => {
  const user = c.var.session!.user;
  return { id: user.id, label: user.email };
};

/** `/api/admin/projects`: the case-study editor of admins (issue 14); every change is audited. */
export const adminProjectRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(listRoute, async (c) => c.json(await listAdminProjects(c.var.db, c.req.valid('query')), 200))
  .openapi(getRoute, async (c) => c.json(await getAdminProject(c.var.db, c.req.valid('param').projectId), 200))
  .openapi(createRoute, async (c) => c.json(await createProject(c.var.db, actorOf(c), c.req.valid('json')), 201))
  .openapi(updateRoute, async (c) =>
    c.json(await updateProject(c.var.db, actorOf(c), c.req.valid('param').projectId, c.req.valid('json')), 200),
  )
  .openapi(publishRoute, async (c) =>
    c.json(await setProjectStatus(c.var.db, actorOf(c), c.req.valid('param').projectId, 'published'), 200),
  )
  .openapi(unpublishRoute, async (c) =>
    c.json(await setProjectStatus(c.var.db, actorOf(c), c.req.valid('param').projectId, 'draft'), 200),
  )
  .openapi(deleteRoute, async (c) =>
    c.json(await deleteProject(c.var.db, actorOf(c), c.req.valid('param').projectId), 200),
  );
