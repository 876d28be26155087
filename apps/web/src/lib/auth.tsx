import type { MeResponse, Role } from '@receptiva/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { paths } from '@/config/paths';
import { api } from './api-client';
import { clearStoredAuthKeys } from './auth-storage';
import { browserLocation } from './browser-location';

/** `GET /api/session`: the signed-in user, or null when signed out (always 200, so visitors log no failed request). */
export async function getMe(signal?: AbortSignal): Promise<MeResponse | null> {
  const { me } = await api.get<{ me: MeResponse | null }>(paths.api.session, { signal });
  return me;
}

export const meQueryOptions = () => queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => getMe(signal) });

export interface AuthContextValue {
  user: MeResponse['user'] | null;
  me: MeResponse | null;
  role: Role | null;
  isMember: boolean;
  hasTeamAccess: boolean;
  hasAiAccess: boolean;
  /** True until the first answer of `/api/session`. */
  loading: boolean;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const warnOnFailure = async (label: string, call: () => Promise<{ error: unknown }>): Promise<void> => {
  try {
    const { error } = await call();
    if (error) console.warn(`${label} failed`, error);
  } catch (error) {
    console.warn(`${label} failed`, error);
  }
};

export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(meQueryOptions());
  const me = data ?? null;

  /** Spec §4: clear stored keys, revoke every session, sign out; land on /auth even when the server fails. */
  const signOut = useCallback(async () => {
    clearStoredAuthKeys();
    // Loaded on demand: the better-auth client is only needed on /auth and when signing out.
    const { authClient } = await import('./auth-client');
    await warnOnFailure('Revoking sessions', () => authClient.revokeSessions());
    await warnOnFailure('Sign-out', () => authClient.signOut());
    queryClient.clear();
    browserLocation.assign(paths.auth.getHref());
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: me?.user ?? null,
      me,
      role: me?.role ?? null,
      isMember: me?.isMember ?? false,
      hasTeamAccess: me?.hasTeamAccess ?? false,
      hasAiAccess: me?.hasAiAccess ?? false,
      loading: isPending,
      signOut,
    }),
    [me, isPending, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
};

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
