import { removedSchema, sharedTeamsSchema, teamMemberParamsSchema } from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonResponse } from '../../api/json-content';
import { leaveTeam } from './leave-team.service';
import { listSharedTeams } from './list-shared-teams.service';

const sharedRoute = defineRoute({
  method: 'get',
  path: '/shared',
  access: 'member',
  tags: ['team'],
  summary: 'The teams the caller belongs to',
  description:
    'For the team view (spec §2): each owner whose team the caller is an active member of, the caller’s role and access, and the team list read-only.',
  responses: { 200: jsonResponse(sharedTeamsSchema, 'The caller’s teams') },
});

const leaveRoute = defineRoute({
  method: 'delete',
  path: '/memberships/{memberId}',
  access: 'session',
  owned: 'team-membership',
  tags: ['team'],
  summary: 'Leave a team',
  description: 'Removes the caller’s own place on someone’s team; their team access ends at once.',
  request: { params: teamMemberParamsSchema },
  responses: {
    200: jsonResponse(removedSchema, 'Left'),
    404: errorResponse('NOT_FOUND: the caller has no such place on a team'),
  },
});

/** `/api/team`, as a team member sees it: the teams they belong to, and leaving one. */
export const teamMembershipRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(sharedRoute, async (c) => c.json(await listSharedTeams(c.var.db, c.var.session!.user.id), 200))
  .openapi(leaveRoute, async (c) =>
    c.json(await leaveTeam(c.var.db, { userId: c.var.session!.user.id, memberId: c.req.valid('param').memberId }), 200),
  );
