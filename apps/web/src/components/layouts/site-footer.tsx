import type { PublicSettings } from '@receptiva/shared';
import { Clock, Cookie, Mail, MapPin, Phone } from 'lucide-react';
import { type ComponentType, Suspense, type SVGProps, useContext, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { openConsentPreferences } from '@/lib/consent';
import { usePublicSettings } from '@/lib/public-settings';
import { BrandMark, useBrandName } from './brand-mark';
import { telHref, whatsappHref } from './contact-links';
import { ExternalLink } from './external-link';
import { FooterSignupContext } from './footer-signup';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  TiktokIcon,
  WhatsappIcon,
  XIcon,
  YoutubeIcon,
} from './social-icons';

const focusRing = 'rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-300';
const linkClass = `text-slate-300 transition-colors hover:text-white ${focusRing}`;
const headingClass = 'text-sm font-semibold text-white';

type SocialKey = 'facebook' | 'instagram' | 'youtube' | 'linkedin' | 'x' | 'tiktok' | 'whatsapp';

/** Each network with a URL in the settings, in a stable order; a null setting hides its link. */
const socialLinks = (settings: PublicSettings | undefined) => {
  if (!settings) return [];
  const links: { key: SocialKey; href: string | null; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
    { key: 'facebook', href: settings.facebookUrl, Icon: FacebookIcon },
    { key: 'instagram', href: settings.instagramUrl, Icon: InstagramIcon },
    { key: 'youtube', href: settings.youtubeUrl, Icon: YoutubeIcon },
    { key: 'linkedin', href: settings.linkedinUrl, Icon: LinkedinIcon },
    { key: 'x', href: settings.xUrl, Icon: XIcon },
    { key: 'tiktok', href: settings.tiktokUrl, Icon: TiktokIcon },
    {
      key: 'whatsapp',
      href: settings.whatsappNumber ? whatsappHref(settings.whatsappNumber, settings.whatsappMessage) : null,
      Icon: WhatsappIcon,
    },
  ];
  return links.filter((link): link is typeof link & { href: string } => Boolean(link.href));
};

const quickLinks = [
  { key: 'pricing', to: paths.pricing.getHref() },
  { key: 'marketplace', to: paths.marketplace.getHref() },
  { key: 'projects', to: paths.projects.getHref() },
  { key: 'blog', to: paths.blog.getHref() },
  { key: 'legal', to: paths.legal.getHref() },
] as const;

/**
 * The footer of every page built on PageLayout: pitch, contact details, social and quick links, the newsletter
 * sign-up (unless the page shows its own: `showSignup`), cookie settings.
 */
export const SiteFooter = ({ showSignup = true }: { showSignup?: boolean }) => {
  const { t } = useTranslation('nav');
  const Signup = useContext(FooterSignupContext);
  const { data: settings } = usePublicSettings();
  const brand = useBrandName();
  const contactId = useId();
  const quickLinksId = useId();
  const socials = socialLinks(settings);

  return (
    <footer className="bg-slate-950 text-sm text-slate-400 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.5fr] lg:px-8 lg:py-16">
        <div className="grid content-start gap-4">
          <p className="flex items-center gap-2.5 text-lg font-bold tracking-tight text-white">
            <BrandMark />
            {brand}
          </p>
          <p className="max-w-sm leading-relaxed text-pretty">{t('footer.pitch')}</p>
          {socials.length > 0 ? (
            <ul aria-label={t('footer.social.title')} className="flex flex-wrap gap-2">
              {socials.map(({ key, href, Icon }) => (
                <li key={key}>
                  <ExternalLink
                    href={href}
                    className="flex size-10 items-center justify-center rounded-full bg-white/5 text-slate-300 ring-1 ring-white/10 transition-colors hover:bg-primary-600 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-300"
                  >
                    <Icon className="size-5" />
                    <span className="sr-only">{t(`footer.social.${key}`, { brand })}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <div className="grid content-start gap-4">
          <h2 id={contactId} className={headingClass}>
            {t('footer.contact.title')}
          </h2>
          {settings ? (
            <ul aria-labelledby={contactId} className="grid gap-3">
              {settings.supportEmail ? (
                <li className="flex items-center gap-2.5">
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-primary-400" />
                  <span className="sr-only">{t('footer.contact.email')}: </span>
                  <a href={`mailto:${settings.supportEmail}`} className={linkClass}>
                    <span dir="ltr">{settings.supportEmail}</span>
                  </a>
                </li>
              ) : null}
              {settings.supportPhone ? (
                <li className="flex items-center gap-2.5">
                  <Phone aria-hidden="true" className="size-4 shrink-0 text-primary-400" />
                  <span className="sr-only">{t('footer.contact.phone')}: </span>
                  <a href={telHref(settings.supportPhone)} className={linkClass}>
                    <span dir="ltr">{settings.supportPhone}</span>
                  </a>
                </li>
              ) : null}
              {settings.businessHours ? (
                <li className="flex items-start gap-2.5">
                  <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-400" />
                  <span>
                    <span className="sr-only">{t('footer.contact.hours')}: </span>
                    {settings.businessHours}
                  </span>
                </li>
              ) : null}
              {settings.businessAddress ? (
                <li className="flex items-start gap-2.5">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-400" />
                  <address className="whitespace-pre-line not-italic">
                    <span className="sr-only">{t('footer.contact.address')}: </span>
                    {settings.businessAddress}
                  </address>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>

        <nav aria-labelledby={quickLinksId} className="grid content-start gap-4">
          <h2 id={quickLinksId} className={headingClass}>
            {t('footer.quickLinks.title')}
          </h2>
          <ul className="grid gap-3">
            {quickLinks.map(({ key, to }) => (
              <li key={key}>
                <Link to={to} className={linkClass}>
                  {t(`footer.quickLinks.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {showSignup && Signup ? (
          // Its own boundary: the sign-up's code may arrive after the page's (a server-rendered page keeps its HTML).
          <Suspense fallback={null}>
            <Signup />
          </Suspense>
        ) : null}
      </div>

      <div className="border-t border-white/10">
        {/* Room below, so the floating buttons in the bottom corners never cover the last line. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 pt-6 pb-24 sm:px-6 lg:px-8">
          <p>{t('footer.copyright', { year: new Date().getFullYear(), brand })}</p>
          <button
            type="button"
            onClick={() => openConsentPreferences()}
            className={`inline-flex cursor-pointer items-center gap-2 ${linkClass}`}
          >
            <Cookie aria-hidden="true" className="size-4" />
            {t('footer.cookieSettings')}
          </button>
        </div>
      </div>
    </footer>
  );
};
