import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
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
