import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { BrandMark } from './brand-mark';
import { BookDemoLink, TryAiLiveLink } from './header-links';
import { MainMenu } from './main-menu';
import { MobileDrawerButton } from './mobile-drawer-button';

/** Phones (below md): the side drawer from the inline end, with the same flyout. */
export const MobileDrawerSheet = ({ defaultOpen = false }: { defaultOpen?: boolean }) => {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <MobileDrawerButton />
      </SheetTrigger>
      <SheetContent aria-describedby={undefined}>
        <div className="flex h-16 shrink-0 items-center gap-3 border-b border-slate-100 ps-4 pe-2">
          <BrandMark />
          <SheetTitle className="me-auto">{t('menu.title')}</SheetTitle>
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label={t('header.closeMenu')}>
              <X aria-hidden="true" className="size-5" />
            </Button>
          </SheetClose>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          <MainMenu variant="drawer" onNavigate={close} />
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 border-t border-slate-100 bg-slate-50/80 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <TryAiLiveLink onNavigate={close} size="smTouch" />
          <BookDemoLink onNavigate={close} size="smTouch" />
        </div>
      </SheetContent>
    </Sheet>
  );
};
