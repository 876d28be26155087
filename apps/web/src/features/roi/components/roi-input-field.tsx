import type { RoiField, RoiInputError } from '@receptiva/shared';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

interface RoiInputFieldProps {
  id: string;
  field: RoiField;
  value: string;
  error: RoiInputError | undefined;
  onChange: (value: string) => void;
  /** A unit shown inside the input (currency symbol or %); decorative, the label names the unit. */
  prefix?: string;
  suffix?: string;
  max?: number;
  ref?: Ref<HTMLInputElement>;
}

export const RoiInputField = ({ id, field, value, error, onChange, prefix, suffix, max, ref }: RoiInputFieldProps) => {
  const { t } = useTranslation('roi');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t(`fields.${field}.label`, { currency: prefix ?? '' })}
      </label>
      <div className="relative">
        {prefix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-sm text-slate-500"
          >
            {prefix}
          </span>
        ) : null}
        <Input
          ref={ref}
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          max={max}
          step="any"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className={cn('tabular-nums', prefix && (prefix.length > 1 ? 'ps-12' : 'ps-8'), suffix && 'pe-8')}
        />
        {suffix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-sm text-slate-500"
          >
            {suffix}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {t(`errors.${error}`)}
        </p>
      ) : null}
      <p id={hintId} className="text-xs text-slate-500">
        {t(`fields.${field}.hint`)}
      </p>
    </div>
  );
};
