import { canOpenDashboard, hasRole, type MeResponse, type StoredRole } from '@receptiva/shared';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { FullScreenLoader } from './full-screen-loader';

interface ProtectedRouteProps {
  requireAuth: boolean;
  requiredRole?: StoredRole;
  /** Defaults to the child routes' `<Outlet />`. */
  children?: ReactNode;
}

/**
 * Where /dashboard sends someone who cannot open it (no membership, no team access): a customer to the membership
 * page (spec §2), staff to their own dashboard and an admin to the admin area.
 */
const dashboardFallbackFor = (role: MeResponse['role']): string => {
  if (role === 'admin') return paths.admin.root.getHref();
  if (role === 'member') return paths.staffDashboard.getHref();
  return paths.membershipPromo.getHref();
};

/** The route guard rules of spec §2, in their order. */
export const ProtectedRoute = ({ requireAuth, requiredRole, children }: ProtectedRouteProps) => {
  const { user, me, role, loading } = useAuth();
  const { pathname } = useLocation();
  // The overview only: the other dashboard pages (team, billing, orders, settings) explain what needs a membership.
  const isDashboard = pathname.replace(/\/+$/, '') === paths.dashboard.path;

  if (loading) return <FullScreenLoader />;
  if (requireAuth && !user) return <Navigate to={paths.auth.getHref()} replace />;
  if (me && isDashboard && !canOpenDashboard(me)) {
    return <Navigate to={dashboardFallbackFor(me.role)} replace />;
  }
  if (requiredRole) {
    if (!role) return <FullScreenLoader />;
    // Staff who open /admin land on their own dashboard (the admin area is for admins only, spec §2).
    if (!hasRole(role, requiredRole)) {
      const fallback = role === 'member' ? paths.staffDashboard.getHref() : paths.dashboard.getHref();
      return <Navigate to={fallback} replace />;
    }
  }
  return children ?? <Outlet />;
};
