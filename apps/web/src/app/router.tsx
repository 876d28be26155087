import { type RouteObject, useRoutes } from 'react-router';
import { ProtectedRoute } from '@/components/layouts/protected-route';
import { paths } from '@/config/paths';
import { lazyPage } from '@/lib/lazy-page';
import { RootLayout } from './routes/root-layout';

const LandingRoute = lazyPage(() => import('./routes/landing'), 'LandingRoute');
const AuthRoute = lazyPage(() => import('./routes/auth'), 'AuthRoute');
const AgentsRoute = lazyPage(() => import('./routes/agents'), 'AgentsRoute');
const MarketplaceRoute = lazyPage(() => import('./routes/marketplace'), 'MarketplaceRoute');
const UniversityRoute = lazyPage(() => import('./routes/university'), 'UniversityRoute');
const DiyOnboardingRoute = lazyPage(() => import('./routes/diy-onboarding'), 'DiyOnboardingRoute');
const ScheduleOnboardingRoute = lazyPage(() => import('./routes/schedule-onboarding'), 'ScheduleOnboardingRoute');
const LegalRoute = lazyPage(() => import('./routes/legal'), 'LegalRoute');
const SuccessRoute = lazyPage(() => import('./routes/success'), 'SuccessRoute');
const FollowUpRoute = lazyPage(() => import('./routes/follow-up'), 'FollowUpRoute');
const BlogRoute = lazyPage(() => import('./routes/blog'), 'BlogRoute');
const BlogPostRoute = lazyPage(() => import('./routes/blog-post'), 'BlogPostRoute');
const ProjectsRoute = lazyPage(() => import('./routes/projects'), 'ProjectsRoute');
const ProjectRoute = lazyPage(() => import('./routes/project'), 'ProjectRoute');
const DashboardLayout = lazyPage(() => import('./routes/dashboard/layout'), 'DashboardLayout');
const DashboardOverviewRoute = lazyPage(() => import('./routes/dashboard/overview'), 'DashboardOverviewRoute');
const DashboardTeamRoute = lazyPage(() => import('./routes/dashboard/team'), 'DashboardTeamRoute');
const DashboardBillingRoute = lazyPage(() => import('./routes/dashboard/billing'), 'DashboardBillingRoute');
const DashboardOrdersRoute = lazyPage(() => import('./routes/dashboard/orders'), 'DashboardOrdersRoute');
const DashboardSettingsRoute = lazyPage(() => import('./routes/dashboard/settings'), 'DashboardSettingsRoute');
const DashboardAssistantRoute = lazyPage(() => import('./routes/dashboard/assistant'), 'DashboardAssistantRoute');
const DashboardSupportRoute = lazyPage(() => import('./routes/dashboard/support'), 'DashboardSupportRoute');
const DashboardSupportTicketRoute = lazyPage(
  () => import('./routes/dashboard/support-ticket'),
  'DashboardSupportTicketRoute',
);
const StaffLayout = lazyPage(() => import('./routes/staff/staff-layout'), 'StaffLayout');
const StaffWorkQueueRoute = lazyPage(() => import('./routes/staff/staff-work-queue'), 'StaffWorkQueueRoute');
const StaffTicketRoute = lazyPage(() => import('./routes/staff/staff-ticket'), 'StaffTicketRoute');
const StaffOrderRoute = lazyPage(() => import('./routes/staff/staff-order'), 'StaffOrderRoute');
const AdminSupportRoute = lazyPage(() => import('./routes/admin/admin-support'), 'AdminSupportRoute');
const AdminSupportTicketRoute = lazyPage(
  () => import('./routes/admin/admin-support-ticket'),
  'AdminSupportTicketRoute',
);
const TeamInvitationRoute = lazyPage(() => import('./routes/team-invitation'), 'TeamInvitationRoute');
const NewsletterConfirmRoute = lazyPage(() => import('./routes/newsletter-confirm'), 'NewsletterConfirmRoute');
const NewsletterUnsubscribeRoute = lazyPage(
  () => import('./routes/newsletter-unsubscribe'),
  'NewsletterUnsubscribeRoute',
);
const PricingRoute = lazyPage(() => import('./routes/pricing'), 'PricingRoute');
const MembershipPromoRoute = lazyPage(() => import('./routes/membership-promo'), 'MembershipPromoRoute');
const PaymentSuccessRoute = lazyPage(() => import('./routes/payment-success'), 'PaymentSuccessRoute');
const CheckoutRoute = lazyPage(() => import('./routes/checkout'), 'CheckoutRoute');
const CheckoutSuccessRoute = lazyPage(() => import('./routes/checkout-success'), 'CheckoutSuccessRoute');
const OrderHistoryRoute = lazyPage(() => import('./routes/order-history'), 'OrderHistoryRoute');
const SetupRoute = lazyPage(() => import('./routes/setup'), 'SetupRoute');
const OnboardingFormRoute = lazyPage(() => import('./routes/onboarding-form'), 'OnboardingFormRoute');
const OnboardingThankYouRoute = lazyPage(() => import('./routes/onboarding-thank-you'), 'OnboardingThankYouRoute');
const NotFoundRoute = lazyPage(() => import('./routes/not-found'), 'NotFoundRoute');
const AdminLayout = lazyPage(() => import('./routes/admin/admin-layout'), 'AdminLayout');
const AdminDashboardRoute = lazyPage(() => import('./routes/admin/admin-dashboard'), 'AdminDashboardRoute');
const AdminUsersRoute = lazyPage(() => import('./routes/admin/admin-users'), 'AdminUsersRoute');
const AdminUserRoute = lazyPage(() => import('./routes/admin/admin-user'), 'AdminUserRoute');
const AdminBlogRoute = lazyPage(() => import('./routes/admin/admin-blog'), 'AdminBlogRoute');
const AdminBlogEditorRoute = lazyPage(() => import('./routes/admin/admin-blog-editor'), 'AdminBlogEditorRoute');
const AdminServicesRoute = lazyPage(() => import('./routes/admin/admin-services'), 'AdminServicesRoute');
const AdminServiceEditorRoute = lazyPage(
  () => import('./routes/admin/admin-service-editor'),
  'AdminServiceEditorRoute',
);
const AdminAiAgentsRoute = lazyPage(() => import('./routes/admin/admin-ai-agents'), 'AdminAiAgentsRoute');
const AdminAiAgentEditorRoute = lazyPage(
  () => import('./routes/admin/admin-ai-agent-editor'),
  'AdminAiAgentEditorRoute',
);
const AdminUniversityRoute = lazyPage(() => import('./routes/admin/admin-university'), 'AdminUniversityRoute');
const AdminSettingsRoute = lazyPage(() => import('./routes/admin/admin-settings'), 'AdminSettingsRoute');
const AdminEmailsRoute = lazyPage(() => import('./routes/admin/admin-emails'), 'AdminEmailsRoute');
const AdminEmailRoute = lazyPage(() => import('./routes/admin/admin-email'), 'AdminEmailRoute');
const AdminProjectsRoute = lazyPage(() => import('./routes/admin/admin-projects'), 'AdminProjectsRoute');
const AdminProjectEditorRoute = lazyPage(
  () => import('./routes/admin/admin-project-editor'),
  'AdminProjectEditorRoute',
);

