import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A side panel built on the Radix dialog: modal, focus trapped, Escape closes, focus returns to the trigger. */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const widths = {
  default: 'w-[min(22rem,calc(100vw-2.5rem))]',
  wide: 'w-[min(26rem,calc(100vw-2.5rem))]',
} as const;

/**
 * Slides in from the inline end (the right in left-to-right pages, the left in right-to-left ones) with CSS only;
 * no motion for visitors who prefer reduced motion.
 */
export const SheetContent = ({
  className,
  width = 'default',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { width?: keyof typeof widths }) => (
  <DialogPrimitive.Portal>
    <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[2px] transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none" />
    <DialogPrimitive.Content
      className={cn(
        'fixed inset-y-0 end-0 z-50 flex h-dvh flex-col bg-white shadow-2xl shadow-slate-950/20 outline-none',
        widths[width],
        'transition-transform duration-300 ease-out ltr:starting:translate-x-full rtl:starting:-translate-x-full motion-reduce:transition-none',
        className,
      )}
      {...props}
    />
  </DialogPrimitive.Portal>
);

export const SheetTitle = ({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) => (
  <DialogPrimitive.Title className={cn('text-base font-semibold text-slate-900', className)} {...props} />
);

export const SheetDescription = DialogPrimitive.Description;
