import { ChevronDown, Menu } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The desktop header's Menu button (md and up). */
export const MenuFlyoutButton = (props: ComponentProps<typeof Button>) => {
  const { t } = useTranslation('nav');
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-haspopup="dialog"
      aria-expanded={false}
      className="group max-md:hidden"
      {...props}
    >
      <Menu aria-hidden="true" />
      {t('header.menu')}
      <ChevronDown
        aria-hidden="true"
        className="text-slate-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
      />
    </Button>
  );
};
