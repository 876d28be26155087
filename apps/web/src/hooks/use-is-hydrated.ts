import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in a server render and during the browser's hydration of it, true from then on (and at once in a page the
 * browser renders itself). For what depends on browser-only state such as localStorage.
 */
export const useIsHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
