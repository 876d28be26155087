import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface RepeatableSectionProps {
  /** Names each item for assistive technology: "Service 2". */
  itemName: string;
  /** One stable key per item (react-hook-form's field ids). */
  keys: string[];
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  renderItem: (index: number) => ReactNode;
}

/** A list the sender grows item by item (services, questions, transfer numbers), each removable. */
export const RepeatableSection = ({
  itemName,
  keys,
  addLabel,
  onAdd,
  onRemove,
  renderItem,
}: RepeatableSectionProps) => {
  const { t } = useTranslation('business-profile');
  return (
    <div className="grid gap-3">
      {keys.length === 0 ? <p className="text-sm text-slate-500">{t('form.empty')}</p> : null}
      {keys.map((key, index) => {
        const label = t('form.itemLabel', { section: itemName, number: index + 1 });
        return (
          <fieldset key={key} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">{label}</legend>
            {renderItem(index)}
            <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => onRemove(index)}>
              <Trash2 aria-hidden="true" />
              {t('form.remove', { item: label })}
            </Button>
          </fieldset>
        );
      })}
      <Button type="button" variant="outline" className="w-fit" onClick={onAdd}>
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </div>
  );
};
