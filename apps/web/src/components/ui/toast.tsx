import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import type { ToastVariant } from '@/hooks/use-toast';
import { cn } from '@/lib/cn';

export const ToastProvider = ToastPrimitive.Provider;

export const ToastViewport = ({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) => (
  <ToastPrimitive.Viewport
    className={cn(
      'fixed inset-x-0 bottom-0 z-[100] flex max-h-dvh flex-col gap-2 p-4 sm:inset-x-auto sm:end-0 sm:max-w-sm',
      className,
    )}
    {...props}
  />
);

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-600 bg-red-600 text-white',
};

export const Toast = ({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) => (
  <ToastPrimitive.Root
    className={cn(
      'group relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 shadow-lg',
      variantClasses[variant],
      className,
    )}
    {...props}
  />
);

export const ToastTitle = ({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) => (
  <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />
);

export const ToastDescription = ({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) => (
  <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />
);

export const ToastClose = ({
  className,
  label,
  ...props
}: ComponentProps<typeof ToastPrimitive.Close> & { label: string }) => (
  <ToastPrimitive.Close
    aria-label={label}
    className={cn(
      'absolute end-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current',
      className,
    )}
    {...props}
  >
    <X aria-hidden="true" className="size-4" />
  </ToastPrimitive.Close>
);
