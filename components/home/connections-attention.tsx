'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { CircleCheck, RefreshCw, RotateCw } from 'lucide-react';
import { canSyncNow, connectionHealth, needsAttention, providerName } from '@/components/connections/connection-health';
import { HealthBadge, ProviderIcon, useNow, When } from '@/components/connections/connection-parts';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/states';
import { toast } from '@/components/ui/toast';
import { syncConnection } from '@/lib/console/query-options/activity';
import { connectionKeys, connectionListQuery } from '@/lib/console/query-options/connections';
import { errorMessage } from '@/lib/console/client';
import type { Connection } from '@/lib/schemas/connection';
import { HomeSection, linkClass, mutedClass } from './section';

function SyncNow({ connection, name }: { connection: Connection; name: string }) {
  const queryClient = useQueryClient();
  const sync = useMutation({
    mutationFn: () => syncConnection(connection.publicId),
    onSuccess: () => {
      toast({
        title: `Sync started for ${name}`,
        description: 'New mail will appear as it is processed.',
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: connectionKeys.all });
    },
    onError: (error) =>
      toast({ title: `Could not sync ${name}`, description: errorMessage(error), variant: 'destructive' }),
  });
  const shown = sync.isPending ? 'Syncing…' : 'Sync now';
  return (
    // The name starts with the words shown, so voice control can say them; then which connection.
    <Button
      variant="outline"
      size="sm"
      onClick={() => sync.mutate()}
      disabled={sync.isPending}
      aria-label={`${shown}: ${name}`}
    >
      <RefreshCw aria-hidden="true" className={sync.isPending ? 'animate-spin' : undefined} />
      {shown}
    </Button>
  );
}

function ConnectionRow({ connection: c, now }: { connection: Connection; now: number }) {
  const name = c.label || providerName(c.provider);
  const health = connectionHealth(c, now);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-2" data-connection={c.publicId}>
      <div className="grid gap-1">
        <span className="inline-flex items-center gap-2 font-medium">
          <ProviderIcon provider={c.provider} />
          {name}
          <HealthBadge health={health} />
        </span>
        <span className={`text-xs ${mutedClass}`}>
          {c.syncedAt ? <When iso={c.syncedAt} now={now} prefix="Last synced " /> : 'Never synced'}
        </span>
      </div>
      {canSyncNow(c) ? <SyncNow connection={c} name={name} /> : null}
    </li>
  );
}

/** Connections in error, or that have not synced for over a day: the rule the connections page badges with. */
export function ConnectionsAttention() {
  const query = useQuery(connectionListQuery());
  const now = useNow(query.dataUpdatedAt);
  let body;
  if (query.isPending) body = <ListSkeleton items={2} />;
  else if (query.isError)
    body = <ErrorState title="Could not load connections" error={query.error} onRetry={() => void query.refetch()} />;
  else {
    const attention = query.data.items.filter((c) => needsAttention(c, now));
    body =
      attention.length === 0 ? (
        <EmptyState
          icon={<CircleCheck className="size-8" />}
          title="All connections are syncing"
          description="Mailboxes and drives have synced within the last day."
        />
      ) : (
        <ul className="divide-y divide-zinc-100 dark:divide-zinc-800" aria-label="Connections needing attention">
          {attention.map((c) => (
            <ConnectionRow key={c.publicId} connection={c} now={now} />
          ))}
        </ul>
      );
  }
  return (
    <HomeSection
      id="connections"
      title="Connections needing attention"
      description="In error, or not synced for over a day."
      action={
        <span className="flex items-center gap-3">
          <Button variant="ghost" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RotateCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
            {query.isFetching ? 'Checking…' : 'Check again'}
          </Button>
          <Link href="/connections" className={`text-sm ${linkClass}`}>
            All connections
          </Link>
        </span>
      }
    >
      {body}
    </HomeSection>
  );
}
