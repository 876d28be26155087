import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes } from '@/testing/dashboard-fixtures';
import { defaultSettings, jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** Spec §2 route table, written out literally so a typo in config/paths.ts shows up here. */
const specRoutes: [path: string, heading: string][] = [
  ['/', 'Every call answered. Every customer booked.'],
  ['/pricing', 'Pricing'],
  ['/marketplace', 'Marketplace'],
  ['/membership-promo', 'Membership'],
  ['/blog', 'Advice for busy service businesses'],
  ['/blog/first-post', 'Article not found'],
  ['/university', 'Learn to get the most from your AI receptionist'],
  ['/diy-onboarding', 'Do-it-yourself setup guide'],
  ['/schedule-onboarding', 'Schedule your onboarding call'],
  ['/schedule-onboarding-call', 'Schedule your onboarding call'],
  ['/legal', 'Legal policies'],
  ['/projects', 'Projects and customer success stories'],
  ['/projects/no-such-case-study', 'Case study not found'],
  ['/agents', 'Talk to an AI receptionist for your industry'],
  ['/checkout', 'Checkout'],
  ['/checkout-success', 'Thank you'],
  ['/payment-success', 'Thank you'],
  ['/success', 'Welcome aboard! Here is what happens next'],
  ['/onboarding-form', 'Onboarding form'],
  ['/onboarding-thank-you', 'Thank you! Your onboarding form is on its way'],
  ['/follow-up', "Let's get your AI voice agent live"],
  ['/team-invitation', 'This invitation link is incomplete'],
  ['/dashboard', 'Welcome, Jane'],
  ['/ai-onboarding', 'Set up your AI receptionist'],
  ['/setup', 'Set up your AI receptionist'],
  ['/order-history', 'Order history'],
  ['/staff-dashboard', 'Staff dashboard'],
  ['/staff-dashboard/blog', 'Blog posts'],
  ['/staff-dashboard/blog/new', 'New blog post'],
  ['/admin/outbound-campaign-calculator', 'Outbound campaign calculator'],
  ['/admin', 'Admin dashboard'],
  ['/admin/users', 'Users'],
  ['/admin/users/user-42', 'User details'],
  ['/admin/orders', 'Orders'],
  ['/admin/services', 'Services'],
  ['/admin/support', 'Support tickets'],
  ['/admin/ai-agents', 'AI agents'],
  ['/admin/ai-agents/edit/agent-7', 'Edit AI agent'],
  ['/admin/projects', 'Projects'],
  ['/admin/projects/new', 'New case study'],
  ['/admin/blog', 'Blog posts'],
  ['/admin/blog/new', 'New blog post'],
  ['/admin/university', 'University'],
  ['/admin/settings', 'Settings'],
];

describe('route table', () => {
  it.each(specRoutes)('%s shows its page', async (path, heading) => {
    mockApi({
      me: makeMe({ role: 'admin', isMember: true }),
      routes: {
        ...dashboardRoutes(),
        'GET /api/demo-agents': () => jsonResponse({ agents: [] }),
        'GET /api/services': () => jsonResponse({ viewer: 'member', services: [] }),
        'GET /api/orders': () => jsonResponse({ orders: [], membershipOrders: [] }),
        'GET /api/university': () => jsonResponse({ language: 'en', playlists: [] }),
        'GET /api/university/progress': () => jsonResponse({ watched: [] }),
        'GET /api/admin/university': () => jsonResponse({ playlists: [] }),
        'GET /api/blog/posts': () => jsonResponse({ posts: [], category: null, page: 1, pageSize: 6, total: 0 }),
        'GET /api/blog/posts/first-post': () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'No' } }, 404),
        'GET /api/staff/blog/posts': () => jsonResponse({ posts: [], page: 1, pageSize: 20, total: 0 }),
        'GET /api/admin/users': () => jsonResponse({ users: [], page: 1, pageSize: 25, total: 0 }),
        'GET /api/staff/tickets': () =>
          jsonResponse({
            tickets: [],
            page: 1,
            pageSize: 25,
            total: 0,
            averages: { firstResponseSeconds: null, resolutionSeconds: null },
          }),
        'GET /api/staff/tickets/assignees': () => jsonResponse({ staff: [] }),
        'GET /api/admin/demo-agents': () => jsonResponse({ agents: [], page: 1, pageSize: 25, total: 0 }),
        'GET /api/admin/demo-agents/agent-7': () =>
          jsonResponse({ error: { code: 'VALIDATION_FAILED', message: 'No' } }, 400),
        'GET /api/admin/users/user-42': () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'No' } }, 404),
        'GET /api/projects': () =>
          jsonResponse({ projects: [], industry: null, industries: [], page: 1, pageSize: 9, total: 0 }),
        'GET /api/projects/no-such-case-study': () =>
          jsonResponse({ error: { code: 'NOT_FOUND', message: 'No' } }, 404),
        'GET /api/admin/projects': () => jsonResponse({ projects: [], page: 1, pageSize: 20, total: 0 }),
        'GET /api/admin/orders': () => jsonResponse({ orders: [], page: 1, pageSize: 25, total: 0 }),
        'GET /api/admin/services': () => jsonResponse({ services: [], page: 1, pageSize: 25, total: 0 }),
        'GET /api/admin/campaign-scenarios': () => jsonResponse({ scenarios: [] }),
        'GET /api/admin/settings': () =>
          jsonResponse({
            ...defaultSettings,
            staffNotificationEmail: null,
            teamMemberLimit: 10,
            membershipGraceDays: 14,
          }),
        'GET /api/admin/settings/adapters': () => jsonResponse({ payments: 'test', email: 'outbox', voice: 'local' }),
        'GET /api/onboarding-calls/slots': () =>
          jsonResponse({ businessTimeZone: 'America/New_York', slotMinutes: 30, slots: [] }),
        'GET /api/onboarding-form': () =>
          jsonResponse({
            contactName: 'Jane Doe',
            email: 'jane@example.com',
            business: null,
            details: { services: [], faqs: [], transfers: [], crm: '', calendar: '' },
            compliance: null,
            notes: '',
            lastSubmittedAt: null,
          }),
      },
    });
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole('link', { name: 'Receptiva' })).toHaveAttribute('href', '/');
  });

  it('shows the header with Sign In to a signed-out visitor', async () => {
    mockApi({ me: null });
    renderApp('/pricing');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('shows Admin Panel to an admin and Dashboard to others, with the brand from the settings', async () => {
    mockApi({ me: makeMe({ role: 'admin' }), settings: { ...defaultSettings, brandName: 'Acme Voice' } });
    const admin = renderApp('/pricing');
    expect(await screen.findByRole('link', { name: 'Acme Voice' })).toHaveAttribute('href', '/');
    await admin.user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    admin.unmount();

    mockApi({ me: makeMe({ role: 'member' }) });
    const member = renderApp('/pricing');
    await member.user.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
