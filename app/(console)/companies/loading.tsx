import { Skeleton } from '@/components/ui/skeleton';
import { TableSkeleton } from '@/components/ui/states';

export default function CompaniesLoading() {
  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-9 w-36" />
      </div>
      <Skeleton className="h-9 w-full" />
      <TableSkeleton rows={8} columns={5} />
    </div>
  );
}
