import type { ComponentProps } from 'react';

/** Brand glyphs (lucide ships none), drawn in the same 24px stroke style as the other icons (paths: Tabler, MIT). */
const Glyph = ({ children, ...props }: ComponentProps<'svg'>) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    {children}
  </svg>
);

export const FacebookIcon = (props: ComponentProps<'svg'>) => (
  <Glyph {...props}>
    <path d="M7 10v4h3v7h4v-7h3l1-4h-4V8a1 1 0 0 1 1-1h3V3h-3a5 5 0 0 0-5 5v2H7" />
  </Glyph>
);

export const InstagramIcon = (props: ComponentProps<'svg'>) => (
  <Glyph {...props}>
    <path d="M4 8a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4z" />
    <path d="M9 12a3 3 0 1 0 6 0a3 3 0 0 0-6 0" />
    <path d="M16.5 7.5v.01" />
  </Glyph>
);

export const YoutubeIcon = (props: ComponentProps<'svg'>) => (
  <Glyph {...props}>
    <path d="M2 8a4 4 0 0 1 4-4h12a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4z" />
    <path d="m10 9 5 3-5 3z" />
  </Glyph>
);

export const WhatsappIcon = (props: ComponentProps<'svg'>) => (
  <Glyph {...props}>
    <path d="m3 21 1.65-3.8a9 9 0 1 1 3.4 2.9L3 21" />
    <path d="M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1" />
  </Glyph>
);

export const XIcon = (props: ComponentProps<'svg'>) => (
  <Glyph {...props}>
    <path d="M4 4l11.733 16h4.267l-11.733 -16z" />
    <path d="M4 20l6.768 -6.768m2.46 -2.46l6.772 -6.772" />
  </Glyph>
);

export const LinkedinIcon = (props: ComponentProps<'svg'>) => (
  <Glyph {...props}>
    <path d="M8 11v5" />
    <path d="M8 8v.01" />
    <path d="M12 16v-5" />
    <path d="M16 16v-3a2 2 0 1 0 -4 0" />
    <path d="M3 7a4 4 0 0 1 4 -4h10a4 4 0 0 1 4 4v10a4 4 0 0 1 -4 4h-10a4 4 0 0 1 -4 -4z" />
  </Glyph>
);

export const TiktokIcon = (props: ComponentProps<'svg'>) => (
  <Glyph {...props}>
    <path d="M21 7.917v4.034a9.948 9.948 0 0 1-5-1.951v4.5a6.5 6.5 0 1 1-8-6.326v4.326a2.5 2.5 0 1 0 4 2V3h4.083A6.005 6.005 0 0 0 21 7.917" />
  </Glyph>
);
