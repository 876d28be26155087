import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { MainMenu } from './main-menu';
import { MenuFlyoutButton } from './menu-flyout-button';

/** Desktop (md and up): the Menu popover. Modal, so focus stays inside until it closes. */
export const MenuFlyoutPopover = ({ defaultOpen = false }: { defaultOpen?: boolean }) => {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Popover open={open} onOpenChange={setOpen} modal>
      <PopoverTrigger asChild>
        <MenuFlyoutButton />
      </PopoverTrigger>
      <PopoverContent aria-label={t('menu.title')} className="w-[min(42rem,calc(100vw-1.5rem))]">
        <MainMenu variant="popover" onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
};
