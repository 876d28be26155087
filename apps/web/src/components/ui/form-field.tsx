import { Slot } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

interface FormFieldProps {
  /** The control's id: the label points at it, and the error and hint ids derive from it. */
  id: string;
  label: ReactNode;
  /** Shows the required marker and sets aria-required; the check itself is the form's schema. */
  required?: boolean;
  /** The field's message, already translated; marks the control invalid. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** One control (`Input`, `Textarea`, `NativeSelect`…): it receives the id and the aria attributes. */
  children: ReactElement;
}

/** The ids of a field's error and hint, in the order a screen reader reads them after the label. */
export const fieldMessageIds = (id: string, { error, hint }: { error?: string; hint?: ReactNode }) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

/**
 * A label, its control, and the field's error and hint, tied together for assistive technology: the control gets
 * `id`, `aria-invalid`, `aria-describedby` (error first, then hint) and `aria-required`.
 */
export const FormField = ({ id, label, required = false, error, hint, className, children }: FormFieldProps) => (
  <div className={cn('grid content-start gap-1.5', className)}>
    <Label htmlFor={id}>
      {label}
      {required ? (
        <span aria-hidden="true" className="ms-0.5 text-red-600">
          *
        </span>
      ) : null}
    </Label>
    <Slot.Root
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={fieldMessageIds(id, { error, hint })}
      aria-required={required || undefined}
    >
      {children}
    </Slot.Root>
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
