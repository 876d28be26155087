import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { waitForAppOnNavigation, watchConsole } from './fixtures';

/**
 * A page of its own context (what @axe-core/playwright needs), with the console watched like every other test;
 * `allow` lists console errors the page is expected to log.
 */
export async function axePage(
  browser: Browser,
  { allow = [], ...options }: BrowserContextOptions & { allow?: RegExp[] },
) {
  const context = await browser.newContext(options);
  const guard = watchConsole(context);
  for (const pattern of allow) guard.allow(pattern);
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  const close = async () => {
    await context.close();
    expect(guard.unexpected(), 'unexpected console errors').toEqual([]);
  };
  return { page, close };
}

/** axe-core over the whole page as it is now: no violation of serious or critical impact. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, `serious or critical axe violations on ${label}`).toEqual([]);
}
