import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

interface ModalDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** While a request runs the dialog stays open (Escape and the overlay do nothing). */
  isBusy?: boolean;
  title: ReactNode;
  description: ReactNode;
  /**
   * Where the focus goes on closing when no Radix trigger opened the dialog (e.g. the button of a list row), if it is
   * still on the page. Without it Radix returns the focus to the trigger.
   */
  returnFocusTo?: () => HTMLElement | null;
  children: ReactNode;
}

/** A modal form or confirmation: focus moves in and is trapped, Escape closes, focus returns to what opened it. */
export const ModalDialog = ({
  isOpen,
  onOpenChange,
  isBusy = false,
  title,
  description,
  returnFocusTo,
  children,
}: ModalDialogProps) => (
  <Dialog.Root open={isOpen} onOpenChange={(open) => !isBusy && onOpenChange(open)}>
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
      <Dialog.Content
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.();
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
        className="fixed inset-x-3 top-1/2 z-50 mx-auto grid max-h-[calc(100dvh-1.5rem)] w-auto max-w-lg -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8"
      >
        <div className="grid gap-1">
          <Dialog.Title className="text-xl font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);

export const ModalDialogClose = Dialog.Close;
