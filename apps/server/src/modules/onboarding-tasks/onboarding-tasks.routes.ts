import {
  onboardingTaskListQuerySchema,
  onboardingTaskListSchema,
  onboardingTaskParamsSchema,
  onboardingTaskSchema,
  onboardingTaskUpdateSchema,
} from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import { listOnboardingTasks } from './list-onboarding-tasks.service';
import { updateOnboardingTask } from './update-onboarding-task.service';

const listRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'staff',
  tags: ['onboarding-tasks'],
  summary: 'Onboarding tasks',
  description:
    'Staff’s queue of new members, submitted onboarding forms and booked onboarding calls, filtered by `status`, `kind` and `assignedToMe`, sorted and paged.',
  request: { query: onboardingTaskListQuerySchema },
  responses: { 200: jsonResponse(onboardingTaskListSchema, 'One page of tasks') },
});

const updateRoute = defineRoute({
  method: 'patch',
  path: '/{taskId}',
  access: 'staff',
  tags: ['onboarding-tasks'],
  summary: 'Move or take an onboarding task',
  description:
    'Sets the status (`new`, `in_progress`, `done`) and/or the assignee (`"me"` takes it, `null` releases it). Audited.',
  request: { params: onboardingTaskParamsSchema, body: jsonBody(onboardingTaskUpdateSchema) },
  responses: {
    200: jsonResponse(onboardingTaskSchema, 'The task as it is now'),
    404: errorResponse('NOT_FOUND: no task has this id'),
  },
});

const actorOf = (user: { id: string; email: string; name?: string | null }) => ({
  id: user.id,
  label: user.name?.trim() ? `${user.name.trim()} (${user.email})` : user.email,
});

/** `/api/staff/onboarding-tasks`: staff (and admins) work through it; the staff dashboard shows it. */
export const onboardingTaskRoutes = createRouter({ cacheControl: 'private, no-store' })
  .openapi(listRoute, async (c) =>
    c.json(await listOnboardingTasks(c.var.db, c.req.valid('query'), c.var.session!.user.id), 200),
  )
  .openapi(updateRoute, async (c) =>
    c.json(
      await updateOnboardingTask(c.var.db, {
        taskId: c.req.valid('param').taskId,
        change: c.req.valid('json'),
        actor: actorOf(c.var.session!.user),
      }),
      200,
    ),
  );
