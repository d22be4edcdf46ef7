import { DataTableSkeleton } from '@/components/ui/data-table/data-table-skeleton';

export default function Loading() {
  return <DataTableSkeleton headers={['Name', 'Kind', 'Unit', 'Ingestion', 'Value policy']} rows={6} />;
}
