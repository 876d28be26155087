import { diyProgressSchema, diyStepParamsSchema } from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { jsonResponse } from '../../api/json-content';
import { completeDiyStep, getDiyProgress, reopenDiyStep } from './diy-progress.service';

const progressRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'session',
  tags: ['diy-guide'],
  summary: 'My DIY setup progress',
  description: 'The steps of the do-it-yourself guide (/diy-onboarding) the caller has ticked, in guide order.',
  responses: { 200: jsonResponse(diyProgressSchema, 'The caller’s progress') },
});

const completeRoute = defineRoute({
  method: 'put',
  path: '/{stepId}',
  access: 'session',
  tags: ['diy-guide'],
  summary: 'Tick a DIY step',
  description: 'Idempotent: ticking it again keeps the time it was first done.',
  request: { params: diyStepParamsSchema },
  responses: { 200: jsonResponse(diyProgressSchema, 'The caller’s progress') },
});

const reopenRoute = defineRoute({
  method: 'delete',
  path: '/{stepId}',
  access: 'session',
  tags: ['diy-guide'],
  summary: 'Untick a DIY step',
  description: 'Idempotent.',
  request: { params: diyStepParamsSchema },
  responses: { 200: jsonResponse(diyProgressSchema, 'The caller’s progress') },
});

/** `/api/diy-progress`: each signed-in person's own ticks, never cached or shared. */
export const diyProgressRoutes = createRouter({ cacheControl: 'private, no-store' })
  .openapi(progressRoute, async (c) => c.json(await getDiyProgress(c.var.db, c.var.session!.user.id), 200))
  .openapi(completeRoute, async (c) =>
    c.json(await completeDiyStep(c.var.db, c.var.session!.user.id, c.req.valid('param').stepId), 200),
  )
  .openapi(reopenRoute, async (c) =>
    c.json(await reopenDiyStep(c.var.db, c.var.session!.user.id, c.req.valid('param').stepId), 200),
  );
