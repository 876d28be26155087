import { directionOf } from '@receptiva/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';
import { notifierMounted } from '@/lib/notifier';

/** The notifier area of spec §9: light theme, top-right, with a close button; library defaults otherwise. */
export const Notifier = () => {
  const { t, i18n } = useTranslation();
  // Runs after Sonner's own effects (children first), so it is listening when the waiting notices are shown.
  useEffect(() => notifierMounted(), []);
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
