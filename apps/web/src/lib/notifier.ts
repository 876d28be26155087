import { useSyncExternalStore } from 'react';

export type NoticeTone = 'error' | 'success' | 'info';

/**
 * The sonner notifier (spec §9) mounts on the first notice, so its code stays out of the first load. A notice
 * waits until the notifier has mounted: sonner drops toasts published before its Toaster subscribes.
 */
let requested = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the mounted notifier once it listens. */
export const notifierMounted = (): void => markReady();

export const useNotifierRequested = (): boolean =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );

/** Shows a toast in the notifier area; `id` replaces an earlier toast with the same id. */
export function showNotice(tone: NoticeTone, text: string, options: { id?: string } = {}): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([ready, import('sonner')]).then(([, { toast }]) => {
    toast[tone](text, options);
  });
}
