import type { ReactNode } from 'react';

/**
 * Words that follow a control's visible text for screen readers only, such as the item a button acts on ("Add to
 * cart" + "(Review Booster)"). The accessible name then starts with what is on screen, so a voice user can say
 * "click Add to cart" (WCAG 2.5.3, label in name); an aria-label that rewords the visible text breaks that.
 */
export const HiddenContext = ({ children }: { children: ReactNode }) => (
  // The space stays outside the span: a name is computed from each element's trimmed text.
  <>
    {' '}
    <span className="sr-only">{children}</span>
  </>
);
