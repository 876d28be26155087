import businessTypes from '@receptiva/shared/locales/en/business-types.json';
import diyGuide from '@receptiva/shared/locales/en/diy-guide.json';
import admin from '@/locales/en/admin.json';
import adminDashboard from '@/locales/en/admin-dashboard.json';
import adminEmails from '@/locales/en/admin-emails.json';
import adminOrders from '@/locales/en/admin-orders.json';
import adminSettings from '@/locales/en/admin-settings.json';
import adminUsers from '@/locales/en/admin-users.json';
import agentsAdmin from '@/locales/en/agents-admin.json';
import assistant from '@/locales/en/assistant.json';
import auth from '@/locales/en/auth.json';
import billing from '@/locales/en/billing.json';
import blog from '@/locales/en/blog.json';
import blogAdmin from '@/locales/en/blog-admin.json';
import booking from '@/locales/en/booking.json';
import businessProfile from '@/locales/en/business-profile.json';
import campaignCalculator from '@/locales/en/campaign-calculator.json';
import common from '@/locales/en/common.json';
import consent from '@/locales/en/consent.json';
import dashboard from '@/locales/en/dashboard.json';
import errors from '@/locales/en/errors.json';
import home from '@/locales/en/home.json';
import industries from '@/locales/en/industries.json';
import legal from '@/locales/en/legal.json';
import marketplace from '@/locales/en/marketplace.json';
import membership from '@/locales/en/membership.json';
import nav from '@/locales/en/nav.json';
import newsletter from '@/locales/en/newsletter.json';
import nextSteps from '@/locales/en/next-steps.json';
import onboarding from '@/locales/en/onboarding.json';
import orders from '@/locales/en/orders.json';
import pages from '@/locales/en/pages.json';
import projects from '@/locales/en/projects.json';
import projectsAdmin from '@/locales/en/projects-admin.json';
import roi from '@/locales/en/roi.json';
import seo from '@/locales/en/seo.json';
import servicesAdmin from '@/locales/en/services-admin.json';
import settings from '@/locales/en/settings.json';
import staffDashboard from '@/locales/en/staff-dashboard.json';
import support from '@/locales/en/support.json';
import team from '@/locales/en/team.json';
import university from '@/locales/en/university.json';
import universityAdmin from '@/locales/en/university-admin.json';
import voice from '@/locales/en/voice.json';
import type { CatalogResources } from '@/locales/namespaces';

/** Component tests render in English with every catalog at hand, as a server-rendered page has its own. */
export const englishResources: CatalogResources = {
  admin,
  'admin-dashboard': adminDashboard,
  'admin-emails': adminEmails,
  'admin-orders': adminOrders,
  'admin-users': adminUsers,
  'agents-admin': agentsAdmin,
  assistant,
  auth,
  billing,
  blog,
  'admin-settings': adminSettings,
  'blog-admin': blogAdmin,
  'services-admin': servicesAdmin,
  booking,
  'business-profile': businessProfile,
  'campaign-calculator': campaignCalculator,
  'business-types': businessTypes,
  common,
  consent,
  dashboard,
  'diy-guide': diyGuide,
  errors,
  home,
  industries,
  legal,
  marketplace,
  membership,
  nav,
  newsletter,
  'next-steps': nextSteps,
  onboarding,
  orders,
  pages,
  projects,
  'projects-admin': projectsAdmin,
  roi,
  seo,
  settings,
  'staff-dashboard': staffDashboard,
  support,
  team,
  university,
  'university-admin': universityAdmin,
  voice,
};
