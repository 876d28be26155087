import { projectListQuerySchema, projectListSchema, projectPageSchema, projectParamsSchema } from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonResponse } from '../../api/json-content';
import { AppError } from '../../lib/app-error';
import { findPublishedProject } from './get-published-project.service';
import { listPublishedProjects } from './list-published-projects.service';

const listRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'public',
  tags: ['projects'],
  summary: 'Published case studies',
  description:
    'One page of published case studies in the editors’ order, optionally of one industry (a business type id of ' +
    'the industries list), with every industry that has one.',
  request: { query: projectListQuerySchema },
  responses: { 200: jsonResponse(projectListSchema, 'One page of case studies') },
});

const getRoute = defineRoute({
  method: 'get',
  path: '/{slug}',
  access: 'public',
  tags: ['projects'],
  summary: 'One published case study',
  description: 'The case study and up to three others, its own industry’s first.',
  request: { params: projectParamsSchema },
  responses: {
    200: jsonResponse(projectPageSchema, 'The case study'),
    404: errorResponse('NOT_FOUND: no published case study has this slug'),
  },
});

/** `/api/projects`: the public case studies (issue 14). Revalidated on every use, so a change shows at once. */
export const projectRoutes = createRouter({ cacheControl: 'no-cache' })
  .openapi(listRoute, async (c) => {
    const { industry, page } = c.req.valid('query');
    return c.json(await listPublishedProjects(c.var.db, { industry: industry ?? null, page }), 200);
  })
  .openapi(getRoute, async (c) => {
    const page = await findPublishedProject(c.var.db, c.req.valid('param').slug);
    if (!page) throw new AppError('NOT_FOUND', 'No published case study has this address.');
    return c.json(page, 200);
  });
