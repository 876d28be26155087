import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** While working the dialog stays open (Escape and the overlay do nothing). */
  isWorking: boolean;
  title: ReactNode;
  description: ReactNode;
  /** Where the focus goes when the dialog closes (the button that opened it), if it is still on the page. */
  returnFocusTo?: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * A modal that asks before something that cannot be undone. Radix keeps the focus inside while it is open and starts
 * on its first control; on closing, the focus goes back to `returnFocusTo` (there is no Radix trigger to return to).
 */
export const ConfirmDialog = ({
  isOpen,
  onOpenChange,
  isWorking,
  title,
  description,
  returnFocusTo,
  children,
}: ConfirmDialogProps) => (
  <Dialog.Root open={isOpen} onOpenChange={(open) => !isWorking && onOpenChange(open)}>
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
        className="fixed inset-x-3 top-1/2 z-50 mx-auto grid w-auto max-w-lg -translate-y-1/2 gap-4 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8"
      >
        <Dialog.Title className="text-xl font-bold text-slate-900">{title}</Dialog.Title>
        <Dialog.Description className="text-slate-700">{description}</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);
