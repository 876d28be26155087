import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A link opens the next page at its top, or at its `#anchor`; back and forward leave the browser to restore the
 * position it remembers (history.scrollRestoration 'auto').
 */
export const ScrollOnNavigation = () => {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const renderedKey = useRef(key);

  useLayoutEffect(() => {
    if (key === renderedKey.current) return;
    renderedKey.current = key;
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
};
