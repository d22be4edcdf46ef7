'use client';

import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { useColumnVisibility } from './use-column-visibility';
import './column-meta';

interface UseDataTableOptions<T> {
  data: T[];
  columns: ColumnDef<T>[];
  getRowId: (row: T) => string;
  /** Where the column choice of the Columns menu is kept (localStorage); no key, every column shows. */
  columnVisibilityKey?: string;
  /** The order the API returns rows in (sorting is the API's; the table only shows it). */
  sorting?: SortingState;
  /** Row selection, owned by the caller so it can outlive a page (see selectionColumn). */
  selection?: {
    state: RowSelectionState;
    onChange: OnChangeFn<RowSelectionState>;
    enabled?: boolean;
  };
}

/**
 * The kit's table instance: server-paged (the API pages, never the table),
 * with column visibility kept per browser and optional row selection.
 */
export function useDataTable<T>({
  data,
  columns,
  getRowId,
  columnVisibilityKey,
  sorting,
  selection,
}: UseDataTableOptions<T>) {
  const [columnVisibility, setVisibility] = useColumnVisibility(columnVisibilityKey);
  return useReactTable({
    data,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableHiding: Boolean(columnVisibilityKey),
    enableRowSelection: selection ? (selection.enabled ?? true) : false,
    state: { columnVisibility, rowSelection: selection?.state ?? NO_SELECTION, sorting: sorting ?? NO_SORTING },
    onColumnVisibilityChange: (updater: Updater<VisibilityState>) =>
      setVisibility(typeof updater === 'function' ? updater(columnVisibility) : updater),
    onRowSelectionChange: selection?.onChange,
  });
}

const NO_SELECTION: RowSelectionState = {};
const NO_SORTING: SortingState = [];
