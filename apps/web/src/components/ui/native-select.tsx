import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClasses } from './input';

/** The browser's own select (its list is native on phones), with the look of the other controls. */
export const NativeSelect = ({ className, ...props }: ComponentProps<'select'>) => (
  <select className={cn(controlClasses, 'h-11 pe-8', className)} {...props} />
);
