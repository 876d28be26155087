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

/** Opens once, 15 s after mounting, unless it already opened in this visit or another dialog is open then. */
export function useBookingPopup() {
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    if (wasShown()) return;
    const timer = window.setTimeout(() => {
      if (wasShown() || isAnotherDialogOpen()) return;
      markShown();
      setIsOpen(true);
    }, BOOKING_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return { isOpen, setIsOpen };
}
