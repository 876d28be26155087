import type { MeResponse, Role } from '@receptiva/shared';
import { type QueryClient, QueryObserver, queryOptions, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import { paths } from '@/config/paths';
import { api } from './api-client';
import { clearStoredAuthKeys } from './auth-storage';
import { browserLocation } from './browser-location';
import { markSignOutPending } from './sign-out-pending';

/** `GET /api/session`: the signed-in user, or null when signed out (always 200, so visitors log no failed request). */
export async function getMe(signal?: AbortSignal): Promise<MeResponse | null> {
  const { me } = await api.get('/api/session', {}, { signal });
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
  signOut: (options?: SignOutOptions) => Promise<void>;
}

export interface SignOutOptions {
  /** A path of this site to land on instead of /auth (the team invitation page comes back to itself). */
  returnTo?: string;
}

interface AuthStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AuthState;
}

type AuthState = Omit<AuthContextValue, 'signOut'>;

/** What a server render shows, and what hydration must reproduce: the session is not known yet. */
const LOADING: AuthState = {
  user: null,
  me: null,
  role: null,
  isMember: false,
  hasTeamAccess: false,
  hasAiAccess: false,
  loading: true,
};

const stateOf = (me: MeResponse | null): AuthState => ({
  user: me?.user ?? null,
  me,
  role: me?.role ?? null,
  isMember: me?.isMember ?? false,
  hasTeamAccess: me?.hasTeamAccess ?? false,
  hasAiAccess: me?.hasAiAccess ?? false,
  loading: false,
});

/** The `/api/session` answer as an external store, one snapshot per answer. */
function createAuthStore(queryClient: QueryClient): AuthStore {
  const observer = new QueryObserver(queryClient, meQueryOptions());
  let snapshot = LOADING;
  let snapshotOf: unknown;
  return {
    subscribe: (listener) => observer.subscribe(listener),
    getSnapshot() {
      const { data, isPending } = observer.getCurrentResult();
      const source = isPending ? undefined : (data ?? null);
      if (source !== snapshotOf) {
        snapshotOf = source;
        snapshot = source === undefined ? LOADING : stateOf(source);
      }
      return snapshot;
    },
  };
}

/** Runs a server call, logging a failure as a warning; true when it succeeded. */
const warnOnFailure = async (label: string, call: () => Promise<{ error: unknown }>): Promise<boolean> => {
  try {
    const { error } = await call();
    if (!error) return true;
    console.warn(`${label} failed`, error);
  } catch (error) {
    console.warn(`${label} failed`, error);
  }
  return false;
};

interface AuthContextInternals {
  store: AuthStore;
  signOut: (options?: SignOutOptions) => Promise<void>;
}

const AuthContext = createContext<AuthContextInternals | null>(null);

/**
 * The context value never changes: the session is read through an external store. A changing context value would
 * reach into the parts of a server-rendered page that are not hydrated yet and make React discard their HTML
 * (DeferredSection); a store read with useSyncExternalStore hydrates in the server's (loading) state instead.
 */
export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const queryClient = useQueryClient();
  const [store] = useState(() => createAuthStore(queryClient));

  /** Spec §4: clear stored keys, revoke every session, sign out; land on /auth even when the server fails. */
  const signOut = useCallback(
    async ({ returnTo }: SignOutOptions = {}) => {
      clearStoredAuthKeys();
      // Loaded on demand: the better-auth client is only needed on /auth and when signing out.
      const { authClient } = await import('./auth-client');
      await warnOnFailure('Revoking sessions', () => authClient.revokeSessions());
      if (!(await warnOnFailure('Sign-out', () => authClient.signOut()))) markSignOutPending();
      queryClient.clear();
      browserLocation.assign(returnTo ?? paths.auth.getHref());
    },
    [queryClient],
  );

  const value = useMemo(() => ({ store, signOut }), [store, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
};

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  const { store, signOut } = context;
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, () => LOADING);
  return useMemo(() => ({ ...state, signOut }), [state, signOut]);
}
