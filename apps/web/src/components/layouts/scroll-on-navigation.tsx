import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A link opens the next page at its top, or at its `#anchor`; back and forward leave the browser to restore the
 * position it remembers (history.scrollRestoration 'auto'). A page that only replaces its own query (a search or
 * filter kept in the URL as the visitor types) stays where it is.
 */
export const ScrollOnNavigation = () => {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const rendered = useRef({ key, pathname });

  useLayoutEffect(() => {
    if (key === rendered.current.key) return;
    const isSamePage = pathname === rendered.current.pathname;
    rendered.current = { key, pathname };
    if (navigationType === 'POP') return;
    if (navigationType === 'REPLACE' && isSamePage && !hash) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, pathname, hash, navigationType]);

  return null;
};
