import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminListView } from '@/lib/admin-list-view';

export const adminHeaderCell =
  'px-3 py-2 text-start text-xs font-semibold tracking-wide text-slate-500 uppercase whitespace-nowrap';
export const adminCell = 'px-3 py-3 align-top text-sm text-slate-800';

interface SortableHeaderProps<Sort extends string> {
  sort: Sort;
  label: string;
  /** For screen readers: "Sort by Title". */
  sortByLabel: string;
  view: AdminListView<string, Sort>;
  onSort: (sort: Sort) => void;
}

/** A column the server sorts by; its arrow and `aria-sort` say how the list is sorted now, a press changes it. */
export const SortableHeader = <Sort extends string>({
  sort,
  label,
  sortByLabel,
  view,
  onSort,
}: SortableHeaderProps<Sort>) => {
  const isSorted = view.sort === sort;
  const Icon = !isSorted ? ArrowUpDown : view.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      className={adminHeaderCell}
      aria-sort={isSorted ? (view.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        onClick={() => onSort(sort)}
        className="inline-flex cursor-pointer items-center gap-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{sortByLabel}</span>
      </button>
    </th>
  );
};

/** The frame of an admin table: scrolls sideways on small screens, with a caption for screen readers. */
export const AdminTable = ({
  caption,
  minWidthClass,
  head,
  children,
}: {
  caption: string;
  minWidthClass: string;
  head: ReactNode;
  children: ReactNode;
}) => (
  <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
    <table className={`w-full ${minWidthClass} divide-y divide-slate-200`}>
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50">
        <tr>{head}</tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{children}</tbody>
    </table>
  </div>
);

/** A row's first cell: the title, linking to its editor, with the public address under it. */
export const AdminTitleCell = ({
  href,
  editLabel,
  title,
  lang,
  address,
}: {
  href: string;
  editLabel: string;
  title: string;
  lang: string;
  address: string;
}) => (
  <th scope="row" className="px-3 py-3 text-start align-top text-sm">
    <Link
      to={href}
      aria-label={editLabel}
      className="font-semibold text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
    >
      <span lang={lang} dir="auto">
        {title}
      </span>
    </Link>
    <span className="block text-xs text-slate-500" dir="ltr">
      {address}
    </span>
  </th>
);
