import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';

interface CrumbLabel {
  /** The page that named itself: a label is never shown on another page (a detail page left before it cleared). */
  pathname: string;
  label: string;
  /** Product data in its own language (a service's English title), for `lang` on the crumb. */
  lang?: string;
}

interface CrumbLabelContextValue {
  label: CrumbLabel | null;
  setLabel: (label: CrumbLabel | null) => void;
}

const CrumbLabelContext = createContext<CrumbLabelContextValue | null>(null);

/** Around the admin area: lets a detail page name the last breadcrumb ("Jane Doe", "R-1A2B3C4D"). */
export const AdminCrumbLabelProvider = ({ children }: { children: ReactNode }) => {
  const [label, setLabel] = useState<CrumbLabel | null>(null);
  const value = useMemo(() => ({ label, setLabel }), [label]);
  return <CrumbLabelContext value={value}>{children}</CrumbLabelContext>;
};

/**
 * Called by a detail page once its record is loaded: the breadcrumbs end with this label instead of the generic one
 * ("User"). Outside the admin layout it does nothing.
 */
export function useAdminCrumbLabel(label: string | null | undefined, lang?: string): void {
  const setLabel = useContext(CrumbLabelContext)?.setLabel;
  const { pathname } = useLocation();
  useEffect(() => {
    if (!setLabel || !label) return;
    setLabel({ pathname, label, lang });
    return () => setLabel(null);
  }, [setLabel, pathname, label, lang]);
}

/** The label the current page gave its breadcrumb, if it gave one. */
export function useCurrentCrumbLabel(): Omit<CrumbLabel, 'pathname'> | null {
  const label = useContext(CrumbLabelContext)?.label;
  const { pathname } = useLocation();
  return label && label.pathname === pathname ? { label: label.label, lang: label.lang } : null;
}
