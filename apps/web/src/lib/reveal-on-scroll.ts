/** The class on `<html>` that turns on the scroll-driven fade-in of the home page's sections (styles.css). */
export const REVEAL_ON_SCROLL_CLASS = 'reveal-on-scroll';

/**
 * Sections fade in on scroll for a person's browser; automated ones (end-to-end tests, prerenderers) report
 * `navigator.webdriver` and get the content as is, so what they check is never caught mid-fade.
 */
export function enableRevealOnScroll(): void {
  if (!navigator.webdriver) document.documentElement.classList.add(REVEAL_ON_SCROLL_CLASS);
}
