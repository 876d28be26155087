import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * The navigation state of a change that stays on the page (a search typed into the URL): the reader keeps their
 * place. Set by the caller rather than guessed from the navigation's kind, which also serves links to other pages.
 */
export const KEEP_SCROLL_STATE = { keepScroll: true } as const;

const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;

/**
 * A link opens the next page at its top, or at its `#anchor`; back and forward leave the browser to restore the
 * position it remembers (history.scrollRestoration 'auto'), and a navigation with KEEP_SCROLL_STATE stays put.
 */
export const ScrollOnNavigation = () => {
  const { key, hash, state } = useLocation();
  const navigationType = useNavigationType();
  const renderedKey = useRef(key);

  useLayoutEffect(() => {
    if (key === renderedKey.current) return;
    renderedKey.current = key;
    if (navigationType === 'POP' || keepsScroll(state)) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, state, navigationType]);

  return null;
};
