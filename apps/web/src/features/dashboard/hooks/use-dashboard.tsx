import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** 'personal' is the user's own account; a team member with access can switch to the owner's team view. */
export type DashboardView = 'personal' | 'team';

export interface DashboardContextValue {
  currentView: DashboardView;
  /** The team owner whose shared data the team view shows; null in the personal view. */
  currentUserId: string | null;
  showTeamView: (ownerId: string) => void;
  showPersonalView: () => void;
}

/** Where the choice is kept across reloads (spec §2 dashboard context). Not a secret: an owner id and a word. */
export const DASHBOARD_VIEW_STORAGE_KEY = 'receptiva.dashboard-view';

interface StoredView {
  view: DashboardView;
  ownerId: string | null;
}

const PERSONAL: StoredView = { view: 'personal', ownerId: null };

function readStoredView(): StoredView {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(DASHBOARD_VIEW_STORAGE_KEY) ?? 'null');
    const candidate = parsed as Partial<StoredView> | null;
    if (candidate?.view === 'team' && typeof candidate.ownerId === 'string' && candidate.ownerId) {
      return { view: 'team', ownerId: candidate.ownerId };
    }
  } catch {
    // Unreadable storage (private mode, bad JSON) means the default view.
  }
  return PERSONAL;
}

function storeView(value: StoredView): void {
  try {
    globalThis.localStorage?.setItem(DASHBOARD_VIEW_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // The choice then lasts until the page is reloaded.
  }
}

const DashboardContext = createContext<DashboardContextValue | null>(null);

export const DashboardProvider = ({ children }: { children: ReactNode }) => {
  const [stored, setStored] = useState<StoredView>(readStoredView);
  const choose = useCallback((value: StoredView) => {
    storeView(value);
    setStored(value);
  }, []);
  const showTeamView = useCallback((ownerId: string) => choose({ view: 'team', ownerId }), [choose]);
  const showPersonalView = useCallback(() => choose(PERSONAL), [choose]);
  const value = useMemo(
    () => ({ currentView: stored.view, currentUserId: stored.ownerId, showTeamView, showPersonalView }),
    [stored, showTeamView, showPersonalView],
  );
  return <DashboardContext.Provider value={value}>{children}</DashboardContext.Provider>;
};

export function useDashboard(): DashboardContextValue {
  const context = useContext(DashboardContext);
  if (!context) throw new Error('useDashboard must be used within a DashboardProvider');
  return context;
}
