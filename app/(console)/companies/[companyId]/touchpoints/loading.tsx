import { TimelineSkeleton } from '@/components/touchpoints/timeline-skeleton';

export default function TouchpointsLoading() {
  return <TimelineSkeleton />;
}
