/** Every third-party script we add carries this attribute (its value is the script's id). */
export const SCRIPT_MARKER = 'data-receptiva-script';

const loading = new WeakMap<HTMLScriptElement, Promise<void>>();

/** Only http(s) sources: a `javascript:` or `data:` URL typed into the settings is never executed. */
export function isLoadableScriptUrl(src: string): boolean {
  try {
    const { protocol } = new URL(src, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Adds `<script async src>` to <head> once per id. A second call with the same id and source returns the first
 * call's promise; a new source replaces the old element. Rejects when the script fails to load.
 */
export function loadScript(id: string, src: string): Promise<void> {
  if (!isLoadableScriptUrl(src)) return Promise.reject(new Error(`Refusing to load a script from ${src}`));
  const absolute = new URL(src, window.location.href).href;
  const existing = document.getElementById(id);
  if (existing instanceof HTMLScriptElement && existing.src === absolute) {
    return loading.get(existing) ?? Promise.resolve();
  }
  existing?.remove();

  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = absolute;
  script.setAttribute(SCRIPT_MARKER, id);
  const promise = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`Failed to load script ${absolute}`)), { once: true });
  });
  loading.set(script, promise);
  document.head.appendChild(script);
  return promise;
}

export function removeScript(id: string): void {
  document.getElementById(id)?.remove();
}

/**
 * Runs `task` once the page has loaded and the main thread is idle (requestIdleCallback, else a timeout), so no
 * third-party load competes with the first paint. Returns a cancel function.
 */
export function afterInteractive(task: () => void): () => void {
  let cancelled = false;
  let cancelScheduled = () => {};
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 4000 });
      cancelScheduled = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 1);
      cancelScheduled = () => window.clearTimeout(handle);
    }
  };

  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancelScheduled = () => window.removeEventListener('load', schedule);
  }
  return () => {
    cancelled = true;
    cancelScheduled();
  };
}
