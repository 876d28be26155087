import { BUSINESS_CATEGORIES, type BusinessCategory } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface CategoryChipsProps {
  selected: BusinessCategory | null;
  onToggle: (category: BusinessCategory) => void;
}

/** Toggle buttons, one per category: pressing the selected one again clears it. */
export const CategoryChips = ({ selected, onToggle }: CategoryChipsProps) => {
  const { t } = useTranslation(['industries', 'business-types']);
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('categoryFilter.label')}</legend>
      <div className="flex flex-wrap gap-2">
        {BUSINESS_CATEGORIES.map((category) => {
          const isPressed = category === selected;
          return (
            <button
              key={category}
              type="button"
              aria-pressed={isPressed}
              onClick={() => onToggle(category)}
              className={cn(
                'cursor-pointer rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                isPressed
                  ? 'border-primary-600 bg-primary-600 text-white shadow-sm hover:bg-primary-700'
                  : 'border-slate-200 bg-white text-slate-700 hover:border-primary-300 hover:bg-primary-50 hover:text-primary-800',
              )}
            >
              {t(`business-types:categories.${category}`)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
};
