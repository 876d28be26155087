import type { ReactNode } from 'react';

// Text that assistive technology must hear differently from how it looks. One module: both go wherever products are
// listed, and as two they were two extra requests on /marketplace.

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

/**
 * Product data that is stored in English and not translated (service titles, descriptions and features, order
 * lines, plan names, demo agents). Marked as English, so a screen reader pronounces it as English, and isolated with
 * its own direction (`dir="auto"`), so it reads left to right inside a right-to-left page; as an inline span it keeps
 * the alignment of the element around it.
 */
export const Untranslated = ({ children }: { children: ReactNode }) => (
  <span lang="en" dir="auto">
    {children}
  </span>
);

/**
 * Product data that may be translated (service texts, order lines): `lang` is the language the text is in, the page's
 * where translated, `en` where it fell back to English (decision 025). Isolated with its own direction like
 * `Untranslated`, so an English fallback reads left to right inside a right-to-left page.
 */
export const ProductText = ({ lang, children }: { lang: string; children: ReactNode }) => (
  <span lang={lang} dir="auto">
    {children}
  </span>
);

/** Passed to `t()` in place of product data, for `WithUntranslated` to find: `t('call.title', { name: DATA_SLOT })`. */
export const DATA_SLOT = '\uE000';

/** A translated sentence with one piece of product data in it (at `DATA_SLOT`), the data marked `Untranslated`. */
export const WithUntranslated = ({ text, data }: { text: string; data: string }) => {
  const at = text.indexOf(DATA_SLOT);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <Untranslated>{data}</Untranslated>
      {text.slice(at + DATA_SLOT.length)}
    </>
  );
};
