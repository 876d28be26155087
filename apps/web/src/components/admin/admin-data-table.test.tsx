import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminListView } from '@/lib/admin-list-view';
import { AdminDataTable } from './admin-data-table';

interface Person {
  id: string;
  name: string;
  orders: number;
}

const view: AdminListView<string, 'name' | 'orders'> = {
  search: '',
  status: null,
  sort: 'name',
  direction: 'asc',
  page: 1,
};

describe('AdminDataTable', () => {
  it('renders the server’s rows in TanStack columns, and a sortable header asks the server to sort', async () => {
    const onSort = vi.fn();
    render(
      <AdminDataTable<Person, 'name' | 'orders'>
        caption="People, 2 in all"
        minWidthClass="min-w-[20rem]"
        columns={[
          { accessorKey: 'name', header: 'Name', meta: { sort: 'name' } },
          { id: 'orders', header: 'Orders', cell: ({ row }) => `${row.original.orders} orders` },
        ]}
        rows={[
          { id: 'b', name: 'Bea', orders: 3 },
          { id: 'a', name: 'Al', orders: 1 },
        ]}
        getRowId={(person) => person.id}
        view={view}
        onSort={onSort}
        sortByLabel={(column) => `Sort by ${column}`}
      />,
    );
    const table = screen.getByRole('table', { name: 'People, 2 in all' });
    const rows = within(table).getAllByRole('row');
    // The server's order is kept: no sorting in the browser.
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['Bea3 orders', 'Al1 orders']);
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).queryByRole('button', { name: /Sort by Orders/ })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: /Sort by Name/ }));
    expect(onSort).toHaveBeenCalledWith('name');
  });
});
