import { type BrowserContext, test as base, type ConsoleMessage, expect, type Page } from '@playwright/test';

/** Console errors a test expects (a failed request it provokes on purpose), matched against `url text`. */
export interface ConsoleGuard {
  allow(pattern: RegExp): void;
  /** Every console error and page error seen so far that no pattern allows. */
  unexpected(): string[];
}

/** A signed-out page may log a 401 for `/api/me` (how the app used to learn nobody is signed in): tolerated. */
const ALWAYS_ALLOWED = [/\/api\/me .*status of 401/];

const describeMessage = (message: ConsoleMessage): string => `${message.location().url} ${message.text()}`;

/** Collects console errors and uncaught page errors of every page of a context. */
export function watchConsole(context: BrowserContext): ConsoleGuard {
  const allowed = [...ALWAYS_ALLOWED];
  const seen: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') seen.push(describeMessage(message));
  });
  context.on('weberror', (error) => seen.push(`uncaught ${error.error().message}`));
  return {
    allow: (pattern) => void allowed.push(pattern),
    unexpected: () => seen.filter((line) => !allowed.some((pattern) => pattern.test(line))),
  };
}

/**
 * Sections below the fold hydrate as a visitor nears them (DeferredSection). Tests act on any section at once, so
 * bring each into view the way a visitor scrolling down would, wait until it is interactive, and scroll back.
 */
async function hydrateEverySection(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const start = window.scrollY;
    for (const section of document.querySelectorAll<HTMLElement>('[data-section]')) {
      if (section.dataset.sectionReady) continue;
      section.scrollIntoView({ block: 'center', behavior: 'instant' });
      await new Promise<void>((resolve) => {
        const check = () => (section.dataset.sectionReady ? resolve() : setTimeout(check, 20));
        check();
      });
    }
    window.scrollTo({ top: start, behavior: 'instant' });
  });
}

/**
 * Makes `page.goto` and `page.reload` return once the app is interactive (`<html data-app-ready>`), as a person
 * would wait: public pages are server-rendered and visible before React has hydrated them, and a click on them
 * before then would do nothing. Pages that are not the app (the mailbox, API answers) return at once.
 */
export function waitForAppOnNavigation(page: Page): void {
  const ready = async <T>(navigation: Promise<T>): Promise<T> => {
    const response = await navigation;
    if ((await page.locator('#root').count()) > 0) {
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await hydrateEverySection(page);
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => ready(goto(url, options));
  page.reload = (options) => ready(reload(options));
}

/**
 * `test` with a console guard on the default context (a test fails on any console error it did not expect) and a
 * page whose navigations wait for the app to be interactive.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  page: async ({ page }, use) => {
    waitForAppOnNavigation(page);
    await use(page);
  },
  consoleGuard: [
    async ({ context }, use) => {
      const guard = watchConsole(context);
      await use(guard);
      expect(guard.unexpected(), 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
