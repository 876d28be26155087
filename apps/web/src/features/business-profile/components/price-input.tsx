import { type ComponentProps, useState } from 'react';
import { Input } from '@/components/ui/input';

interface PriceInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange'> {
  cents: number | null;
  onCents: (cents: number | null) => void;
}

/** Dollars as typed, cents in the form: empty is "on request" (null); anything unreadable fails the schema. */
export const PriceInput = ({ cents, onCents, ...props }: PriceInputProps) => {
  const [text, setText] = useState(cents === null || Number.isNaN(cents) ? '' : (cents / 100).toFixed(2));
  return (
    <Input
      {...props}
      inputMode="decimal"
      value={text}
      onChange={(event) => {
        const value = event.target.value;
        setText(value);
        const trimmed = value.trim();
        onCents(
          trimmed === '' ? null : /^\d+(\.\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN,
        );
      }}
    />
  );
};
