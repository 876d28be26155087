import { type ColumnDef, flexRender, getCoreRowModel, type RowData, useReactTable } from '@tanstack/react-table';
import type { AdminListView } from '@/lib/admin-list-view';
import { AdminTable, adminCell, adminHeaderCell, SortableHeader } from './admin-list-table';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The server's sort key of this column: its header becomes a sort button (the list is sorted on the server). */
    sort?: string;
    /** Extra classes of this column's cells (e.g. `tabular-nums text-end`). */
    cellClassName?: string;
  }
}

interface AdminDataTableProps<Row, Sort extends string> {
  /** For screen readers: "Users, 42 in all". */
  caption: string;
  minWidthClass: string;
  columns: ColumnDef<Row, never>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  view: AdminListView<string, Sort>;
  onSort: (sort: Sort) => void;
  /** "Sort by {{column}}" in the page's language. */
  sortByLabel: (column: string) => string;
}

/**
 * An admin list's table: TanStack Table's headless model (columns, cells) in the admin frame. Sorting, filtering and
 * paging are the server's (`manualSorting`, `manualPagination`), driven by the view in the URL.
 */
export const AdminDataTable = <Row, Sort extends string>({
  caption,
  minWidthClass,
  columns,
  rows,
  getRowId,
  view,
  onSort,
  sortByLabel,
}: AdminDataTableProps<Row, Sort>) => {
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
  });
  const head = table.getHeaderGroups()[0]?.headers.map((header) => {
    const label = String(header.column.columnDef.header ?? '');
    const sort = header.column.columnDef.meta?.sort as Sort | undefined;
    return sort ? (
      <SortableHeader
        key={header.id}
        sort={sort}
        label={label}
        sortByLabel={sortByLabel(label)}
        view={view}
        onSort={onSort}
      />
    ) : (
      <th key={header.id} scope="col" className={adminHeaderCell}>
        {label}
      </th>
    );
  });
  return (
    <AdminTable caption={caption} minWidthClass={minWidthClass} head={head}>
      {table.getRowModel().rows.map((row) => (
        <tr key={row.id}>
          {row.getVisibleCells().map((cell) => (
            <td key={cell.id} className={`${adminCell} ${cell.column.columnDef.meta?.cellClassName ?? ''}`}>
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </td>
          ))}
        </tr>
      ))}
    </AdminTable>
  );
};
