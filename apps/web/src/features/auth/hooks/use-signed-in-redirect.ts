import { homePathFor } from '@receptiva/shared';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth';
import { isSignOutPending } from '@/lib/sign-out-pending';
import { safeNextPath } from '../utils/safe-next';

export const SIGNED_IN_REDIRECT_DELAY_MS = 100;

/**
 * Spec §2: a visitor who is already signed in leaves /auth after 100 ms (admin → /admin, others → /dashboard), or
 * for the page that sent them here (`?next=`, a path of this site: the team invitation they were accepting).
 * Not while a password-reset link is open: that link must work whoever is signed in on this browser. Nor after a
 * sign-out the server never heard of: the person asked to leave, so the form stays.
 */
export function useSignedInRedirect(): void {
  const { user, role, loading } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isResetLink = searchParams.get('reset') === 'true' && searchParams.has('token');
  const next = safeNextPath(searchParams.get('next'));
  useEffect(() => {
    if (loading || !user || isResetLink || isSignOutPending()) return;
    const timer = setTimeout(
      () => navigate(next ?? homePathFor(role ?? 'user'), { replace: true }),
      SIGNED_IN_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [loading, user, role, navigate, isResetLink, next]);
}
