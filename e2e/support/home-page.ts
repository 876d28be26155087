import { expect, type Locator, type Page } from '@playwright/test';

/** lib/consent.ts: the stored choice (versioned record in localStorage). */
export const CONSENT_STORAGE_KEY = 'receptiva.consent';
/** features/booking/hooks/use-booking-popup.ts: set once the popup opened in this tab's session. */
export const BOOKING_POPUP_SHOWN_KEY = 'receptiva.bookingPopupShown';

/** The visitor already chose (no consent banner over the bottom of the page). Call before the first goto. */
export async function decideConsent(page: Page, { marketing = false } = {}): Promise<void> {
  await page.addInitScript(
    ({ key, marketing }) => localStorage.setItem(key, JSON.stringify({ version: 1, marketing, decidedAt: '' })),
    { key: CONSENT_STORAGE_KEY, marketing },
  );
}

/** The booking popup already opened in this tab's session, so it does not open 15 s after / loads. */
export async function skipBookingPopup(page: Page): Promise<void> {
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), BOOKING_POPUP_SHOWN_KEY);
}

/** For tests about something else: consent decided ('Necessary only') and no booking popup. */
export async function quietHomePage(page: Page): Promise<void> {
  await decideConsent(page);
  await skipBookingPopup(page);
}

/** The cookie-consent banner (a region named by its heading). */
export const consentBanner = (page: Page): Locator => page.getByRole('region', { name: 'Your privacy, your choice' });

/** The booking popup (a dialog named by its title). */
export const bookingPopup = (page: Page): Locator => page.getByRole('dialog', { name: 'Book your free demo' });

/** Waits until the element's top edge is at the top of the viewport (what scrollIntoView({ block: 'start' }) does). */
export async function expectScrolledTo(page: Page, selector: string): Promise<void> {
  await expect
    .poll(
      async () =>
        page.locator(selector).evaluate((element) => {
          const { top } = element.getBoundingClientRect();
          // Near the top, or as far as the page could scroll (the section is the last thing on a short page).
          const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
          return Math.abs(top) <= 100 || (atBottom && top >= 0 && top < window.innerHeight);
        }),
      { message: `${selector} scrolled to the top of the viewport` },
    )
    .toBe(true);
}
