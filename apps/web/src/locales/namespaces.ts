import type businessTypes from '@receptiva/shared/locales/en/business-types.json';
import type diyGuide from '@receptiva/shared/locales/en/diy-guide.json';
import type admin from './en/admin.json';
import type adminDashboard from './en/admin-dashboard.json';
import type adminEmails from './en/admin-emails.json';
import type adminOrders from './en/admin-orders.json';
import type adminSettings from './en/admin-settings.json';
import type adminUsers from './en/admin-users.json';
import type agentsAdmin from './en/agents-admin.json';
import type assistant from './en/assistant.json';
import type auth from './en/auth.json';
import type billing from './en/billing.json';
import type blog from './en/blog.json';
import type blogAdmin from './en/blog-admin.json';
import type booking from './en/booking.json';
import type businessProfile from './en/business-profile.json';
import type campaignCalculator from './en/campaign-calculator.json';
import type common from './en/common.json';
import type consent from './en/consent.json';
import type dashboard from './en/dashboard.json';
import type errors from './en/errors.json';
import type home from './en/home.json';
import type industries from './en/industries.json';
import type legal from './en/legal.json';
import type marketplace from './en/marketplace.json';
import type membership from './en/membership.json';
import type nav from './en/nav.json';
import type newsletter from './en/newsletter.json';
import type nextSteps from './en/next-steps.json';
import type onboarding from './en/onboarding.json';
import type orders from './en/orders.json';
import type pages from './en/pages.json';
import type projects from './en/projects.json';
import type projectsAdmin from './en/projects-admin.json';
import type roi from './en/roi.json';
import type seo from './en/seo.json';
import type servicesAdmin from './en/services-admin.json';
import type settings from './en/settings.json';
import type staffDashboard from './en/staff-dashboard.json';
import type support from './en/support.json';
import type team from './en/team.json';
import type university from './en/university.json';
import type universityAdmin from './en/university-admin.json';
import type voice from './en/voice.json';

/** The catalogs' shape, from the English files (types only: no catalog is bundled through this module). */
export interface CatalogResources {
  admin: typeof admin;
  'admin-dashboard': typeof adminDashboard;
  'admin-emails': typeof adminEmails;
  'admin-orders': typeof adminOrders;
  'admin-users': typeof adminUsers;
  'agents-admin': typeof agentsAdmin;
  assistant: typeof assistant;
  auth: typeof auth;
  billing: typeof billing;
  blog: typeof blog;
  'admin-settings': typeof adminSettings;
  'blog-admin': typeof blogAdmin;
  booking: typeof booking;
  'business-profile': typeof businessProfile;
  'campaign-calculator': typeof campaignCalculator;
  /** From packages/shared, which the server reads too: the business types' names and descriptions. */
  'business-types': typeof businessTypes;
  common: typeof common;
  consent: typeof consent;
  dashboard: typeof dashboard;
  /** From packages/shared, which the server reads too: the DIY setup guide's steps (issue 15). */
  'diy-guide': typeof diyGuide;
  errors: typeof errors;
  home: typeof home;
  industries: typeof industries;
  legal: typeof legal;
  marketplace: typeof marketplace;
  membership: typeof membership;
  nav: typeof nav;
  newsletter: typeof newsletter;
  'next-steps': typeof nextSteps;
  onboarding: typeof onboarding;
  orders: typeof orders;
  pages: typeof pages;
  projects: typeof projects;
  'projects-admin': typeof projectsAdmin;
  roi: typeof roi;
  seo: typeof seo;
  'services-admin': typeof servicesAdmin;
  settings: typeof settings;
  'staff-dashboard': typeof staffDashboard;
  support: typeof support;
  team: typeof team;
  university: typeof university;
  'university-admin': typeof universityAdmin;
  voice: typeof voice;
}

export type Namespace = keyof CatalogResources;

export const NAMESPACES: readonly Namespace[] = [
  'admin',
  'admin-dashboard',
  'admin-emails',
  'admin-orders',
  'admin-users',
  'admin-settings',
  'agents-admin',
  'assistant',
  'auth',
  'billing',
  'blog',
  'blog-admin',
  'booking',
  'business-profile',
  'business-types',
  'campaign-calculator',
  'common',
  'consent',
  'dashboard',
  'diy-guide',
  'errors',
  'home',
  'industries',
  'legal',
  'marketplace',
  'membership',
  'nav',
  'newsletter',
  'next-steps',
  'onboarding',
  'orders',
  'pages',
  'projects',
  'projects-admin',
  'roi',
  'seo',
  'services-admin',
  'settings',
  'staff-dashboard',
  'support',
  'team',
  'university',
  'university-admin',
  'voice',
];

export const DEFAULT_NAMESPACE: Namespace = 'common';

/** One language's catalogs by namespace, as embedded in a server-rendered page or bundled for tests. */
export type LanguageResources = Partial<Record<Namespace, Record<string, unknown>>>;
