import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Published or draft, in words (not colour alone). */
export const StatusBadge = ({ isPublished }: { isPublished: boolean }) => {
  const { t } = useTranslation('university-admin');
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold',
        isPublished ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-800',
      )}
    >
      {isPublished ? t('status.published') : t('status.draft')}
    </span>
  );
};
