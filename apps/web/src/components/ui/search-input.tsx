import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from './input';

interface SearchInputProps extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
}

/** A search box with its magnifier at the inline start; label it with `id` and a `<label htmlFor>`. */
export const SearchInput = ({ value, onValueChange, ...props }: SearchInputProps) => (
  <div className="relative">
    <Search
      aria-hidden="true"
      className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
    />
    <Input
      type="search"
      value={value}
      autoComplete="off"
      enterKeyHint="search"
      onChange={(event) => onValueChange(event.target.value)}
      className="ps-9"
      {...props}
    />
  </div>
);
