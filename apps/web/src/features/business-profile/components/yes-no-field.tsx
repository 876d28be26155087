import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProfileFormSection } from '../utils/field-error';

interface YesNoFieldProps extends ProfileFormSection {
  name: string;
  legend: string;
  error?: string;
}

/** A required yes/no question as two radio buttons; the form holds a boolean (undefined until answered). */
export const YesNoField = ({ form, prefix = '', name, legend, error }: YesNoFieldProps) => {
  const { t } = useTranslation('business-profile');
  const id = useId();
  return (
    <Controller
      control={form.control}
      name={`${prefix}${name}`}
      render={({ field }) => (
        <fieldset
          className="grid gap-2"
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
        >
          <legend className="text-sm font-medium text-slate-900">
            {legend}
            <span aria-hidden="true" className="ms-0.5 text-red-600">
              *
            </span>
          </legend>
          <div className="flex gap-6">
            {[true, false].map((value) => (
              <label key={String(value)} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={field.name}
                  ref={value ? field.ref : undefined}
                  className="size-4 accent-primary-600"
                  checked={field.value === value}
                  onChange={() => field.onChange(value)}
                  onBlur={field.onBlur}
                />
                {t(value ? 'compliance.yes' : 'compliance.no')}
              </label>
            ))}
          </div>
          {error ? (
            <p id={`${id}-error`} className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </fieldset>
      )}
    />
  );
};
