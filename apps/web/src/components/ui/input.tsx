import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Input = ({ className, type = 'text', ...props }: ComponentProps<'input'>) => (
  <input
    type={type}
    className={cn(
      'h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors sm:text-sm',
      'placeholder:text-slate-400 focus-visible:border-primary-500 focus-visible:ring-3 focus-visible:ring-primary-500/25 focus-visible:outline-none',
      'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70 aria-invalid:border-red-500',
      className,
    )}
    {...props}
  />
);
