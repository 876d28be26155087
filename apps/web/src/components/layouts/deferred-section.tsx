import { type ComponentType, lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';

interface DeferredSectionProps {
  /** Loads the section's component (a dynamic import). */
  load: () => Promise<ComponentType>;
}

/**
 * A below-the-fold section with its own code and its own Suspense boundary. On a server-rendered page its HTML
 * stays as it is, visible and readable, until its code has arrived; React then hydrates it in a task of its own, so
 * hydrating the page is several short tasks rather than one long one. `data-section-ready` marks it interactive.
 */
export const DeferredSection = ({ load }: DeferredSectionProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const [Section] = useState(() => lazy(async () => ({ default: await load() })));
  return (
    <div ref={ref} data-section="">
      <Suspense fallback={null}>
        <Section />
        <ReadyMarker container={ref} />
      </Suspense>
    </div>
  );
};

/** Marks the section as interactive once its boundary has hydrated (end-to-end tests wait for it). */
const ReadyMarker = ({ container }: { container: RefObject<HTMLDivElement | null> }) => {
  useEffect(() => {
    if (container.current) container.current.dataset.sectionReady = 'true';
  }, [container]);
  return null;
};
