import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '@/lib/public-settings';

/** Support e-mail and phone from the public settings; nothing while they load. */
export const SupportContact = () => {
  const { t } = useTranslation('auth');
  const { data: settings } = usePublicSettings();
  if (!settings || (!settings.supportEmail && !settings.supportPhone)) return null;

  const linkClass =
    'inline-flex items-center gap-1.5 rounded font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600';
  return (
    <section aria-labelledby="support-heading" className="text-sm text-slate-600">
      <h2 id="support-heading" className="mb-2 font-semibold text-slate-800">
        {t('support.heading')}
      </h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {settings.supportEmail ? (
          <li>
            <span className="sr-only">{t('support.email')}: </span>
            <a href={`mailto:${settings.supportEmail}`} className={linkClass}>
              <Mail aria-hidden="true" className="size-4" />
              <span dir="ltr">{settings.supportEmail}</span>
            </a>
          </li>
        ) : null}
        {settings.supportPhone ? (
          <li>
            <span className="sr-only">{t('support.phone')}: </span>
            <a href={`tel:${settings.supportPhone.replace(/[^+\d]/g, '')}`} className={linkClass}>
              <Phone aria-hidden="true" className="size-4" />
              <span dir="ltr">{settings.supportPhone}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
};
