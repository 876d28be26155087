import { ChevronDown, Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { MainMenu } from './main-menu';

/** Desktop (md and up): the header's Menu button and its popover. Modal, so focus stays inside until it closes. */
export const MenuFlyout = () => {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen} modal>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="sm" className="group hidden md:inline-flex">
          <Menu aria-hidden="true" />
          {t('header.menu')}
          <ChevronDown
            aria-hidden="true"
            className="text-slate-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label={t('menu.title')} className="w-[min(42rem,calc(100vw-1.5rem))]">
        <MainMenu variant="popover" onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
};
