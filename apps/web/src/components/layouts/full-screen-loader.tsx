import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** The full-screen 'Loading...' shown while a page loads or the session is checked (spec §2). */
export const FullScreenLoader = () => {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50">
      <Spinner label={t('loading')} showLabel />
    </div>
  );
};
