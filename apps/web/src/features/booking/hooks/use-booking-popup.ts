import { useEffect, useState } from 'react';

/** Spec §9: the booking popup opens 15 s after the home page loads. */
export const BOOKING_POPUP_DELAY_MS = 15_000;
/** Set when the popup has opened, so it does not open again in the same visit (browser tab session). */
export const BOOKING_POPUP_SHOWN_KEY = 'receptiva.bookingPopupShown';

/** Used when sessionStorage is unavailable (blocked storage, some private modes): once per page load. */
let shownWithoutStorage = false;

const wasShown = (): boolean => {
  try {
    return window.sessionStorage.getItem(BOOKING_POPUP_SHOWN_KEY) !== null;
  } catch {
    return shownWithoutStorage;
  }
};

const markShown = (): void => {
  shownWithoutStorage = true;
  try {
    window.sessionStorage.setItem(BOOKING_POPUP_SHOWN_KEY, '1');
  } catch {
    // Storage blocked: the module flag above still keeps it to once per page load.
  }
};

/** Another dialog (voice chat, a menu popover, a native modal) is open: the popup must not cover it. */
const isAnotherDialogOpen = (): boolean =>
  document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null;

const openRequests = new Set<() => void>();

/**
 * Opens the booking popup of the current page now (the voice agent's open_booking_form tool). False when no popup
 * is mounted to open.
 */
export function openBookingPopup(): boolean {
  for (const open of openRequests) open();
  return openRequests.size > 0;
}

/**
 * Opens once, 15 s after mounting, unless it already opened in this visit or another dialog is open then
 * (`autoOpen: false` skips that), and whenever `openBookingPopup()` asks.
 */
export function useBookingPopup({ autoOpen = true }: { autoOpen?: boolean } = {}) {
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    const open = () => {
      markShown();
      setIsOpen(true);
    };
    openRequests.add(open);
    return () => void openRequests.delete(open);
  }, []);

  useEffect(() => {
    if (!autoOpen || wasShown()) return;
    const timer = window.setTimeout(() => {
      if (wasShown() || isAnotherDialogOpen()) return;
      markShown();
      setIsOpen(true);
    }, BOOKING_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoOpen]);

  return { isOpen, setIsOpen };
}
