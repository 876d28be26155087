import { PhoneCall } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { usePublicSettings } from '@/lib/public-settings';

/** The brand name from the public settings ("Receptiva" is only the default). */
export const useBrandName = (): string => {
  const { t } = useTranslation();
  const { data: settings } = usePublicSettings();
  return settings?.brandName || t('brandName');
};

/** The decorative logo tile shown before the brand name. */
export const BrandMark = ({ className }: { className?: string }) => (
  <span
    aria-hidden="true"
    className={cn(
      'flex size-8 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-primary-500 to-primary-700 text-white shadow-sm shadow-primary-900/20',
      className,
    )}
  >
    <PhoneCall className="size-4" />
  </span>
);
