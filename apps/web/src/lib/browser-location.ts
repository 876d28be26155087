/** Full-page navigation (a fresh document load), used after sign-in and sign-out so no stale state survives. */
export const browserLocation = {
  assign(href: string): void {
    window.location.assign(href);
  },
};
