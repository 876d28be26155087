import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { telHref } from '@/components/layouts/contact-links';
import { Untranslated } from '@/components/ui/accessible-text';
import { usePublicSettings } from '@/lib/public-settings';

const linkClass =
  'inline-flex items-center gap-2 rounded font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600';

/** Who to ask while getting started: the support e-mail, phone and business hours from the settings. */
export const NextStepsHelp = () => {
  const { t } = useTranslation('next-steps');
  const { data: settings } = usePublicSettings();
  return (
    <section aria-labelledby="next-steps-help" className="grid gap-3 rounded-2xl bg-slate-100 p-6">
      <h2 id="next-steps-help" className="text-lg font-semibold text-slate-900">
        {t('help.title')}
      </h2>
      <p className="text-slate-700">{t('help.text')}</p>
      {settings ? (
        <ul className="flex flex-wrap gap-x-8 gap-y-2 text-sm text-slate-700">
          {settings.supportEmail ? (
            <li>
              <a href={`mailto:${settings.supportEmail}`} className={linkClass}>
                <Mail aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('help.email')}: </span>
                <span dir="ltr">{settings.supportEmail}</span>
              </a>
            </li>
          ) : null}
          {settings.supportPhone ? (
            <li>
              <a href={telHref(settings.supportPhone)} className={linkClass}>
                <Phone aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('help.phone')}: </span>
                <span dir="ltr">{settings.supportPhone}</span>
              </a>
            </li>
          ) : null}
          {settings.businessHours ? (
            <li>
              <span className="font-medium">{t('help.hours')}:</span>{' '}
              <Untranslated>{settings.businessHours}</Untranslated>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
};
