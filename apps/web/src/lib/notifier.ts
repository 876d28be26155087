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

/** The toast now on screen for each slot. */
const shownInSlot = new Map<string, string | number>();

/**
 * Shows a toast in the notifier area. A toast in a `slot` replaces the slot's earlier toast: that one is dismissed
 * and this one gets its own full display time (sonner's in-place update by id keeps the old toast's remaining time,
 * and loses the new text when the old toast is already closing).
 */
export function showNotice(tone: NoticeTone, text: string, options: { slot?: string } = {}): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([ready, import('sonner')]).then(([, { toast }]) => {
    const { slot } = options;
    const previous = slot === undefined ? undefined : shownInSlot.get(slot);
    if (previous !== undefined) toast.dismiss(previous);
    const id = toast[tone](text);
    if (slot !== undefined) shownInSlot.set(slot, id);
  });
}
