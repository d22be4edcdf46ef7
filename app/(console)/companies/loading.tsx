import { DataTableSkeleton } from '@/components/ui/data-table/data-table-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function CompaniesLoading() {
  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-9 w-36" />
      </div>
      <Skeleton className="h-9 w-full" />
      <DataTableSkeleton
        headers={['Name', 'Primary domain', 'Headline', 'Domains', 'Social profiles']}
        rows={25}
        rowClassName="h-[4.25rem]"
      />
    </div>
  );
}
