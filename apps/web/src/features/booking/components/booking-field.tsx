import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/** The look of the select and textarea, matching the `Input` primitive. */
export const controlClasses =
  'w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors sm:text-sm placeholder:text-slate-400 focus-visible:border-primary-500 focus-visible:ring-3 focus-visible:ring-primary-500/25 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70 aria-invalid:border-red-500';

/** The accessibility attributes a control needs for its hint and its error message. */
export const describedBy = (id: string, { error, hint }: { error?: string; hint?: boolean }) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined,
});

interface BookingFieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** Already translated. */
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** Label, control, error message and hint; pair the control with `describedBy(id, …)`. */
export const BookingField = ({ id, label, required = false, error, hint, children, className }: BookingFieldProps) => (
  <div className={cn('grid content-start gap-1.5', className)}>
    <Label htmlFor={id}>
      {label}
      {required ? (
        <span aria-hidden="true" className="ms-0.5 text-red-600">
          *
        </span>
      ) : null}
    </Label>
    {children}
    {error ? (
      <p id={`${id}-error`} className="text-sm font-medium text-red-700">
        {error}
      </p>
    ) : null}
    {hint ? (
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
    ) : null}
  </div>
);
