import {
  SERVICE_ADMIN_SORTS,
  SERVICE_ADMIN_STATES,
  SERVICE_CATEGORIES,
  type ServiceAdminSort,
  type ServiceCategory,
} from '@receptiva/shared';
import { type AdminListView, adminListSearch, readAdminListView } from '@/lib/admin-list-view';

type ServiceState = (typeof SERVICE_ADMIN_STATES)[number];

/** /admin/services' view, all of it in the URL: the shared list view (`status` is active or archived) and a category. */
export type AdminServiceView = AdminListView<ServiceState, ServiceAdminSort> & { category: ServiceCategory | null };

export const readAdminServiceView = (params: URLSearchParams): AdminServiceView => {
  const category = params.get('category');
  return {
    ...readAdminListView(params, { statuses: SERVICE_ADMIN_STATES, sorts: SERVICE_ADMIN_SORTS }),
    category: SERVICE_CATEGORIES.find((known) => known === category) ?? null,
  };
};

/** The query string of a view, without its defaults. */
export function adminServiceSearch(view: AdminServiceView): string {
  const params = new URLSearchParams(adminListSearch(view));
  if (view.category) params.set('category', view.category);
  const text = params.toString();
  return text ? `?${text}` : '';
}
