/** Runs `task` once the page has loaded and the browser is idle; returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  const schedule = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => !cancelled && task(), { timeout: 2000 });
    else setTimeout(() => !cancelled && task(), 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
  };
}
