import { Menu } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The phone header's menu button (below md). */
export const MobileDrawerButton = (props: ComponentProps<typeof Button>) => {
  const { t } = useTranslation('nav');
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={t('header.openMenu')}
      className="md:hidden"
      {...props}
    >
      <Menu aria-hidden="true" className="size-5" />
    </Button>
  );
};
