import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SectionHeadingProps {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  subtitle?: string;
  className?: string;
}

/** A section's eyebrow, h2 and lead paragraph, centred. */
export const SectionHeading = ({ id, eyebrow, title, subtitle, className }: SectionHeadingProps) => (
  <div className={cn('mx-auto max-w-3xl text-center', className)}>
    <p className="text-sm font-semibold text-primary-600 uppercase ltr:tracking-wide">{eyebrow}</p>
    <h2 id={id} className="mt-3 text-3xl font-bold text-balance ltr:tracking-tight text-slate-900 sm:text-4xl">
      {title}
    </h2>
    {subtitle ? <p className="mt-4 text-lg text-pretty text-slate-600">{subtitle}</p> : null}
  </div>
);
