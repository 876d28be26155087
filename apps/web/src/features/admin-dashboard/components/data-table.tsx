interface DataTableProps {
  caption: string;
  columns: string[];
  /** The first cell of each row is its header (a month, a day, a step). */
  rows: { key: string; cells: string[] }[];
}

/** The plain table behind a chart: a caption, column headers and row headers. */
export const DataTable = ({ caption, columns, rows }: DataTableProps) => (
  <table className="w-full text-start text-sm">
    <caption className="sr-only">{caption}</caption>
    <thead>
      <tr className="border-b border-slate-200">
        {columns.map((column) => (
          <th key={column} scope="col" className="px-2 py-1.5 text-start font-medium text-slate-600">
            {column}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {rows.map((row) => (
        <tr key={row.key} className="border-b border-slate-100">
          {row.cells.map((cell, index) =>
            index === 0 ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
              <th key={index} scope="row" className="px-2 py-1.5 text-start font-medium text-slate-800">
                {cell}
              </th>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
              <td key={index} className="px-2 py-1.5 text-end tabular-nums text-slate-800">
                {cell}
              </td>
            ),
          )}
        </tr>
      ))}
    </tbody>
  </table>
);
