import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Card = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    className={cn('rounded-xl border border-slate-200 bg-white text-slate-900 shadow-sm shadow-slate-900/5', className)}
    {...props}
  />
);

/** `spacing="loose"` puts more room between the header's lines (a page's main card). */
export const CardHeader = ({
  className,
  spacing = 'tight',
  ...props
}: ComponentProps<'div'> & { spacing?: 'tight' | 'loose' }) => (
  <div
    className={cn('flex flex-col p-6 pb-0 sm:p-8 sm:pb-0', spacing === 'loose' ? 'gap-4' : 'gap-1.5', className)}
    {...props}
  />
);

/**
 * A card's heading; `as` sets its level so the page outline stays right (a page's main card uses h1, `size="lg"`).
 */
export const CardTitle = ({
  className,
  as: Heading = 'h2',
  size = 'md',
  ...props
}: ComponentProps<'h2'> & { as?: 'h1' | 'h2' | 'h3'; size?: 'md' | 'lg' }) => (
  <Heading
    className={cn('font-semibold tracking-tight text-slate-900', size === 'lg' ? 'text-2xl' : 'text-xl', className)}
    {...props}
  />
);

export const CardDescription = ({ className, ...props }: ComponentProps<'p'>) => (
  <p className={cn('text-sm text-slate-600', className)} {...props} />
);

export const CardContent = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('p-6 sm:p-8', className)} {...props} />
);

export const CardFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex items-center border-t border-slate-100 px-6 py-5 sm:px-8', className)} {...props} />
);
