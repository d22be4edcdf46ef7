import { ListSkeleton } from '@/components/ui/states';

export default function CompanyNotesLoading() {
  return <ListSkeleton items={3} />;
}
