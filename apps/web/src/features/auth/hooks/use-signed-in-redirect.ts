import { homePathFor } from '@receptiva/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth';

export const SIGNED_IN_REDIRECT_DELAY_MS = 100;

/** Spec §2: a visitor who is already signed in leaves /auth after 100 ms (admin → /admin, others → /dashboard). */
export function useSignedInRedirect(): void {
  const { user, role, loading } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (loading || !user) return;
    const timer = setTimeout(
      () => navigate(homePathFor(role ?? 'user'), { replace: true }),
      SIGNED_IN_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [loading, user, role, navigate]);
}
