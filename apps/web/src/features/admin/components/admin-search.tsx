import type { AdminSearchResult } from '@receptiva/shared';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchInput } from '@/components/ui/search-input';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { ADMIN_SEARCH_MIN_LENGTH, useAdminSearch } from '../api/get-admin-search';
import { SearchOption } from './admin-search-option';

export type AdminSearchOption =
  | { type: 'user'; href: string; user: AdminSearchResult['users'][number] }
  | { type: 'order'; href: string; order: AdminSearchResult['orders'][number] }
  | { type: 'allUsers' | 'allOrders'; href: string };

const optionsOf = (result: AdminSearchResult | undefined, query: string): AdminSearchOption[] => {
  const search = `?${new URLSearchParams({ search: query }).toString()}`;
  return [
    ...(result?.users ?? []).map((user) => ({ type: 'user' as const, href: user.href, user })),
    ...(result?.orders ?? []).map((order) => ({ type: 'order' as const, href: order.href, order })),
    { type: 'allUsers', href: `${paths.admin.users.getHref()}${search}` },
    { type: 'allOrders', href: `${paths.admin.orders.getHref()}${search}` },
  ];
};

/**
 * The back office's search box (a combobox, ARIA 1.2 pattern): users by name or e-mail and orders by receipt number
 * or e-mail as you type; arrows move through the results, Enter opens one, Escape closes the list.
 */
export const AdminSearch = () => {
  const { t } = useTranslation('admin');
  const formatUsd = useFormatUsd();
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = value.trim();
  const query = useDebouncedValue(typed, 250);
  const search = useAdminSearch(query);
  const isLong = typed.length >= ADMIN_SEARCH_MIN_LENGTH;
  const isSettled = query === typed && !search.isPlaceholderData && search.isSuccess;
  const options = isLong ? optionsOf(isSettled ? search.data : undefined, typed) : [];
  const open = expanded && isLong;
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const go = (option: AdminSearchOption) => {
    setValue('');
    setExpanded(false);
    setActive(-1);
    void navigate(option.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setExpanded(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length + (current === -1 && step < 0 ? 1 : 0)) % options.length);
    } else if (event.key === 'Enter' && open && options.length > 0) {
      event.preventDefault();
      go(options[active] ?? options[0]!);
    } else if (event.key === 'Escape') {
      if (open) setExpanded(false);
      else setValue('');
      setActive(-1);
    }
  };

  const users = isSettled ? (search.data?.users.length ?? 0) : 0;
  const orders = isSettled ? (search.data?.orders.length ?? 0) : 0;
  const status = !isLong
    ? ''
    : search.isError
      ? t('search.failed')
      : !isSettled
        ? t('search.searching')
        : users + orders === 0
          ? t('search.none')
          : t('search.found', { users, orders });

  const group = (type: 'user' | 'order' | 'all', heading: string) => {
    const members = options
      .map((option, index) => ({ option, index }))
      .filter(({ option }) => (type === 'all' ? option.type.startsWith('all') : option.type === type));
    if (members.length === 0) return null;
    return (
      // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (ARIA 1.2), a fieldset is for form controls
      <div role="group" aria-labelledby={`${id}-${type}`} className="grid gap-0.5 py-1">
        <div
          id={`${id}-${type}`}
          role="presentation"
          className="px-3 py-1 text-xs font-semibold text-slate-500 uppercase"
        >
          {heading}
        </div>
        {members.map(({ option, index }) => (
          <SearchOption
            key={option.href}
            id={optionId(index)}
            option={option}
            query={typed}
            formatUsd={formatUsd}
            isActive={index === active}
            onChoose={() => go(option)}
          />
        ))}
      </div>
    );
  };

  return (
    <div className="relative w-full sm:w-80">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <SearchInput
        id={`${id}-input`}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        placeholder={t('search.placeholder')}
        maxLength={100}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setExpanded(true);
          setActive(-1);
        }}
        onFocus={() => setExpanded(true)}
        onBlur={() => setExpanded(false)}
        onKeyDown={onKeyDown}
      />
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {open ? status : ''}
      </p>
      <div
        hidden={!open}
        className="absolute end-0 z-30 mt-1 max-h-[70vh] w-full overflow-y-auto rounded-xl border border-slate-200 bg-white shadow-lg sm:w-[26rem]"
      >
        {isSettled && users + orders === 0 ? (
          <p className="px-3 pt-2 text-sm text-slate-600">{t('search.none')}</p>
        ) : null}
        {!isSettled && isLong ? (
          <p className="px-3 pt-2 text-sm text-slate-600">
            {search.isError ? t('search.failed') : t('search.searching')}
          </p>
        ) : null}
        <div id={listId} role="listbox" aria-label={t('search.results')}>
          {group('user', t('search.users'))}
          {group('order', t('search.orders'))}
          {group('all', t('search.more'))}
        </div>
      </div>
    </div>
  );
};
