import { MEMBERSHIP_PRICES, TERMS_DOCUMENT_VERSION } from '@receptiva/shared';
import { forwardRef, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/layouts/external-link';
import { paths } from '@/config/paths';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { usePublicSettings } from '@/lib/public-settings';

const TEXT_SECTIONS = [
  {
    title: 'consent.sections.payment.title',
    points: [
      'consent.sections.payment.setup',
      'consent.sections.payment.monthly',
      'consent.sections.payment.commitment',
      'consent.sections.payment.window',
      'consent.sections.payment.guarantee',
    ],
  },
  {
    title: 'consent.sections.critical.title',
    points: [
      'consent.sections.critical.liability',
      'consent.sections.critical.termination',
      'consent.sections.critical.uptime',
      'consent.sections.critical.changes',
    ],
  },
  {
    title: 'consent.sections.arbitration.title',
    points: [
      'consent.sections.arbitration.binding',
      'consent.sections.arbitration.classAction',
      'consent.sections.arbitration.smallClaims',
    ],
  },
  {
    title: 'consent.sections.additional.title',
    points: [
      'consent.sections.additional.discount',
      'consent.sections.additional.law',
      'consent.sections.additional.entire',
    ],
  },
] as const;

const LEGAL_LINKS = [
  { key: 'consent.sections.legal.terms', href: paths.legal.getHref('terms') },
  { key: 'consent.sections.legal.payment', href: paths.legal.getHref('payment') },
  { key: 'consent.sections.legal.privacy', href: paths.legal.getHref('privacy') },
] as const;

const linkClass = 'font-semibold text-primary-700 underline underline-offset-2';

/** Opens /legal in a new tab (at the section), so reading it does not close the dialog and lose its progress. */
const LegalLink = ({ href, children }: { href: string; children: string | undefined }) => (
  <ExternalLink href={href} className={linkClass}>
    {children}
  </ExternalLink>
);

/** "Our <link>Terms of Service</link> govern…": the tagged words become the link, in any language's word order. */
const TextWithLink = ({ text, href }: { text: string; href: string }) => {
  const match = /^(.*)<link>(.*)<\/link>(.*)$/s.exec(text);
  if (!match) return <LegalLink href={href}>{text}</LegalLink>;
  const [, before, label, after] = match;
  return (
    <>
      {before}
      <LegalLink href={href}>{label}</LegalLink>
      {after}
    </>
  );
};

/** The scrollable terms of the consent dialog (spec §2): every part the spec lists, then the version note. */
export const ConsentDocument = forwardRef<HTMLElement, { onScroll: (event: UIEvent<HTMLElement>) => void }>(
  ({ onScroll }, ref) => {
    const { t } = useTranslation('membership');
    const formatUsd = useFormatUsd();
    const { data: settings } = usePublicSettings();
    const vars = {
      setupFee: formatUsd(MEMBERSHIP_PRICES.setupFeeCents),
      monthly: formatUsd(MEMBERSHIP_PRICES.monthlyCents),
      annual: formatUsd(MEMBERSHIP_PRICES.annualCents),
      version: TERMS_DOCUMENT_VERSION,
    };
    const renderSection = (section: (typeof TEXT_SECTIONS)[number]) => (
      <section key={section.title} className="mb-4">
        <h3 className="mb-1 font-semibold text-slate-900">{t(section.title)}</h3>
        <ul className="list-disc space-y-1 ps-5">
          {section.points.map((point) => (
            <li key={point}>{t(point, vars)}</li>
          ))}
        </ul>
      </section>
    );
    return (
      // A focusable region, so arrow keys, Page Down and Space scroll it (and count as reading it).
      <section
        ref={ref}
        aria-label={t('consent.documentLabel')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        onScroll={onScroll}
        data-testid="consent-document"
        className="h-64 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 focus-visible:outline-2 focus-visible:outline-primary-600 sm:h-72"
      >
        {TEXT_SECTIONS.slice(0, 1).map(renderSection)}
        <section className="mb-4">
          <h3 className="mb-1 font-semibold text-slate-900">{t('consent.sections.legal.title')}</h3>
          <ul className="list-disc space-y-1 ps-5">
            {LEGAL_LINKS.map(({ key, href }) => (
              <li key={key}>
                <TextWithLink text={t(key)} href={href} />
              </li>
            ))}
          </ul>
        </section>
        {TEXT_SECTIONS.slice(1).map(renderSection)}
        <section className="mb-4">
          <h3 className="mb-1 font-semibold text-slate-900">{t('consent.sections.contact.title')}</h3>
          <p>{t('consent.sections.contact.hours')}</p>
          <p dir="ltr" className="text-start">
            {settings?.supportEmail} · {settings?.supportPhone}
          </p>
        </section>
        <p className="border-t border-slate-200 pt-3 text-xs text-slate-500">{t('consent.versionNote', vars)}</p>
      </section>
    );
  },
);
ConsentDocument.displayName = 'ConsentDocument';
