import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport, and from then on. Without IntersectionObserver
 * (old browsers, tests) it turns true right after mounting. Always false in the first render, so a server render
 * and the browser's hydration agree.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '600px'): boolean {
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, isNear]);

  return isNear;
}
