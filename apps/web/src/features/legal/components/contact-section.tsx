import type { PublicSettings } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { telHref } from '@/components/layouts/contact-links';
import { englishText } from './legal-text-blocks';

const linkClass = 'font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800';

/** `/legal#contact`: the support e-mail, phone and business hours from the settings (spec §9). */
export const ContactDetails = ({ settings, brand }: { settings: PublicSettings | undefined; brand: string }) => {
  const { t } = useTranslation('legal');
  const rows = [
    settings?.supportEmail
      ? {
          key: 'email',
          value: (
            <a href={`mailto:${settings.supportEmail}`} className={linkClass} dir="ltr">
              {settings.supportEmail}
            </a>
          ),
        }
      : null,
    settings?.supportPhone
      ? {
          key: 'phone',
          value: (
            <a href={telHref(settings.supportPhone)} className={linkClass} dir="ltr">
              {settings.supportPhone}
            </a>
          ),
        }
      : null,
    settings?.businessHours ? { key: 'hours', value: <span {...englishText}>{settings.businessHours}</span> } : null,
  ].filter((row) => row !== null);
  return (
    <>
      <p>{t('contact.intro', { brand })}</p>
      <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-8">
        {rows.map(({ key, value }) => (
          <div key={key} className="contents">
            <dt className="font-semibold text-slate-900">{t(`contact.${key}` as 'contact.email')}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
};
