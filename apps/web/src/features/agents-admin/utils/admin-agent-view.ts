import { DEMO_AGENT_ADMIN_SORTS, DEMO_AGENT_ADMIN_STATES, type DemoAgentAdminSort } from '@receptiva/shared';
import { type AdminListView, readAdminListView } from '@/lib/admin-list-view';

type AgentState = (typeof DEMO_AGENT_ADMIN_STATES)[number];

/** /admin/ai-agents' view, all of it in the URL: search, active or archived, sort, page. */
export type AdminAgentView = AdminListView<AgentState, DemoAgentAdminSort>;

export const readAdminAgentView = (params: URLSearchParams): AdminAgentView =>
  readAdminListView(params, { statuses: DEMO_AGENT_ADMIN_STATES, sorts: DEMO_AGENT_ADMIN_SORTS });
