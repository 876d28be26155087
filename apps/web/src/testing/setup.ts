import '@testing-library/jest-dom/vitest';
import { cleanup, configure, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { englishResources } from './english-resources';
import { importCatalog } from './import-catalog';

// Pages are lazy: on a busy two-core machine their code can take several seconds to import, which is not a failure.
// A passing test never waits this long; only a failing one does.
configure({ asyncUtilTimeout: 10_000 });

// jsdom gaps used by the scroll on navigation and Radix popovers.
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

await initI18n(i18n, { language: 'en', resources: { en: englishResources }, loadCatalog: importCatalog });

/** House rule: a test fails when anything calls console.error (React warnings included). */
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

/**
 * A dismissed toast unmounts on a sonner timer; left pending past a file's last test it fires into a torn-down
 * window. Dismiss what is on screen and wait until sonner has removed it (fake-timer tests drop their timers).
 */
async function settleToasts(): Promise<void> {
  if (vi.isFakeTimers() || !document.querySelector('[data-sonner-toast]')) return;
  toast.dismiss();
  await waitFor(() => {
    if (document.querySelector('[data-sonner-toast]')) throw new Error('a toast is still leaving');
  });
}

afterEach(async () => {
  await settleToasts();
  cleanup();
  toast.dismiss(); // sonner keeps its queue in a module singleton: start every test with none.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(`console.error was called:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
