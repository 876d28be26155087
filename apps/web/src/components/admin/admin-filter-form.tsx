import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';

interface AdminFilterFormProps {
  /** Makes the search field's id unique on the page: `<idPrefix>-search`. */
  idPrefix: string;
  /** The list's own words: the form's name, the search label and hint, the submit button. */
  texts: { label: string; search: string; searchHint: string; submit: string };
  initialSearch: string;
  /** The trimmed search, sent on submit (the other filters apply at once). */
  onSearch: (search: string) => void;
  /** The filters beside the search, e.g. `AdminSelectFilter`s. */
  children: ReactNode;
}

/** The filter bar of every admin list: a search sent on submit, the list's own filters, and Search. */
export const AdminFilterForm = ({ idPrefix, texts, initialSearch, onSearch, children }: AdminFilterFormProps) => {
  const [search, setSearch] = useState(initialSearch);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search.trim());
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: jsdom, which runs the component tests, has no <search> element yet
    <form role="search" aria-label={texts.label} onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-56 flex-1 gap-1.5">
        <Label htmlFor={`${idPrefix}-search`}>{texts.search}</Label>
        <SearchInput
          id={`${idPrefix}-search`}
          value={search}
          onValueChange={setSearch}
          placeholder={texts.searchHint}
          maxLength={200}
        />
      </div>
      {children}
      <Button type="submit" variant="outline" className="h-11">
        {texts.submit}
      </Button>
    </form>
  );
};

interface AdminSelectFilterProps<Value extends string> {
  id: string;
  label: string;
  /** The first option, which clears the filter ("All statuses"). */
  allLabel: string;
  value: Value | null;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | null) => void;
  className?: string;
}

/** One filter of an admin list that applies as soon as it changes; the empty choice clears it. */
export const AdminSelectFilter = <Value extends string>({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
  className = 'w-44',
}: AdminSelectFilterProps<Value>) => (
  <div className="grid gap-1.5">
    <Label htmlFor={id}>{label}</Label>
    <NativeSelect
      id={id}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || null) as Value | null)}
      className={className}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  </div>
);
