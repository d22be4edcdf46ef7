'use client';

import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plug, RotateCw } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import { DataTableExport } from '@/components/ui/data-table/data-table-export';
import { useDataTable } from '@/components/ui/data-table/use-data-table';
import { EmptyState } from '@/components/ui/states';
import { exportHref } from '@/lib/console/export/href';
import { connectionListQuery } from '@/lib/console/query-options/connections';
import type { Connection } from '@/lib/schemas/connection';
import { connectionHealth, providerName, type Health } from './connection-health';
import { HEALTH_ORDER, HealthBadge, Muted, ProviderIcon, When, YesNo, healthLabel, useNow } from './connection-parts';

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
    case 'stale':
      return <Muted>No sync for over a day.</Muted>;
    case 'synced':
      return null;
  }
}

function connectionColumns(now: number): ColumnDef<Connection>[] {
  return [
    {
      id: 'connection',
      header: 'Connection',
      meta: { rowHeader: true },
      cell: ({ row: { original: connection } }) => {
        const provider = providerName(connection.provider);
        return (
          <span className="grid gap-0.5">
            <span className="font-medium text-zinc-900 dark:text-zinc-50">{connection.label || provider}</span>
            <span className="inline-flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
              <ProviderIcon provider={connection.provider} />
              {provider}
            </span>
          </span>
        );
      },
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: connection } }) => {
        const health = connectionHealth(connection, now);
        return (
          <span className="grid gap-1 text-xs" data-health={health}>
            <HealthBadge health={health} />
            <StatusDetail connection={connection} health={health} now={now} />
          </span>
        );
      },
    },
    {
      id: 'syncedAt',
      header: 'Last synced',
      cell: ({ row: { original: c } }) =>
        c.syncedAt ? <When iso={c.syncedAt} now={now} /> : <Muted>Never synced</Muted>,
    },
    {
      id: 'error',
      header: 'Last error',
      cell: ({ row: { original: c } }) =>
        c.errorAt || c.errorId ? (
          <span className="grid gap-0.5">
            {c.errorId ? <code className="font-mono text-xs">{c.errorId}</code> : null}
            {c.errorAt ? <When iso={c.errorAt} now={now} /> : null}
          </span>
        ) : (
          <Muted>None</Muted>
        ),
    },
    {
      id: 'refused',
      header: 'Refused messages',
      cell: ({ row: { original: c } }) =>
        c.refusedMessages > 0 ? (
          <Link
            href={`/connections/${c.publicId}`}
            className="font-medium text-red-700 underline underline-offset-4 dark:text-red-400"
          >
            {c.refusedMessages.toLocaleString('en-GB')} refused
            <span className="sr-only"> by {c.label || providerName(c.provider)}</span>
          </Link>
        ) : (
          <Muted>None</Muted>
        ),
    },
    { id: 'followLinks', header: 'Follows links', cell: ({ row }) => <YesNo value={row.original.followLinks} /> },
    { id: 'followDocsend', header: 'Follows DocSend', cell: ({ row }) => <YesNo value={row.original.followDocsend} /> },
    { id: 'createdAt', header: 'Created', cell: ({ row }) => <When iso={row.original.createdAt} now={now} /> },
  ];
}

function Summary({ items, now }: { items: Connection[]; now: number }) {
  const counts = new Map<Health, number>();
  for (const c of items) counts.set(connectionHealth(c, now), (counts.get(connectionHealth(c, now)) ?? 0) + 1);
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

const NO_CONNECTIONS: Connection[] = [];

export function ConnectionList() {
  const query = useQuery(connectionListQuery());
  const now = useNow(query.dataUpdatedAt);
  const columns = useMemo(() => connectionColumns(now), [now]);
  const items = query.data?.items ?? NO_CONNECTIONS;
  const table = useDataTable({ data: items, columns, getRowId: (c) => c.publicId });

  return (
    <div className="grid grid-cols-1 gap-4">
      {items.length > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Summary items={items} now={now} />
          <div className="flex flex-wrap items-center gap-2">
            <DataTableExport
              href={exportHref('connections')}
              total={query.data?.truncated ? undefined : items.length}
              noun="connection"
            />
            <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
              {query.isFetching ? 'Refreshing…' : 'Refresh'}
            </Button>
          </div>
        </div>
      ) : null}
      <DataTable
        table={table}
        caption="Data connections of the workspace, newest first"
        loading={query.isPending}
        skeletonRows={5}
        isError={query.isError}
        error={query.error}
        errorTitle="Could not load connections"
        onRetry={() => void query.refetch()}
        empty={
          <EmptyState
            icon={<Plug className="size-8" />}
            title="No connections"
            description="Mailboxes, drives and uploads connected to this workspace appear here. They are set up outside the console."
          />
        }
      />
      {query.data?.truncated ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Showing the first {items.length} connections.</p>
      ) : null}
    </div>
  );
}
