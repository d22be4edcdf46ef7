import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import type { SearchParams } from 'nuqs/server';
import { MeetingsView } from '@/components/meetings/meetings-view';
import { loadMeetingSearchParams, meetingListParams } from '@/components/meetings/search-params';
import { prefetch } from '@/lib/console/prefetch';
import { meetingListQuery } from '@/lib/console/query-options/meetings';

export const metadata: Metadata = { title: 'Meetings · Portfolio Intelligence' };

export default async function MeetingsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const state = await loadMeetingSearchParams(searchParams);
  const dehydrated = await prefetch((client) => client.prefetchQuery(meetingListQuery(meetingListParams(state))));
  return (
    <HydrationBoundary state={dehydrated}>
      <MeetingsView />
    </HydrationBoundary>
  );
}
