import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { track } from '@/lib/analytics';
import { usePublicSettings } from '@/lib/public-settings';
import { telHref } from '../utils/tel-href';

/** "Don't see your business?" with a button that dials the support phone from the settings (spec §2). */
export const CallUsCard = () => {
  const { t } = useTranslation('industries');
  const { data: settings } = usePublicSettings();
  const phone = settings?.supportPhone.trim();
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl bg-linear-to-br from-primary-600 to-primary-800 p-6 text-white shadow-lg shadow-primary-900/10 sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <div className="grid gap-1">
        <h3 className="text-lg font-semibold">{t('call.title')}</h3>
        <p className="text-sm text-primary-100">{t('call.description')}</p>
      </div>
      {phone ? (
        <a
          href={telHref(phone)}
          onClick={() => track('Contact', { method: 'phone' })}
          className={buttonClasses({
            size: 'lg',
            variant: 'unstyled',
            className:
              'border border-transparent bg-white text-primary-800 hover:bg-primary-50 focus-visible:outline-white',
          })}
        >
          <Phone aria-hidden="true" />
          {t('call.action')} <span dir="ltr">{phone}</span>
        </a>
      ) : null}
    </div>
  );
};
