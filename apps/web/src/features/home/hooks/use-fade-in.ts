import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * `shown`: visible, no animation (the default, so content never depends on an observer firing);
 * `waiting`: below the fold, hidden until it scrolls into view; `revealed`: faded in.
 */
export type FadeInState = 'shown' | 'waiting' | 'revealed';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Animation only for a person's browser that can observe and has not asked for reduced motion. Automated renderers
 * (prerendering, end-to-end tests) report `navigator.webdriver` and get the content as is.
 */
export function canFadeIn(): boolean {
  if (typeof window === 'undefined' || typeof window.IntersectionObserver !== 'function') return false;
  if (typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches) return false;
  return !window.navigator.webdriver;
}

/**
 * Fades an element in the first time it scrolls into view. Only an element that starts below the fold is hidden
 * (before the first paint, so nothing flickers); anything on screen or above it stays as it is.
 */
export function useFadeIn<T extends Element>(): { ref: RefObject<T | null>; state: FadeInState } {
  const ref = useRef<T>(null);
  const [state, setState] = useState<FadeInState>('shown');

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !canFadeIn()) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setState('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setState('revealed');
        observer.disconnect();
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, state };
}
