import type { ReactNode } from 'react';

interface RevealProps {
  children: ReactNode;
  className?: string;
}

/**
 * Fades its section in as it scrolls into view (spec §2). The animation is CSS alone, driven by the scroll
 * (`animation-timeline: view()` in styles.css), so it costs no script and no layout work while the page hydrates.
 * Browsers without scroll-driven animations, visitors who prefer reduced motion and automated browsers (the page's
 * `reveal-on-scroll` class, lib/reveal-on-scroll.ts) get the section as it is.
 */
export const Reveal = ({ children, className }: RevealProps) => (
  <div data-reveal="" className={className}>
    {children}
  </div>
);
