import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Card = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    className={cn('rounded-xl border border-slate-200 bg-white text-slate-900 shadow-sm shadow-slate-900/5', className)}
    {...props}
  />
);

export const CardHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col gap-1.5 p-6 pb-0 sm:p-8 sm:pb-0', className)} {...props} />
);

/** A card's heading; `as` sets its level so the page outline stays right (a page's main card uses h1). */
export const CardTitle = ({
  className,
  as: Heading = 'h2',
  ...props
}: ComponentProps<'h2'> & { as?: 'h1' | 'h2' | 'h3' }) => (
  <Heading className={cn('text-xl font-semibold tracking-tight text-slate-900', className)} {...props} />
);

export const CardDescription = ({ className, ...props }: ComponentProps<'p'>) => (
  <p className={cn('text-sm text-slate-600', className)} {...props} />
);

export const CardContent = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('p-6 sm:p-8', className)} {...props} />
);

export const CardFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex items-center border-t border-slate-100 px-6 py-4 sm:px-8', className)} {...props} />
);
