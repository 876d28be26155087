import { directionOf } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';

/** The notifier area of spec §9: light theme, top-right, with a close button; library defaults otherwise. */
export const Notifier = () => {
  const { t, i18n } = useTranslation();
  return (
    <Sonner
      position="top-right"
      closeButton
      theme="light"
      dir={directionOf(i18n.language)}
      containerAriaLabel={t('toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  );
};
