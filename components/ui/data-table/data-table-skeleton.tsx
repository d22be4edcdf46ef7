import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/** Varied widths read as text rather than as a grid of bars. */
const WIDTHS = ['w-3/4', 'w-1/2', 'w-2/3', 'w-5/6', 'w-2/5'];

/** Placeholder rows: the same row and cell boxes as real ones, so nothing moves when data arrives. */
export function SkeletonRows({
  rows,
  columns,
  rowClassName,
}: {
  rows: number;
  columns: number;
  rowClassName?: string;
}) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <TableRow
          key={r}
          aria-hidden="true"
          className={cn('hover:bg-transparent dark:hover:bg-transparent', rowClassName)}
        >
          {Array.from({ length: columns }, (_, c) => (
            <TableCell key={c}>
              <Skeleton className={cn('h-5', WIDTHS[(r + c) % WIDTHS.length])} />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

/**
 * A whole table in its loading state, for a route's loading.tsx, where the
 * table instance does not exist yet: headers by name, then placeholder rows.
 */
export function DataTableSkeleton({
  headers,
  rows = 10,
  rowClassName,
  className,
}: {
  headers: readonly string[];
  rows?: number;
  rowClassName?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading"
      className={cn('rounded-lg border border-zinc-200 dark:border-zinc-800', className)}
    >
      <Table aria-hidden="true">
        <TableHeader>
          <TableRow className="hover:bg-transparent dark:hover:bg-transparent">
            {headers.map((header, i) => (
              <TableHead key={i}>{header}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          <SkeletonRows rows={rows} columns={headers.length} rowClassName={rowClassName} />
        </TableBody>
      </Table>
    </div>
  );
}
