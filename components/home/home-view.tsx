'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { recentTouchpointsQuery } from '@/lib/console/query-options/activity';
import { lastVisitQuery, markLastVisit, meKeys } from '@/lib/console/query-options/me';
import { ConnectionsAttention } from './connections-attention';
import { FundChanges } from './fund-changes';
import { sinceOf } from './last-visit';
import { TouchpointChanges } from './touchpoint-changes';
import { WaitingReview } from './waiting-review';

/**
 * Home: what changed since the member's last visit. The window moves only when they mark what they have seen,
 * up to the newest change shown, so whatever arrived after it stays new.
 */
export function HomeView({ servedAt }: { servedAt: string }) {
  const queryClient = useQueryClient();
  const lastVisit = useQuery(lastVisitQuery());
  const since = sinceOf(lastVisit.data?.lastVisitAt, servedAt);
  const changes = useQuery({ ...recentTouchpointsQuery(since.at), enabled: lastVisit.isSuccess });
  // Newest change first: the first item's stamp is the newest the member has in front of them. With nothing
  // shown, nothing changed between the window's start and the page being served.
  const seenUpTo = changes.data?.items[0]?.updatedAt ?? servedAt;

  const mark = useMutation({
    mutationFn: markLastVisit,
    onSuccess: (marked) => queryClient.setQueryData(meKeys.lastVisit(), marked),
    onError: (error) => toast({ title: 'Could not mark as seen', description: error.message, variant: 'destructive' }),
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">
            {since.firstVisit ? 'What changed this week' : 'What changed since your last visit'}
          </h1>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            New company activity, values waiting for review, connections to check and recent fund changes.
          </p>
        </div>
        <Button
          variant="outline"
          disabled={!changes.isSuccess || mark.isPending}
          onClick={() => mark.mutate(seenUpTo)}
          title="Start the next visit's window after the newest change shown here"
        >
          <CheckCheck aria-hidden="true" />
          {mark.isPending ? 'Marking…' : 'Mark as seen'}
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <TouchpointChanges since={since} pending={lastVisit.isPending} />
        <div className="grid content-start gap-4">
          <WaitingReview />
          <ConnectionsAttention />
          <FundChanges />
        </div>
      </div>
    </div>
  );
}
