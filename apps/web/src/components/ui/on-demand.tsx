import { type ComponentType, cloneElement, type ReactElement, Suspense, useState } from 'react';
import type { LazyPage } from '@/lib/lazy-page';

interface TriggerHandlers {
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
}

interface OnDemandProps {
  /** The real widget (a menu, popover or drawer with its own trigger), opened by `defaultOpen`. */
  widget: LazyPage<ComponentType<{ defaultOpen?: boolean }>>;
  /** A stand-in for the widget's trigger that looks and reads the same (name, aria-haspopup, aria-expanded). */
  placeholder: ReactElement<TriggerHandlers>;
}

/**
 * Keeps a popup widget's code out of the first load: shows `placeholder` until the person points at it, focuses it
 * (the code starts loading) or presses it (the widget replaces it, open). From then on the widget stays.
 */
export function OnDemand({ widget: Widget, placeholder }: OnDemandProps) {
  const [active, setActive] = useState(false);
  const preload = () => void Widget.preload();
  const trigger = cloneElement(placeholder, {
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setActive(true),
  });
  if (!active) return trigger;
  return (
    <Suspense fallback={trigger}>
      <Widget defaultOpen />
    </Suspense>
  );
}
