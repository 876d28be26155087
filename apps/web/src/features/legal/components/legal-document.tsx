import { normalizeLanguage, TERMS_DOCUMENT_VERSION } from '@receptiva/shared';
import { Printer, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBrandName } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { usePublicSettings } from '@/lib/public-settings';
import { legalText } from '../content/legal-text';
import { ContactDetails } from './contact-section';
import { CookiesSection } from './cookies-section';
import { LegalContents } from './legal-contents';
import { LegalSection } from './legal-section';
import { LegalTextBlocks } from './legal-text-blocks';

/**
 * /legal (spec §9): terms, payment, cancellation and refunds, privacy with cookies, arbitration and contact, each an
 * anchor the consent dialog and other pages link to. The version is the one the consent dialog records. Nothing here
 * changes after hydration, so a visitor who arrives at `/legal#payment` stays at the section the browser scrolled to.
 */
export const LegalDocument = () => {
  const { t, i18n } = useTranslation('legal');
  const brand = useBrandName();
  const { data: settings } = usePublicSettings();
  const text = legalText(brand);
  const isEnglish = normalizeLanguage(i18n.language) === 'en';

  return (
    <article className="mx-auto w-full max-w-6xl px-4 pt-12 pb-20 sm:px-6 sm:pt-16 lg:px-8 print:max-w-none print:p-0">
      <header className="grid max-w-3xl gap-4">
        <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1 text-xs font-semibold text-primary-700 print:hidden">
          <Scale aria-hidden="true" className="size-3.5" />
          {t('eyebrow')}
        </span>
        <h1 className="text-3xl font-bold text-balance text-slate-900 ltr:tracking-tight sm:text-5xl">{t('title')}</h1>
        <p className="text-lg text-pretty text-slate-600">{t('intro', { brand })}</p>
        <p className="text-sm font-medium text-slate-700" data-testid="legal-version">
          {t('versionNote', { version: TERMS_DOCUMENT_VERSION })}
        </p>
        {isEnglish ? null : (
          <p className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950" role="note">
            {t('bindingNotice')}
          </p>
        )}
        <Button variant="outline" className="w-fit print:hidden" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t('print')}
        </Button>
      </header>

      <div className="mt-12 grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16">
        <LegalContents />
        <div className="grid max-w-3xl gap-10 leading-relaxed text-slate-700 print:max-w-none print:text-black">
          <LegalSection id="terms">
            <LegalTextBlocks section={text.terms} />
          </LegalSection>
          <LegalSection id="payment">
            <LegalTextBlocks section={text.payment} />
          </LegalSection>
          <LegalSection id="refunds">
            <LegalTextBlocks section={text.refunds} />
          </LegalSection>
          <LegalSection id="privacy">
            <LegalTextBlocks section={text.privacy} />
            <CookiesSection settings={settings} />
          </LegalSection>
          <LegalSection id="arbitration">
            <LegalTextBlocks section={text.arbitration} />
          </LegalSection>
          <LegalSection id="contact">
            <ContactDetails settings={settings} brand={brand} />
          </LegalSection>
        </div>
      </div>
    </article>
  );
};
