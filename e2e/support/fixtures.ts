import { type BrowserContext, test as base, type ConsoleMessage, expect } from '@playwright/test';

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

/** `test` with a console guard on the default context: a test fails on any console error it did not expect. */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
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
