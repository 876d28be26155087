import type { ServiceCategory } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface CategoryFilterProps {
  categories: readonly ServiceCategory[];
  value: ServiceCategory | 'all';
  onChange: (value: ServiceCategory | 'all') => void;
}

/** Toggle buttons, one per category plus "All". */
export const CategoryFilter = ({ categories, value, onChange }: CategoryFilterProps) => {
  const { t } = useTranslation('marketplace');
  const options: (ServiceCategory | 'all')[] = ['all', ...categories];
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('filter.categoryLabel')}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'h-9 cursor-pointer rounded-full px-4 text-sm font-medium ring-1 transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
            value === option
              ? 'bg-primary-600 text-white ring-primary-600'
              : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
          )}
        >
          {option === 'all' ? t('filter.all') : t(`categories.${option}`)}
        </button>
      ))}
    </fieldset>
  );
};
