import type { Metadata } from 'next';
import { Suspense } from 'react';
import { TrackerDetail, TrackerDetailSkeleton } from '@/components/trackers/tracker-detail';

export const metadata: Metadata = { title: 'Tracker · Portfolio Intelligence' };

export default async function TrackerPage({ params }: { params: Promise<{ trackerId: string }> }) {
  const { trackerId } = await params;
  // The view's filters live in the URL and are read on the client (useSearchParams), which needs a boundary.
  return (
    <Suspense fallback={<TrackerDetailSkeleton />}>
      <TrackerDetail trackerId={trackerId} />
    </Suspense>
  );
}
