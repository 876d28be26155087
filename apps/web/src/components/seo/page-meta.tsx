import {
  FALLBACK_LANGUAGE,
  LANGUAGE_QUERY_PARAM,
  languageAlternates,
  normalizeLanguage,
  type SiteLanguage,
} from '@receptiva/shared';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePublicSettings } from '@/lib/public-settings';
import { type MetaPriority, type MetaTags, registerMeta } from './meta-tags';
import { useServerRender, useSiteOrigin } from './server-render-context';

export interface PageMetaProps {
  /** The page's own title, translated; the brand is appended ("{title} · {brand}"). */
  title: string;
  /** Translated, about 70–160 characters. */
  description: string;
  type?: 'website' | 'article';
  /** Absolute URL of a share image (1200×630). */
  image?: string;
  /** Pages a search engine should not list (signed-in areas, confirmations, 404). */
  noIndex?: boolean;
  /** The languages the page really exists in (a translated blog post), when not all 14: its hreflang alternates. */
  alternateLanguages?: readonly SiteLanguage[];
  /**
   * The query that makes this URL a page of its own (`?category=reviews&page=2`), normalised by the page: kept in
   * the canonical URL and the alternates, so a second page of a list is not folded into the first.
   */
  canonicalSearch?: string;
}

/** The brand from the public settings, else the catalog's default. */
export const useBrandName = (): string => {
  const { t } = useTranslation();
  const { data: settings } = usePublicSettings();
  return settings?.brandName || t('brandName');
};

/** Builds the page's tags in the active language: into <head> in the browser, into the server render's head. */
export function useMetaTags(props: PageMetaProps, priority: MetaPriority): void {
  const { t, i18n } = useTranslation('seo');
  const { pathname, search } = useLocation();
  const brand = useBrandName();
  const origin = useSiteOrigin();
  const serverRender = useServerRender();
  const language = normalizeLanguage(i18n.language) ?? FALLBACK_LANGUAGE;
  const { title, description, type = 'website', image, noIndex = false, alternateLanguages, canonicalSearch } = props;
  const onlyIn = alternateLanguages?.join(' ');

  // A URL naming its language (?lng=de) is canonical in the language shown; the bare URL is the x-default.
  const languageInUrl = new URLSearchParams(search).has(LANGUAGE_QUERY_PARAM);
  const fullTitle = !title || title === brand ? brand : t('titleTemplate', { page: title, brand });
  const tags = useMemo<MetaTags>(() => {
    const alternates = noIndex
      ? []
      : languageAlternates(origin, pathname, canonicalSearch).filter(
          ({ hreflang }) => onlyIn === undefined || hreflang === 'x-default' || onlyIn.split(' ').includes(hreflang),
        );
    const bare = alternates.find((alternate) => alternate.hreflang === 'x-default')?.href ?? null;
    const url = noIndex
      ? null
      : languageInUrl
        ? (alternates.find((alternate) => alternate.hreflang === language)?.href ?? bare)
        : bare;
    return { title: fullTitle, description, siteName: brand, url, alternates, language, type, image, noIndex };
  }, [
    fullTitle,
    description,
    brand,
    origin,
    pathname,
    canonicalSearch,
    languageInUrl,
    language,
    type,
    image,
    noIndex,
    onlyIn,
  ]);

  serverRender?.head.setMeta(priority, tags);

  const handle = useRef<ReturnType<typeof registerMeta> | null>(null);
  useEffect(() => {
    handle.current = registerMeta(priority);
    return () => {
      handle.current?.remove();
      handle.current = null;
    };
  }, [priority]);

  useEffect(() => {
    handle.current?.update(tags);
  }, [tags]);
}

/**
 * Sets the document title, description, Open Graph and Twitter tags, the canonical link and the hreflang alternates
 * for the page that renders it (taking over from the route-level defaults), in the active language.
 */
export const PageMeta = (props: PageMetaProps) => {
  useMetaTags(props, 'page');
  return null;
};
