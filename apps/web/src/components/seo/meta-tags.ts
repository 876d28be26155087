import type { LanguageAlternate, SiteLanguage } from '@receptiva/shared';

/** Everything one page says about itself in <head>. */
export interface MetaTags {
  /** The full document title ("{page} · {brand}"). */
  title: string;
  description: string;
  siteName: string;
  /** Canonical URL (also og:url); null leaves none (pages that must not be indexed). */
  url: string | null;
  /** hreflang alternates; empty for pages that must not be indexed. */
  alternates: LanguageAlternate[];
  language: SiteLanguage;
  type: 'website' | 'article';
  image?: string;
  noIndex: boolean;
}

/** Open Graph locales of the 14 site languages (Facebook's list, hence ar_AR). */
export const OG_LOCALES: Record<SiteLanguage, string> = {
  en: 'en_US',
  zh: 'zh_CN',
  hi: 'hi_IN',
  es: 'es_ES',
  fr: 'fr_FR',
  ar: 'ar_AR',
  pt: 'pt_BR',
  ru: 'ru_RU',
  ja: 'ja_JP',
  de: 'de_DE',
  ko: 'ko_KR',
  it: 'it_IT',
  he: 'he_IL',
  fa: 'fa_IR',
};

/** Elements this module created or took over carry this attribute. */
export const SEO_MARKER = 'data-receptiva-seo';

/** One element of <head> that describes the page, as tag name and attributes (the DOM and the server build both). */
export interface HeadElement {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

/** The elements for `tags`, in a stable order; the title is separate (document.title, or <title> on the server). */
export function headElements(tags: MetaTags): HeadElement[] {
  const meta = (key: 'name' | 'property', name: string, content: string | null | undefined): HeadElement[] =>
    content ? [{ tag: 'meta', attributes: { [key]: name, content } }] : [];
  return [
    ...meta('name', 'description', tags.description),
    ...meta('name', 'robots', tags.noIndex ? 'noindex' : null),
    ...meta('property', 'og:title', tags.title),
    ...meta('property', 'og:description', tags.description),
    ...meta('property', 'og:type', tags.type),
    ...meta('property', 'og:url', tags.url),
    ...meta('property', 'og:site_name', tags.siteName),
    ...meta('property', 'og:locale', OG_LOCALES[tags.language]),
    ...Object.entries(OG_LOCALES)
      .filter(([code]) => code !== tags.language)
      .flatMap(([, locale]) => meta('property', 'og:locale:alternate', locale)),
    ...meta('property', 'og:image', tags.image),
    ...meta('name', 'twitter:card', tags.image ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:title', tags.title),
    ...meta('name', 'twitter:description', tags.description),
    ...meta('name', 'twitter:image', tags.image),
    ...(tags.url ? [{ tag: 'link' as const, attributes: { rel: 'canonical', href: tags.url } }] : []),
    ...tags.alternates.map(({ hreflang, href }) => ({
      tag: 'link' as const,
      attributes: { rel: 'alternate', hreflang, href },
    })),
  ];
}

/** Replaces the page's description elements in <head> (the index.html defaults and the server's carry the marker). */
export function applyMetaTags(tags: MetaTags): void {
  document.title = tags.title;
  for (const element of document.head.querySelectorAll(`[${SEO_MARKER}]:not(script)`)) element.remove();
  for (const { tag, attributes } of headElements(tags)) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(SEO_MARKER, '');
    document.head.appendChild(element);
  }
}

/**
 * Several components may describe the page at once: the route-level defaults (RouteMeta, in the root layout) and a
 * page's own PageMeta. The most recent 'page' entry wins over any 'route' entry, whatever the mount order.
 */
export type MetaPriority = 'route' | 'page';

export interface Entry {
  priority: MetaPriority;
  tags: MetaTags | null;
}

const entries: Entry[] = [];

/** The tags that describe the page: the latest 'page' entry, else the latest of any. */
export const winningTags = (candidates: readonly Entry[]): MetaTags | null =>
  (
    candidates.findLast((entry) => entry.priority === 'page' && entry.tags) ??
    candidates.findLast((entry) => entry.tags)
  )?.tags ?? null;

const render = (): void => {
  const winner = winningTags(entries);
  if (winner) applyMetaTags(winner);
};

export function registerMeta(priority: MetaPriority): { update(tags: MetaTags): void; remove(): void } {
  const entry: Entry = { priority, tags: null };
  entries.push(entry);
  return {
    update(tags) {
      entry.tags = tags;
      render();
    },
    remove() {
      const index = entries.indexOf(entry);
      if (index >= 0) entries.splice(index, 1);
      render();
    },
  };
}
