import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import type seo from '@/locales/en/seo.json';
import { useBrandName, useMetaTags } from './page-meta';

export type RouteMetaKey = keyof typeof seo.routes;

/** Public pages search engines should list; everything else gets `noindex`. */
const INDEXED: [pattern: string, key: RouteMetaKey][] = [
  [paths.home.path, 'home'],
  [paths.pricing.path, 'pricing'],
  [paths.marketplace.path, 'marketplace'],
  [paths.membershipPromo.path, 'membershipPromo'],
  [paths.blog.path, 'blog'],
  [paths.blogPost.path, 'blog'],
  [paths.university.path, 'university'],
  [paths.diyOnboarding.path, 'diyOnboarding'],
  [paths.legal.path, 'legal'],
  [paths.projects.path, 'projects'],
  [paths.project.path, 'projects'],
  [paths.agents.path, 'agents'],
];

const NOT_INDEXED: [pattern: string, key: RouteMetaKey][] = [
  [paths.auth.path, 'auth'],
  [paths.checkout.path, 'checkout'],
  [paths.checkoutSuccess.path, 'confirmation'],
  [paths.paymentSuccess.path, 'confirmation'],
  [paths.success.path, 'success'],
  [paths.onboardingThankYou.path, 'confirmation'],
  [paths.onboardingForm.path, 'onboardingForm'],
  [paths.followUp.path, 'followUp'],
  [paths.teamInvitation.path, 'teamInvitation'],
  [paths.newsletterConfirm.path, 'newsletter'],
  [paths.newsletterUnsubscribe.path, 'newsletter'],
  [paths.dashboard.path, 'dashboard'],
  // Members only, and what it shows depends on the session: browser-rendered, not indexed (issue 15).
  [paths.scheduleOnboarding.path, 'scheduleOnboarding'],
  [paths.scheduleOnboardingCall.path, 'scheduleOnboarding'],
  [paths.aiOnboarding.path, 'setup'],
  [paths.setup.path, 'setup'],
  [paths.orderHistory.path, 'orderHistory'],
  [`${paths.staffDashboard.path}/*`, 'staffDashboard'],
  [`${paths.admin.root.path}/*`, 'admin'],
];

/**
 * Pages crawlers are asked to skip that the server renders all the same (decision 008): nothing on them depends on
 * the session, and rendering them makes them paint without waiting for the app's code.
 */
const RENDERED_NOT_INDEXED = [paths.auth.path, paths.success.path, paths.followUp.path];

/** Whether the server renders `pathname` although it is not indexed. */
export const isRenderedNotIndexed = (pathname: string): boolean =>
  RENDERED_NOT_INDEXED.some((pattern) => matchPath(pattern, pathname));

const find = (table: [string, RouteMetaKey][], pathname: string) =>
  table.find(([pattern]) => matchPath(pattern, pathname))?.[1];

/** The seo.json entry for a path, and whether crawlers should index it; unknown paths are the 404 page. */
export function routeMetaFor(pathname: string): { key: RouteMetaKey; noIndex: boolean } {
  const indexed = find(INDEXED, pathname);
  if (indexed) return { key: indexed, noIndex: false };
  return { key: find(NOT_INDEXED, pathname) ?? 'notFound', noIndex: true };
}

/**
 * Route-level title, description and sharing tags from seo.json, for every route. A page that renders its own
 * PageMeta takes over while it is mounted. Rendered by the root layout.
 */
export const RouteMeta = () => {
  const { t } = useTranslation('seo');
  const { pathname } = useLocation();
  const brand = useBrandName();
  const { key, noIndex } = routeMetaFor(pathname);
  useMetaTags(
    { title: t(`routes.${key}.title`, { brand }), description: t(`routes.${key}.description`, { brand }), noIndex },
    'route',
  );
  return null;
};
