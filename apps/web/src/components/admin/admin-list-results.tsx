import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { To } from 'react-router';
import { ListPagination } from '@/components/ui/list-pagination';
import { Spinner } from '@/components/ui/spinner';
import type { AdminListNamespace } from './admin-content-namespace';

interface AdminListResultsProps {
  /** The catalog namespace with `table.loading`, `table.failed`, `table.empty` and `pagination.*`. */
  namespace: AdminListNamespace;
  isError: boolean;
  /** The previous page still shows while the next one loads. */
  isPlaceholderData: boolean;
  /** Absent while the first page loads. */
  page?: { total: number; pageSize: number; count: number };
  current: number;
  hrefOf: (page: number) => To;
  /** The table of this page's rows. */
  children: ReactNode;
}

/** One page of an admin list in its states: loading, failed, empty, or the table with its pagination. */
export const AdminListResults = ({
  namespace,
  isError,
  isPlaceholderData,
  page,
  current,
  hrefOf,
  children,
}: AdminListResultsProps) => {
  const { t } = useTranslation(namespace);
  if (isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {t('table.failed')}
      </p>
    );
  }
  if (!page) return <Spinner label={t('table.loading')} showLabel />;
  if (page.count === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">{t('table.empty')}</p>
    );
  }
  return (
    <div className="grid gap-4" aria-busy={isPlaceholderData || undefined}>
      {children}
      <ListPagination
        namespace={namespace}
        page={current}
        pages={Math.max(1, Math.ceil(page.total / page.pageSize))}
        hrefOf={hrefOf}
      />
    </div>
  );
};
