import { type PublicSettings, SITE_LANGUAGES } from '@receptiva/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { usePublicSettings } from '@/lib/public-settings';
import { useBrandName } from './page-meta';
import { useServerRender, useSiteOrigin } from './server-render-context';

/** Spec §9: the membership is $6,497 a year. */
export const MEMBERSHIP_PRICE_USD = 6497;

type JsonLdData = Record<string, unknown>;

/** `<` escaped so no value can close the script element if the page is ever serialised (prerendering). */
export const serializeJsonLd = (data: JsonLdData): string => JSON.stringify(data).replace(/</g, '\\u003c');

/** Keeps one `<script type="application/ld+json" id>` in <head> while mounted. */
export const JsonLd = ({ id, data }: { id: string; data: JsonLdData }) => {
  const json = serializeJsonLd(data);
  useServerRender()?.head.addJsonLd(id, json);
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = id;
    script.textContent = json;
    document.getElementById(id)?.remove();
    document.head.appendChild(script);
    return () => script.remove();
  }, [id, json]);
  return null;
};

type ContactSettings = Pick<
  PublicSettings,
  | 'supportPhone'
  | 'supportEmail'
  | 'businessAddress'
  | 'facebookUrl'
  | 'instagramUrl'
  | 'youtubeUrl'
  | 'linkedinUrl'
  | 'xUrl'
  | 'tiktokUrl'
>;

export function organizationJsonLd(brand: string, origin: string, settings: ContactSettings | undefined): JsonLdData {
  const sameAs = [
    settings?.facebookUrl,
    settings?.instagramUrl,
    settings?.youtubeUrl,
    settings?.linkedinUrl,
    settings?.xUrl,
    settings?.tiktokUrl,
  ].filter((url): url is string => Boolean(url));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: brand,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    ...(settings && {
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: settings.supportPhone,
        email: settings.supportEmail,
        availableLanguage: SITE_LANGUAGES.map((language) => language.name),
      },
    }),
    ...(settings?.businessAddress && { address: settings.businessAddress }),
    ...(sameAs.length > 0 && { sameAs }),
  };
}

export function membershipProductJsonLd(
  brand: string,
  origin: string,
  text: { name: string; description: string },
): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: text.name,
    description: text.description,
    brand: { '@type': 'Brand', name: brand },
    offers: {
      '@type': 'Offer',
      price: MEMBERSHIP_PRICE_USD.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${origin}${paths.membershipPromo.getHref()}`,
      seller: { '@id': `${origin}/#organization` },
    },
  };
}

/** JSON-LD Organization: name, URL, logo, contact point (phone, e-mail) and social profiles from the settings. */
export const OrganizationJsonLd = () => {
  const brand = useBrandName();
  const origin = useSiteOrigin();
  const { data: settings } = usePublicSettings();
  return <JsonLd id="jsonld-organization" data={organizationJsonLd(brand, origin, settings)} />;
};

/** JSON-LD Product for the membership ($6,497 a year, USD), in the active language. */
export const MembershipProductJsonLd = () => {
  const { t } = useTranslation('seo');
  const brand = useBrandName();
  const origin = useSiteOrigin();
  const text = { name: t('membership.name', { brand }), description: t('membership.description', { brand }) };
  return <JsonLd id="jsonld-membership" data={membershipProductJsonLd(brand, origin, text)} />;
};
