import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { BookingContent } from './booking-content';

interface BookingPopupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The booking popup's dialog: a title, a short pitch and the booking widget or form. */
export const BookingPopupDialog = ({ open, onOpenChange }: BookingPopupDialogProps) => {
  const { t } = useTranslation('booking');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-50 mx-auto max-h-[calc(100dvh-1.5rem)] w-auto max-w-2xl -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl shadow-slate-950/20 focus:outline-none sm:p-8">
          <div className="grid gap-1.5 pe-10">
            <Dialog.Title className="text-2xl font-bold ltr:tracking-tight text-slate-900">
              {t('popup.title')}
            </Dialog.Title>
            <Dialog.Description className="text-slate-600">{t('popup.description')}</Dialog.Description>
          </div>
          <div className="mt-6">
            <BookingContent />
          </div>
          <Dialog.Close
            aria-label={t('popup.close')}
            className="absolute end-3 top-3 flex size-10 cursor-pointer items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
