import { ListSkeleton } from '@/components/ui/states';

export default function FundsLoading() {
  return <ListSkeleton items={3} />;
}
