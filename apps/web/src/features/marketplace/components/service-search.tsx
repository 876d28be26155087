import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';

/** The marketplace's search field. */
export const ServiceSearch = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => {
  const { t } = useTranslation('marketplace');
  const id = useId();
  return (
    <div className="relative w-full max-w-md">
      <label htmlFor={id} className="sr-only">
        {t('filter.searchLabel')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
      />
      <Input
        id={id}
        type="search"
        value={value}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('filter.searchPlaceholder')}
        onChange={(event) => onChange(event.target.value)}
        className="ps-9"
      />
    </div>
  );
};
