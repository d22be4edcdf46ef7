'use client';

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plug, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/states';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { connectionListQuery } from '@/lib/queries/connections';
import type { Connection } from '@/lib/schemas/connection';
import { connectionHealth, providerName, type Health } from './connection-health';
import { HEALTH_ORDER, HealthBadge, Muted, ProviderIcon, When, YesNo, healthLabel } from './connection-parts';

/** Relative times drift; a minute's tick keeps "2 minutes ago" honest without refetching. */
function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function StatusDetail({ connection, health, now }: { connection: Connection; health: Health; now: number }) {
  switch (health) {
    case 'errored':
      return connection.errorId ? (
        <span className="text-xs">
          <Muted>Error id </Muted>
          <code className="rounded bg-zinc-100 px-1 font-mono dark:bg-zinc-800">{connection.errorId}</code>
        </span>
      ) : null;
    case 'disabled':
      return connection.disabledAt ? (
        <span className="text-xs">
          <When iso={connection.disabledAt} now={now} prefix="Disabled " />
        </span>
      ) : null;
    case 'upload':
      return <Muted>Files arrive by upload; nothing to sync.</Muted>;
    case 'never':
      return <Muted>No sync has completed yet.</Muted>;
    case 'synced':
      return null;
  }
}

function ConnectionRow({ connection, now }: { connection: Connection; now: number }) {
  const health = connectionHealth(connection);
  const provider = providerName(connection.provider);
  return (
    <TableRow data-health={health}>
      <TableHead scope="row" className="h-auto py-3 font-normal whitespace-normal">
        <span className="grid gap-0.5">
          <span className="font-medium text-zinc-900 dark:text-zinc-50">{connection.label || provider}</span>
          <span className="inline-flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
            <ProviderIcon provider={connection.provider} />
            {provider}
          </span>
        </span>
      </TableHead>
      <TableCell>
        <span className="grid gap-1 text-xs">
          <HealthBadge health={health} />
          <StatusDetail connection={connection} health={health} now={now} />
        </span>
      </TableCell>
      <TableCell>
        {connection.syncedAt ? <When iso={connection.syncedAt} now={now} /> : <Muted>Never synced</Muted>}
      </TableCell>
      <TableCell>
        {connection.errorAt || connection.errorId ? (
          <span className="grid gap-0.5">
            {connection.errorId ? <code className="font-mono text-xs">{connection.errorId}</code> : null}
            {connection.errorAt ? <When iso={connection.errorAt} now={now} /> : null}
          </span>
        ) : (
          <Muted>None</Muted>
        )}
      </TableCell>
      <TableCell>
        <YesNo value={connection.followLinks} />
      </TableCell>
      <TableCell>
        <YesNo value={connection.followDocsend} />
      </TableCell>
      <TableCell>
        <When iso={connection.createdAt} now={now} />
      </TableCell>
    </TableRow>
  );
}

function Summary({ items }: { items: Connection[] }) {
  const counts = new Map<Health, number>();
  for (const c of items) counts.set(connectionHealth(c), (counts.get(connectionHealth(c)) ?? 0) + 1);
  return (
    <ul aria-label="Connections by state" className="flex flex-wrap gap-2">
      {HEALTH_ORDER.filter((h) => counts.has(h)).map((h) => (
        <li key={h} className="inline-flex items-center gap-1.5 text-sm">
          <HealthBadge health={h} />
          <span>
            {counts.get(h)}
            <span className="sr-only"> {healthLabel(h).toLowerCase()}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function ConnectionList() {
  const query = useQuery(connectionListQuery());
  const now = useNow();

  if (query.isPending) return <TableSkeleton rows={5} columns={7} />;
  if (query.isError) {
    return <ErrorState title="Could not load connections" error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { items, truncated } = query.data;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Plug className="size-8" />}
        title="No connections"
        description="Mailboxes, drives and uploads connected to this workspace appear here. They are set up outside the console."
      />
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Summary items={items} />
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
          {query.isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      <Table>
        <TableCaption className="sr-only">Data connections of the workspace, newest first</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Connection</TableHead>
            <TableHead scope="col">Status</TableHead>
            <TableHead scope="col">Last synced</TableHead>
            <TableHead scope="col">Last error</TableHead>
            <TableHead scope="col">Follows links</TableHead>
            <TableHead scope="col">Follows DocSend</TableHead>
            <TableHead scope="col">Created</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((c) => (
            <ConnectionRow key={c.publicId} connection={c} now={now} />
          ))}
        </TableBody>
      </Table>
      {truncated ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Showing the first {items.length} connections.</p>
      ) : null}
    </div>
  );
}
