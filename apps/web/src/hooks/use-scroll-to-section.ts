import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/** Spec §9: after navigating to the home page, the section is scrolled to 100 ms later. */
export const SECTION_SCROLL_DELAY_MS = 100;
/** The home page is lazy: on a first visit (or a slow connection) its sections may need a while to exist. */
const RETRY_EVERY_MS = 100;
const GIVE_UP_AFTER_MS = 10_000;

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls to the element with this id (smoothly unless the visitor prefers reduced motion) and moves focus there,
 * so keyboard and screen-reader users continue from the section. False when the element does not exist.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Goes to a section of the home page: on / it scrolls there at once; elsewhere it navigates to / and scrolls after
 * 100 ms (retrying briefly while the lazy home page loads), as spec §2 describes for Book Demo.
 */
export function useScrollToSection(): (id: string) => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: string) => {
      if (pathname === paths.home.path) {
        scrollToSection(id);
        return;
      }
      // Not to /#id: the router would jump to the section without animation as soon as it exists.
      void navigate(paths.home.getHref());
      let waited = 0;
      const attempt = () => {
        if (scrollToSection(id) || waited >= GIVE_UP_AFTER_MS) return;
        waited += RETRY_EVERY_MS;
        window.setTimeout(attempt, RETRY_EVERY_MS);
      };
      window.setTimeout(attempt, SECTION_SCROLL_DELAY_MS);
    },
    [pathname, navigate],
  );
}

/** A plain left click (no modifier): the only click a section link handles itself; others open as usual. */
export const isPlainClick = (event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