const AdminCampaignCalculatorRoute = lazyPage(
  () => import('./routes/admin/admin-campaign-calculator'),
  'AdminCampaignCalculatorRoute',
);
const AdminOrdersRoute = lazyPage(() => import('./routes/admin/admin-orders'), 'AdminOrdersRoute');
const AdminOrderRoute = lazyPage(() => import('./routes/admin/admin-order'), 'AdminOrderRoute');

/** Spec §2 route table. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // Public
      { path: paths.home.path, element: <LandingRoute /> },
      { path: paths.auth.path, element: <AuthRoute /> },
      { path: paths.pricing.path, element: <PricingRoute /> },
      { path: paths.marketplace.path, element: <MarketplaceRoute /> },
      { path: paths.membershipPromo.path, element: <MembershipPromoRoute /> },
      { path: paths.blog.path, element: <BlogRoute /> },
      { path: paths.blogPost.path, element: <BlogPostRoute /> },
      { path: paths.university.path, element: <UniversityRoute /> },
      { path: paths.diyOnboarding.path, element: <DiyOnboardingRoute /> },
      { path: paths.scheduleOnboarding.path, element: <ScheduleOnboardingRoute /> },
      { path: paths.scheduleOnboardingCall.path, element: <ScheduleOnboardingRoute /> },
      { path: paths.legal.path, element: <LegalRoute /> },
      { path: paths.projects.path, element: <ProjectsRoute /> },
      { path: paths.project.path, element: <ProjectRoute /> },
      { path: paths.agents.path, element: <AgentsRoute /> },
      { path: paths.checkout.path, element: <CheckoutRoute /> },
      { path: paths.checkoutSuccess.path, element: <CheckoutSuccessRoute /> },
      { path: paths.paymentSuccess.path, element: <PaymentSuccessRoute /> },
      { path: paths.success.path, element: <SuccessRoute /> },
      { path: paths.onboardingForm.path, element: <OnboardingFormRoute /> },
      { path: paths.onboardingThankYou.path, element: <OnboardingThankYouRoute /> },
      { path: paths.followUp.path, element: <FollowUpRoute /> },
      { path: paths.teamInvitation.path, element: <TeamInvitationRoute /> },
      { path: paths.newsletterConfirm.path, element: <NewsletterConfirmRoute /> },
      { path: paths.newsletterUnsubscribe.path, element: <NewsletterUnsubscribeRoute /> },
      // Signed in
      {
        element: <ProtectedRoute requireAuth />,
        children: [
          {
            path: paths.dashboard.path,
            element: <DashboardLayout />,
            children: [
              { index: true, element: <DashboardOverviewRoute /> },
              { path: paths.dashboardTeam.path, element: <DashboardTeamRoute /> },
              { path: paths.dashboardBilling.path, element: <DashboardBillingRoute /> },
              { path: paths.dashboardOrders.path, element: <DashboardOrdersRoute /> },
              { path: paths.dashboardSettings.path, element: <DashboardSettingsRoute /> },
              { path: paths.dashboardAssistant.path, element: <DashboardAssistantRoute /> },
              { path: paths.dashboardSupport.path, element: <DashboardSupportRoute /> },
              { path: paths.dashboardSupportTicket.path, element: <DashboardSupportTicketRoute /> },
            ],
          },
          { path: paths.aiOnboarding.path, element: <SetupRoute /> },
          { path: paths.setup.path, element: <SetupRoute /> },
          { path: paths.orderHistory.path, element: <OrderHistoryRoute /> },
        ],
      },
      // Member (staff) role, which admins pass: the staff dashboard (issue 18 point 2)
      {
        element: <ProtectedRoute requireAuth requiredRole="member" />,
        children: [
          {
            path: paths.staffDashboard.path,
            element: <StaffLayout />,
            children: [
              { index: true, element: <StaffWorkQueueRoute /> },
              { path: paths.staffTicket.path, element: <StaffTicketRoute /> },
              { path: paths.staffOrder.path, element: <StaffOrderRoute /> },
              { path: paths.staffBlog.path, element: <AdminBlogRoute area="staff" /> },
              { path: paths.staffBlogNew.path, element: <AdminBlogEditorRoute area="staff" /> },
              { path: paths.staffBlogPost.path, element: <AdminBlogEditorRoute area="staff" /> },
            ],
          },
        ],
      },
      // Admin role: the whole admin area (spec §2); staff who open it land on the staff dashboard
      {
        element: <ProtectedRoute requireAuth requiredRole="admin" />,
        children: [
          {
            path: paths.admin.root.path,
            element: <AdminLayout />,
            children: [
              { index: true, element: <AdminDashboardRoute /> },
              { path: paths.admin.users.path, element: <AdminUsersRoute /> },
              { path: paths.admin.user.path, element: <AdminUserRoute /> },
              { path: paths.admin.orders.path, element: <AdminOrdersRoute /> },
              { path: paths.admin.order.path, element: <AdminOrderRoute /> },
              { path: paths.admin.services.path, element: <AdminServicesRoute /> },
              { path: paths.admin.serviceNew.path, element: <AdminServiceEditorRoute /> },
              { path: paths.admin.service.path, element: <AdminServiceEditorRoute /> },
              { path: paths.admin.support.path, element: <AdminSupportRoute /> },
              { path: paths.admin.supportTicket.path, element: <AdminSupportTicketRoute /> },
              { path: paths.admin.aiAgents.path, element: <AdminAiAgentsRoute /> },
              { path: paths.admin.aiAgentNew.path, element: <AdminAiAgentEditorRoute /> },
              { path: paths.admin.aiAgentEdit.path, element: <AdminAiAgentEditorRoute /> },
              { path: paths.admin.projects.path, element: <AdminProjectsRoute /> },
              { path: paths.admin.projectNew.path, element: <AdminProjectEditorRoute /> },
              { path: paths.admin.project.path, element: <AdminProjectEditorRoute /> },
              { path: paths.admin.blog.path, element: <AdminBlogRoute /> },
              { path: paths.admin.blogNew.path, element: <AdminBlogEditorRoute /> },
              { path: paths.admin.blogPost.path, element: <AdminBlogEditorRoute /> },
              { path: paths.admin.university.path, element: <AdminUniversityRoute /> },
              { path: paths.admin.settings.path, element: <AdminSettingsRoute /> },
              { path: paths.admin.emails.path, element: <AdminEmailsRoute /> },
              { path: paths.admin.email.path, element: <AdminEmailRoute /> },
              { path: paths.outboundCampaignCalculator.path, element: <AdminCampaignCalculatorRoute /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/** The route table, in whichever router surrounds it (BrowserRouter in the browser, StaticRouter on the server). */
export const AppRoutes = () => useRoutes(routes);
