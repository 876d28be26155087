import type { TeamMember } from '@receptiva/shared';
import { jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { TeamMembersPanel } from '../components/team-members-panel';
import { auditPage } from './team-fixtures';

type Routes = NonNullable<Parameters<typeof mockApi>[0]>['routes'];

/** The owner's team panel at /dashboard/team, signed in as a member, against a fake API with this list. */
export function renderTeam(members: TeamMember[], routes: Routes = {}) {
  const api = mockApi({
    me: makeMe(),
    routes: {
      'GET /api/team': () => jsonResponse({ members, limit: 50 }),
      'GET /api/team/audit': () => jsonResponse(auditPage([])),
      ...routes,
    },
  });
  const view = renderRoutes([{ path: '/dashboard/team', element: <TeamMembersPanel /> }], { path: '/dashboard/team' });
  return { ...view, api };
}
