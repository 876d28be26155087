import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

interface TeamDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** While a request runs the dialog stays open (Escape and the overlay do nothing). */
  isBusy?: boolean;
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** A modal of the team page: focus moves in and is trapped, Escape closes, focus returns to what opened it. */
export const TeamDialog = ({ isOpen, onOpenChange, isBusy = false, title, description, children }: TeamDialogProps) => (
  <Dialog.Root open={isOpen} onOpenChange={(open) => !isBusy && onOpenChange(open)}>
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
      <Dialog.Content className="fixed inset-x-3 top-1/2 z-50 mx-auto grid max-h-[calc(100dvh-1.5rem)] w-auto max-w-lg -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8">
        <div className="grid gap-1">
          <Dialog.Title className="text-xl font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);

export const TeamDialogClose = Dialog.Close;
