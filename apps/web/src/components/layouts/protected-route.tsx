import { canOpenDashboard, hasRole, type StoredRole } from '@receptiva/shared';
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

/** The route guard rules of spec §2, in their order. */
export const ProtectedRoute = ({ requireAuth, requiredRole, children }: ProtectedRouteProps) => {
  const { user, me, role, loading } = useAuth();
  const { pathname } = useLocation();
  const isDashboard = pathname.replace(/\/+$/, '') === paths.dashboard.path;

  if (loading) return <FullScreenLoader />;
  if (requireAuth && !user) return <Navigate to={paths.auth.getHref()} replace />;
  if (me && isDashboard && !canOpenDashboard(me)) {
    return <Navigate to={paths.membershipPromo.getHref()} replace />;
  }
  if (requiredRole) {
    if (!role) return <FullScreenLoader />;
    if (!hasRole(role, requiredRole)) return <Navigate to={paths.dashboard.getHref()} replace />;
  }
  return children ?? <Outlet />;
};
