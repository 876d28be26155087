import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalDialog, ModalDialogClose } from '@/components/ui/modal-dialog';
import { showNotice } from '@/lib/notifier';
import { useCloseSupportTicket } from '../api/change-support-ticket';

/** "Close ticket", confirmed first: the ticket becomes resolved (a reply within 14 days reopens it). */
export const CloseTicketButton = ({ ticketId }: { ticketId: string }) => {
  const { t } = useTranslation('support');
  const close = useCloseSupportTicket(ticketId);
  const [isOpen, setOpen] = useState(false);
  const confirm = () =>
    close.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        showNotice('success', t('thread.closed'), { slot: 'support-notice' });
      },
      onError: () => {
        setOpen(false);
        showNotice('error', t('thread.closeFailed'), { slot: 'support-notice' });
      },
    });
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <CheckCircle2 aria-hidden="true" />
        {t('thread.close')}
      </Button>
      <ModalDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        isBusy={close.isPending}
        title={t('thread.closeTitle')}
        description={t('thread.closeText')}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <ModalDialogClose asChild>
            <Button variant="outline" disabled={close.isPending}>
              {t('thread.closeCancel')}
            </Button>
          </ModalDialogClose>
          <Button onClick={confirm} disabled={close.isPending} aria-busy={close.isPending || undefined}>
            {t('thread.closeConfirm')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
};
