import type { RowData } from '@tanstack/react-table';

/** What the kit reads from a column's `meta`, typed for every table. */
declare module '@tanstack/react-table' {
  // The type parameters must match the library's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name in the Columns menu; defaults to its header when that is a string. */
    label?: string;
    /** Classes for the column's header and cells: alignment, width. */
    className?: string;
    /** The cell names its row: rendered as `<th scope="row">`. */
    rowHeader?: boolean;
    /** The API can order by this column: its header states whether it does (`aria-sort`). */
    sortable?: boolean;
  }
}

export {};
