import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** 'personal' is the user's own account; a team member with access can switch to the owner's team view. */
export type DashboardView = 'personal' | 'team';

export interface DashboardContextValue {
  currentView: DashboardView;
  setCurrentView: (view: DashboardView) => void;
  /** The account whose data the dashboard shows; null means the signed-in user. */
  currentUserId: string | null;
  setCurrentUserId: (userId: string | null) => void;
}

const DashboardContext = createContext<DashboardContextValue | null>(null);

export const DashboardProvider = ({ children }: { children: ReactNode }) => {
  const [currentView, setCurrentView] = useState<DashboardView>('personal');
  const [currentUserId, setCurrentUserId] = useState<string | null>(null);
  const value = useMemo(
    () => ({ currentView, setCurrentView, currentUserId, setCurrentUserId }),
    [currentView, currentUserId],
  );
  return <DashboardContext.Provider value={value}>{children}</DashboardContext.Provider>;
};

export function useDashboard(): DashboardContextValue {
  const context = useContext(DashboardContext);
  if (!context) throw new Error('useDashboard must be used within a DashboardProvider');
  return context;
}
