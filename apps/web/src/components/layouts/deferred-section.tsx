import { type ComponentType, memo, type RefObject, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import { isHydrationDeferred, waitForRelease } from '@/lib/deferred-hydration';
import { gatedLazy } from '@/lib/gated-lazy';
import { whenIdle } from '@/lib/when-idle';

interface DeferredSectionProps {
  /** Loads the section's component (a dynamic import). */
  load: () => Promise<ComponentType>;
}

/** Hydrating starts while the section is still half a screen away, so it is ready when it scrolls in. */
const NEAR_VIEWPORT = '50% 0px';

/**
 * A below-the-fold section with its own code and its own Suspense boundary. On a server-rendered page its HTML stays
 * as it is, visible and readable, and hydrates only when the visitor nears it, presses or focuses something in it,
 * or the page releases every section (lib/deferred-hydration); its code is fetched once the browser is idle. A
 * language change before then renders it afresh in the new language. `data-section-ready` marks it interactive.
 *
 * Memoised, and it never re-renders on its own until it renders afresh: an update that reaches a boundary still
 * waiting to hydrate makes React throw its server HTML away.
 */
export const DeferredSection = memo(({ load }: DeferredSectionProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const heldClick = useRef<Element | null>(null);
  const [isDeferred] = useState(isHydrationDeferred);
  const [section] = useState(() => gatedLazy(load, { open: !isDeferred }));
  const [Fresh, setFresh] = useState<ComponentType | null>(null);
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();

  useEffect(() => {
    const container = ref.current;
    if (!container || !isDeferred) return;
    const open = () => section.open();
    const stopWaiting = waitForRelease(open);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
      rootMargin: NEAR_VIEWPORT,
    });
    observer.observe(container);
    // On the window, capturing: React stops a press inside a boundary it cannot hydrate yet at its root container.
    const isInside = (event: Event): event is Event & { target: Element } =>
      event.target instanceof Element && container.contains(event.target);
    const openOnInteraction = (event: Event) => isInside(event) && open();
    // A click before the section's code has arrived would be lost: hold it and replay it once hydrated.
    const holdClick = (event: MouseEvent) => {
      if (container.dataset.sectionReady || !isInside(event)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      heldClick.current = event.target;
      open();
    };
    window.addEventListener('pointerdown', openOnInteraction, { capture: true });
    window.addEventListener('focusin', openOnInteraction, { capture: true });
    window.addEventListener('click', holdClick, { capture: true });

    const renderedLanguage = i18n.language;
    const renderAfresh = (language: string) => {
      if (language === renderedLanguage || container.dataset.sectionReady) return;
      open();
      void section.load().then((component) => setFresh(() => component));
    };
    i18n.on('languageChanged', renderAfresh);

    const prefetch = whenIdle(() => void section.load());
    return () => {
      stopWaiting();
      observer.disconnect();
      window.removeEventListener('pointerdown', openOnInteraction, { capture: true });
      window.removeEventListener('focusin', openOnInteraction, { capture: true });
      window.removeEventListener('click', holdClick, { capture: true });
      i18n.off('languageChanged', renderAfresh);
      prefetch();
    };
  }, [isDeferred, section, i18n]);

  return (
    <div ref={ref} data-section="">
      <Suspense key={Fresh ? 'fresh' : 'server'} fallback={null}>
        {Fresh ? <Fresh /> : <section.Component />}
        <ReadyMarker container={ref} heldClick={heldClick} />
      </Suspense>
    </div>
  );
});

/**
 * Marks the section as interactive once its boundary has hydrated (end-to-end tests wait for it), and replays a click
 * held while it was not.
 */
const ReadyMarker = ({
  container,
  heldClick,
}: {
  container: RefObject<HTMLDivElement | null>;
  heldClick: RefObject<Element | null>;
}) => {
  useEffect(() => {
    if (container.current) container.current.dataset.sectionReady = 'true';
    const target = heldClick.current;
    heldClick.current = null;
    if (target?.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  }, [container, heldClick]);
  return null;
};
