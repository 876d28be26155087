import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Spec §9: the agreement unlocks once this share of the document has been seen. */
export const SCROLL_THRESHOLD = 0.75;

/** (scrolled + visible height) / total height, as spec §4 defines it; a document that fits counts as read. */
export const scrolledShare = (element: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>) =>
  element.scrollHeight <= 0 ? 1 : (element.scrollTop + element.clientHeight) / element.scrollHeight;

/**
 * True once the element has been scrolled to the threshold, by wheel, touch or keyboard (all fire `scroll`), and
 * then for good, until `resetKey` changes (the dialog opening again).
 */
export function useScrolledEnough(ref: RefObject<HTMLElement | null>, resetKey: unknown) {
  const [hasScrolledEnough, setScrolledEnough] = useState(false);
  const check = useCallback(() => {
    const element = ref.current;
    if (element && scrolledShare(element) >= SCROLL_THRESHOLD) setScrolledEnough(true);
  }, [ref]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not an input.
  useEffect(() => {
    setScrolledEnough(false);
    check();
  }, [resetKey, check]);
  return { hasScrolledEnough, onScroll: check };
}
