import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

export type StaffCrumbKey =
  | 'crumbs.staff'
  | 'crumbs.blog'
  | 'crumbs.newPost'
  | 'crumbs.post'
  | 'crumbs.ticket'
  | 'crumbs.order';

/** Every staff page that is a step of the trail; `detail`: the page may name itself (a post's title, a receipt). */
const CRUMBS: readonly { path: string; key: StaffCrumbKey; detail?: true }[] = [
  { path: paths.staffDashboard.path, key: 'crumbs.staff' },
  { path: paths.staffBlog.path, key: 'crumbs.blog' },
  { path: paths.staffBlogNew.path, key: 'crumbs.newPost' },
  { path: paths.staffBlogPost.path, key: 'crumbs.post', detail: true },
  { path: paths.staffTicket.path, key: 'crumbs.ticket', detail: true },
  { path: paths.staffOrder.path, key: 'crumbs.order', detail: true },
];

export interface StaffCrumb {
  key: StaffCrumbKey;
  href: string;
  detail: boolean;
  current: boolean;
}

/** The trail of a staff URL: each leading part of the path that is a staff page (`/staff-dashboard/tickets` is none). */
export function staffCrumbsOf(pathname: string): StaffCrumb[] {
  const parts = pathname.split('/').filter(Boolean);
  const trail: StaffCrumb[] = [];
  for (let end = 1; end <= parts.length; end += 1) {
    const href = `/${parts.slice(0, end).join('/')}`;
    const crumb = CRUMBS.find((entry) => matchPath({ path: entry.path, end: true }, href));
    if (crumb) trail.push({ key: crumb.key, href, detail: crumb.detail === true, current: end === parts.length });
  }
  return trail;
}
