// Starts a server-rendered page's scripts after its first contentful paint (decision 008). The HTML and the
// stylesheet are the page; the scripts only make it interactive, so they must neither hold up that paint nor compete
// with it for the connection. A classic script with `defer`, so it can read its own data attributes.
(() => {
  const { entry, preload = '' } = document.currentScript.dataset;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };

  // A hidden tab paints nothing until it is shown: start at once there.
  if (document.visibilityState === 'hidden') return start();
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    // Should the paint never be reported, the page still becomes interactive.
    setTimeout(start, 3000);
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
})();
