import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import type { AdminListView } from '@/lib/admin-list-view';
import type { AdminContentNamespace } from './admin-content-namespace';

/** Every admin content list so far publishes or keeps a draft. */
type ContentStatus = 'draft' | 'published';

interface AdminListFiltersProps<Status extends ContentStatus> {
  /** The catalog namespace with `filters.*` and `status.<status>`. */
  namespace: AdminContentNamespace;
  /** Makes the fields' ids unique on the page: `<idPrefix>-search`, `<idPrefix>-status`. */
  idPrefix: string;
  statuses: readonly Status[];
  view: AdminListView<Status, string>;
  onChange: (next: { search?: string; status?: Status | null; page: number }) => void;
}

/** Search (sent on submit) and the status filter (at once); both land in the URL through `onChange`. */
export const AdminListFilters = <Status extends ContentStatus>({
  namespace,
  idPrefix,
  statuses,
  view,
  onChange,
}: AdminListFiltersProps<Status>) => {
  const { t } = useTranslation(namespace);
  const [search, setSearch] = useState(view.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim(), page: 1 });
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: jsdom, which runs the component tests, has no <search> element yet
    <form role="search" aria-label={t('filters.label')} onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-56 flex-1 gap-1.5">
        <Label htmlFor={`${idPrefix}-search`}>{t('filters.search')}</Label>
        <SearchInput
          id={`${idPrefix}-search`}
          value={search}
          onValueChange={setSearch}
          placeholder={t('filters.searchHint')}
          maxLength={200}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-status`}>{t('filters.status')}</Label>
        <NativeSelect
          id={`${idPrefix}-status`}
          value={view.status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || null) as Status | null, page: 1 })}
          className="w-44"
        >
          <option value="">{t('filters.allStatuses')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline" className="h-11">
        {t('filters.submit')}
      </Button>
    </form>
  );
};
