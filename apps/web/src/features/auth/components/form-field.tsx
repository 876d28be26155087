import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type FormFieldProps = ComponentProps<'input'> & {
  id: string;
  label: string;
  /** Shows the required marker and sets aria-required; the check itself happens on submit. */
  required?: boolean;
};

export const FormField = ({ id, label, required = false, ...inputProps }: FormFieldProps) => (
  <div className="grid gap-1.5">
    <Label htmlFor={id}>
      {label}
      {required ? (
        <span aria-hidden="true" className="ms-0.5 text-red-600">
          *
        </span>
      ) : null}
    </Label>
    <Input id={id} aria-required={required || undefined} {...inputProps} />
  </div>
);
