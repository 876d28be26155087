import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { AdminSearchOption } from './admin-search';

interface SearchOptionProps {
  id: string;
  option: AdminSearchOption;
  query: string;
  formatUsd: (cents: number) => string;
  isActive: boolean;
  onChoose: () => void;
}

/** One result of the search box: a user, an order, or "every user/order matching …". */
export const SearchOption = ({ id, option, query, formatUsd, isActive, onChoose }: SearchOptionProps) => {
  const { t } = useTranslation('admin');
  return (
    // The input keeps the focus (aria-activedescendant) and handles the keys; a click chooses without blurring it.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles Enter and the arrows for every option
    <div
      id={id}
      role="option"
      aria-selected={isActive}
      tabIndex={-1}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      className={cn(
        'mx-1 grid cursor-pointer gap-0.5 rounded-lg px-3 py-2 text-sm',
        isActive ? 'bg-primary-50 text-primary-900 outline-2 outline-primary-600' : 'hover:bg-slate-100',
      )}
    >
      {option.type === 'user' ? (
        <>
          <span className="truncate font-medium text-slate-900" dir="auto">
            {option.user.name || option.user.email}
          </span>
          <span className="truncate text-slate-600" dir="ltr">
            {option.user.email}
          </span>
        </>
      ) : option.type === 'order' ? (
        <>
          <span className="font-medium text-slate-900">
            {option.order.receiptNumber} · {t(`search.kinds.${option.order.kind}`)}
          </span>
          <span className="truncate text-slate-600">
            <span dir="ltr">{option.order.customerEmail}</span> · {formatUsd(option.order.totalCents)}
          </span>
        </>
      ) : (
        <span className="font-medium text-primary-700">
          {t(option.type === 'allUsers' ? 'search.allUsers' : 'search.allOrders', { query })}
        </span>
      )}
    </div>
  );
};
