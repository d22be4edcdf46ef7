import type { Column } from '@tanstack/react-table';
import './column-meta';

export function columnLabel<T>(column: Column<T>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
}
