import { TableSkeleton } from '@/components/ui/states';

export default function Loading() {
  return <TableSkeleton rows={6} columns={5} />;
}
