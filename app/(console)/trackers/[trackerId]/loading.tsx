import { TrackerDetailSkeleton } from '@/components/trackers/tracker-detail';

export default function Loading() {
  return <TrackerDetailSkeleton />;
}
