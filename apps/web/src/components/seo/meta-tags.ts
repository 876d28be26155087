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

type MetaKey = { name: string } | { property: string };

const selectorFor = (key: MetaKey): string =>
  'name' in key ? `meta[name="${key.name}"]` : `meta[property="${key.property}"]`;

function setMeta(key: MetaKey, content: string | null | undefined): void {
  const existing = document.head.querySelector<HTMLMetaElement>(selectorFor(key));
  if (!content) {
    existing?.remove();
    return;
  }
  const element = existing ?? document.createElement('meta');
  if (!existing) {
    if ('name' in key) element.name = key.name;
    else element.setAttribute('property', key.property);
    element.setAttribute(SEO_MARKER, '');
    document.head.appendChild(element);
  }
  element.content = content;
}

function replaceAll<T extends HTMLElement>(selector: string, build: () => T[]): void {
  for (const element of document.head.querySelectorAll(selector)) element.remove();
  for (const element of build()) {
    element.setAttribute(SEO_MARKER, '');
    document.head.appendChild(element);
  }
}

/** Writes the tags into <head>, reusing index.html's static defaults instead of duplicating them. */
export function applyMetaTags(tags: MetaTags): void {
  document.title = tags.title;
  setMeta({ name: 'description' }, tags.description);
  setMeta({ name: 'robots' }, tags.noIndex ? 'noindex' : null);

  setMeta({ property: 'og:title' }, tags.title);
  setMeta({ property: 'og:description' }, tags.description);
  setMeta({ property: 'og:type' }, tags.type);
  setMeta({ property: 'og:url' }, tags.url);
  setMeta({ property: 'og:site_name' }, tags.siteName);
  setMeta({ property: 'og:locale' }, OG_LOCALES[tags.language]);
  setMeta({ property: 'og:image' }, tags.image);
  replaceAll('meta[property="og:locale:alternate"]', () =>
    Object.entries(OG_LOCALES)
      .filter(([code]) => code !== tags.language)
      .map(([, locale]) => {
        const meta = document.createElement('meta');
        meta.setAttribute('property', 'og:locale:alternate');
        meta.content = locale;
        return meta;
      }),
  );

  setMeta({ name: 'twitter:card' }, tags.image ? 'summary_large_image' : 'summary');
  setMeta({ name: 'twitter:title' }, tags.title);
  setMeta({ name: 'twitter:description' }, tags.description);
  setMeta({ name: 'twitter:image' }, tags.image);

  replaceAll('link[rel="canonical"]', () => {
    if (!tags.url) return [];
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = tags.url;
    return [link];
  });
  replaceAll('link[rel="alternate"][hreflang]', () =>
    tags.alternates.map(({ hreflang, href }) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = href;
      return link;
    }),
  );
}

/**
 * Several components may describe the page at once: the route-level defaults (TrackingEffects → RouteMeta) and a
 * page's own PageMeta. The most recent 'page' entry wins over any 'route' entry, whatever the mount order.
 */
export type MetaPriority = 'route' | 'page';

interface Entry {
  priority: MetaPriority;
  tags: MetaTags | null;
}

const entries: Entry[] = [];

const render = (): void => {
  const winner =
    entries.findLast((entry) => entry.priority === 'page' && entry.tags) ?? entries.findLast((entry) => entry.tags);
  if (winner?.tags) applyMetaTags(winner.tags);
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
