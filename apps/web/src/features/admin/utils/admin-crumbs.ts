import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

/** A breadcrumb's default text, in the `admin` catalog. */
export type CrumbKey =
  | 'crumbs.admin'
  | 'nav.users'
  | 'crumbs.user'
  | 'nav.orders'
  | 'crumbs.order'
  | 'nav.services'
  | 'crumbs.newService'
  | 'crumbs.service'
  | 'nav.support'
  | 'nav.aiAgents'
  | 'crumbs.aiAgent'
  | 'nav.projects'
  | 'crumbs.newProject'
  | 'crumbs.project'
  | 'nav.blog'
  | 'crumbs.newPost'
  | 'crumbs.post'
  | 'nav.university'
  | 'nav.settings'
  | 'crumbs.emails'
  | 'crumbs.email'
  | 'nav.outboundCampaignCalculator';

/**
 * Every admin page that is a step of the trail. `detail`: its record's own name may replace the default text
 * (`useAdminCrumbLabel`). Static paths come before the `:id` ones they would also match (`/new`).
 */
const CRUMBS: readonly { path: string; key: CrumbKey; detail?: true }[] = [
  { path: paths.admin.root.path, key: 'crumbs.admin' },
  { path: paths.admin.users.path, key: 'nav.users' },
  { path: paths.admin.user.path, key: 'crumbs.user', detail: true },
  { path: paths.admin.orders.path, key: 'nav.orders' },
  { path: paths.admin.order.path, key: 'crumbs.order', detail: true },
  { path: paths.admin.services.path, key: 'nav.services' },
  { path: paths.admin.serviceNew.path, key: 'crumbs.newService' },
  { path: paths.admin.service.path, key: 'crumbs.service', detail: true },
  { path: paths.admin.support.path, key: 'nav.support' },
  { path: paths.admin.aiAgents.path, key: 'nav.aiAgents' },
  { path: paths.admin.aiAgentEdit.path, key: 'crumbs.aiAgent', detail: true },
  { path: paths.admin.projects.path, key: 'nav.projects' },
  { path: paths.admin.projectNew.path, key: 'crumbs.newProject' },
  { path: paths.admin.project.path, key: 'crumbs.project', detail: true },
  { path: paths.admin.blog.path, key: 'nav.blog' },
  { path: paths.admin.blogNew.path, key: 'crumbs.newPost' },
  { path: paths.admin.blogPost.path, key: 'crumbs.post', detail: true },
  { path: paths.admin.university.path, key: 'nav.university' },
  { path: paths.admin.settings.path, key: 'nav.settings' },
  { path: paths.admin.emails.path, key: 'crumbs.emails' },
  { path: paths.admin.email.path, key: 'crumbs.email' },
  { path: paths.outboundCampaignCalculator.path, key: 'nav.outboundCampaignCalculator' },
];

export interface Crumb {
  key: CrumbKey;
  href: string;
  detail: boolean;
  /** The page being shown: the last crumb, not a link. */
  current: boolean;
}

/**
 * The trail of an admin URL, from its path alone: each leading part of the path that is an admin page is a step
 * (`/admin/orders/order/1` → Admin › Orders › Order; `/admin/orders/order` is no page and is skipped).
 */
export function adminCrumbsOf(pathname: string): Crumb[] {
  const parts = pathname.split('/').filter(Boolean);
  const trail: Crumb[] = [];
  for (let end = 1; end <= parts.length; end += 1) {
    const href = `/${parts.slice(0, end).join('/')}`;
    const crumb = CRUMBS.find((entry) => matchPath({ path: entry.path, end: true }, href));
    if (crumb) trail.push({ key: crumb.key, href, detail: crumb.detail === true, current: end === parts.length });
  }
  return trail;
}
