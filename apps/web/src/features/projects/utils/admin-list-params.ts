import { PROJECT_ADMIN_SORTS, PROJECT_STATUSES, type ProjectAdminSort, type ProjectStatus } from '@receptiva/shared';
import { type AdminListView, readAdminListView } from '@/lib/admin-list-view';

/** /admin/projects' view, all of it in the URL. */
export type AdminProjectView = AdminListView<ProjectStatus, ProjectAdminSort>;

export const readAdminProjectView = (params: URLSearchParams): AdminProjectView =>
  readAdminListView(params, { statuses: PROJECT_STATUSES, sorts: PROJECT_ADMIN_SORTS });
