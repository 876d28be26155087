/**
 * Below-the-fold sections of a server-rendered page hydrate when the visitor nears them (DeferredSection), so the
 * page becomes interactive without hydrating what nobody has seen yet. This module is the page-wide switch: while a
 * server-rendered page is hydrating, new sections wait; `releaseAll` hydrates every waiting section at once (after a
 * navigation or once a signed-in session is known, when their server HTML may no longer be what they would show).
 */
const waiting = new Set<() => void>();
let isDeferring = false;

/** Called before hydrating a server-rendered page: its sections wait until they are needed. */
export function beginDeferredHydration(): void {
  isDeferring = true;
}

/** Whether a section mounting now should keep its server HTML and wait. */
export const isHydrationDeferred = (): boolean => isDeferring;

/** Registers a waiting section's release; returns the unregister function. */
export function waitForRelease(release: () => void): () => void {
  waiting.add(release);
  return () => waiting.delete(release);
}

/** Hydrates every waiting section, and sections mounted from now on no longer wait. */
export function releaseAll(): void {
  isDeferring = false;
  for (const release of [...waiting]) release();
  waiting.clear();
}
