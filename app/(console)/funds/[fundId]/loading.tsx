import { Skeleton } from '@/components/ui/skeleton';
import { TableSkeleton } from '@/components/ui/states';

export default function FundLoading() {
  return (
    <div className="space-y-4">
      <Skeleton className="h-8 w-64" />
      <TableSkeleton rows={8} columns={4} />
    </div>
  );
}
