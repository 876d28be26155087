import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A part of the page that could not be read, with a way to ask again. */
export const LoadFailure = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('settings');
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
      <p>{t('loadError')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
};
