// The one table of the app (cart, orders, admin products, logs), built on
// TanStack Table: clicking a column header alternates ascending and
// descending, rows can be selected, and the page size can be chosen.
import {
  type ColumnDef,
  type Row,
  type RowSelectionState,
  type SortingState,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { clampPage, totalPages } from '@/lib/core/core';
import { i18n, useI18n } from '@/lib/i18n';
import './data-table.css';
import { compareCells } from './cell-order';
import { useFormat } from '@/lib/format/format';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

// TanStack's automatic order looks at rows past the tenth to choose, so a short table compared
// texts by code point (capitals first); every column takes `compareCells` unless it names its own.
const byCell = <T,>(a: Row<T>, b: Row<T>, id: string): number => compareCells(a.getValue(id), b.getValue(id));
const defaultColumn = { sortingFn: byCell };

export interface DataTableProps<T> {
  /** Names the table for screen readers. */
  label: string;
  /** Shows `label` as the table's caption too (a table among others on one page). */
  caption?: boolean;
  data: T[];
  // TanStack's column type is invariant in the value type, so mixed columns need `any` here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- no other type takes columns of mixed value types (unknown is refused)
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  emptyText: ReactNode;
  initialPageSize?: number;
  initialSorting?: SortingState;
  /** Adds a checkbox per row; the selected rows go to `selectionActions`. */
  selectionActions?: (selected: T[], clear: () => void) => ReactNode;
}

export function DataTable<T>({
  label,
  caption = false,
  data,
  columns,
  getRowId,
  emptyText,
  initialPageSize = 10,
  initialSorting = [],
  selectionActions,
}: DataTableProps<T>) {
  const i18n = useI18n();
  const format = useFormat();
  const number = format.count;
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: initialPageSize });
  const selectable = selectionActions !== undefined;
  // Rows removed from under the last page (a delete) bring the page back in range.
  const pageCount = totalPages(data.length, pagination.pageSize);
  const shown = { ...pagination, pageIndex: clampPage(pagination.pageIndex + 1, pageCount) - 1 };

  const table = useReactTable({
    data,
    columns: selectable ? [selectColumn<T>(), ...columns] : columns,
    getRowId,
    defaultColumn,
    state: { sorting, rowSelection, pagination: shown },
    onSortingChange: setSorting,
    onRowSelectionChange: setRowSelection,
    onPaginationChange: (update) => setPagination(typeof update === 'function' ? update(shown) : update),
    enableSortingRemoval: false,
    enableRowSelection: selectable,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  if (data.length === 0) return <p className="empty">{emptyText}</p>;

  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  const pageIndex = shown.pageIndex;

  return (
    <div className="data-table-block">
      {selectable && selected.length > 0 && (
        <div className="data-table__selection" role="region" aria-label={i18n._('{label}: selected rows', { label })}>
          <span>{i18n._('{count} selected', { count: number(selected.length) })}</span>
          {selectionActions(selected, () => setRowSelection({}))}
        </div>
      )}
      <div className="table-wrap">
        <table className="data-table" aria-label={caption ? undefined : label}>
          {caption && <caption className="data-table__caption">{label}</caption>}
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                      {header.column.getCanSort() ? (
                        <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
                          {content}
                          <span aria-hidden="true" className="sort-button__arrow">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} aria-selected={selectable ? row.getIsSelected() : undefined}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} data-label={typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : undefined}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="data-table__pager">
        <label>
          {i18n._('Rows per page')}{' '}
          <select value={pagination.pageSize} onChange={(event) => table.setPageSize(Number(event.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {number(size)}
              </option>
            ))}
          </select>
        </label>
        <span>{i18n._('Page {page} of {count}', { page: number(pageIndex + 1), count: number(pageCount) })}</span>
        <button type="button" className="button" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
          {i18n._('Previous')}
        </button>
        <button type="button" className="button" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
          {i18n._('Next')}
        </button>
      </div>
    </div>
  );
}

function selectColumn<T>(): ColumnDef<T> {
  return {
    id: 'select',
    enableSorting: false,
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label={i18n._('Select all rows on this page')}
        checked={table.getIsAllPageRowsSelected()}
        ref={(input) => {
          if (input) input.indeterminate = table.getIsSomePageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => <input type="checkbox" aria-label={i18n._('Select row')} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />,
  };
}
