/** The catalogs of the admin content lists: each has the same `filters.*`, `table.*`, `status.*` and `pagination.*`. */
export type AdminContentNamespace = 'blog-admin' | 'projects-admin' | 'services-admin';

/** Every admin list's catalog with `table.loading`, `.failed`, `.empty` and `pagination.*`. */
export type AdminListNamespace =
  | AdminContentNamespace
  | 'admin-emails'
  | 'admin-orders'
  | 'admin-users'
  | 'agents-admin'
  | 'staff-dashboard'
  | 'support';
