import { DataTableSkeleton } from '@/components/ui/data-table/data-table-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function FundLoading() {
  return (
    <div className="space-y-4">
      <Skeleton className="h-8 w-64" />
      <DataTableSkeleton headers={['', 'Company', 'Domain', 'Status in fund']} rows={25} rowClassName="h-[3.75rem]" />
    </div>
  );
}
