/**
 * Lets the browser handle input and paint before the next step: work split at these points runs as several short
 * tasks instead of one long one that would block the page (Total Blocking Time).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
