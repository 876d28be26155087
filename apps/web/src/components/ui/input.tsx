import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The look every form control shares (input, textarea, select); each adds its own height. */
export const controlClasses = cn(
  'w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors sm:text-sm',
  'placeholder:text-slate-400 focus-visible:border-primary-500 focus-visible:ring-3 focus-visible:ring-primary-500/25 focus-visible:outline-none',
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70 aria-invalid:border-red-500',
);

/**
 * Values written left to right in every language. In a right-to-left page (ar, he, fa) they stay left to right, so
 * an address or a number is not scrambled as it is typed, and line up with the label at the page's start edge.
 */
const LEFT_TO_RIGHT_TYPES: ReadonlySet<string> = new Set(['email', 'tel', 'password', 'url']);

export const Input = ({ className, type = 'text', dir, ...props }: ComponentProps<'input'>) => {
  const isLeftToRight = LEFT_TO_RIGHT_TYPES.has(type);
  return (
    <input
      type={type}
      dir={dir ?? (isLeftToRight ? 'ltr' : undefined)}
      className={cn(controlClasses, 'h-11', isLeftToRight && 'rtl:text-right', className)}
      {...props}
    />
  );
};
