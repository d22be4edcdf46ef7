'use client';

import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { MailCheck, Unplug } from 'lucide-react';
import Link from 'next/link';
import { DataTable } from '@/components/ui/data-table/data-table';
import { useDataTable } from '@/components/ui/data-table/use-data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import type { ApiSchemas } from '@/lib/console/api-client';
import { connectionQuery, refusedMessagesQuery } from '@/lib/console/query-options/connections';
import { connectionHealth, providerName } from './connection-health';
import { HealthBadge, Muted, ProviderIcon, When, useNow } from './connection-parts';

type Refused = ApiSchemas['RefusedMessage'];

const bytes = new Intl.NumberFormat('en-GB', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });

function refusedColumns(now: number): ColumnDef<Refused>[] {
  return [
    {
      id: 'uid',
      header: 'UID',
      meta: { rowHeader: true },
      cell: ({ row: { original: m } }) =>
        m.uid === undefined ? <Muted>None</Muted> : <span className="font-mono tabular-nums">{m.uid}</span>,
    },
    {
      id: 'messageId',
      header: 'Message-ID',
      cell: ({ row: { original: m } }) =>
        m.messageId ? <code className="font-mono text-xs break-all">{m.messageId}</code> : <Muted>Not readable</Muted>,
    },
    { id: 'reason', header: 'Reason', cell: ({ row: { original: m } }) => <span>{m.reason}</span> },
    {
      id: 'size',
      header: 'Size',
      cell: ({ row: { original: m } }) =>
        m.size === undefined ? (
          <Muted>Unknown</Muted>
        ) : (
          <span className="tabular-nums">{bytes.format(m.size / 1024)}</span>
        ),
    },
    { id: 'refusedAt', header: 'Refused', cell: ({ row: { original: m } }) => <When iso={m.refusedAt} now={now} /> },
  ];
}

const NO_REFUSED: Refused[] = [];

/** A connection's page: what it is, how it is, and each message it could not take, so a person can find it. */
export function ConnectionRefused({ connectionId }: { connectionId: string }) {
  const connection = useQuery(connectionQuery(connectionId));
  const refused = useQuery({ ...refusedMessagesQuery(connectionId), enabled: connection.data !== null });
  const now = useNow(refused.dataUpdatedAt);
  const columns = useMemo(() => refusedColumns(now), [now]);
  const items = refused.data?.items ?? NO_REFUSED;
  const table = useDataTable({ data: items, columns, getRowId: (m) => m.publicId });
  const c = connection.data;

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link href="/connections" className="text-zinc-600 underline-offset-4 hover:underline dark:text-zinc-400">
            Connections
          </Link>
        </nav>
        {c ? (
          <>
            <h1 className="text-2xl font-semibold tracking-tight">{c.label || providerName(c.provider)}</h1>
            <p className="inline-flex flex-wrap items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
              <ProviderIcon provider={c.provider} />
              {providerName(c.provider)}
              <HealthBadge health={connectionHealth(c, now)} />
            </p>
          </>
        ) : connection.isPending ? (
          <>
            <h1 className="sr-only">Connection</h1>
            <Skeleton className="h-8 w-64" />
          </>
        ) : (
          <h1 className="text-2xl font-semibold tracking-tight">Connection</h1>
        )}
      </header>
      {c === null ? (
        <EmptyState
          icon={<Unplug className="size-8" />}
          title="Connection not found"
          description="No connection of this workspace has this id: it may have been removed."
        />
      ) : (
        <section aria-labelledby="refused-heading" className="grid gap-3">
          <div className="grid gap-1">
            <h2 id="refused-heading" className="text-lg font-semibold">
              Refused messages
            </h2>
            <p className="max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">
              Messages this connection found but could not take. Polling went on past each one; the mailbox still has
              it, under its UID.
            </p>
          </div>
          <DataTable
            table={table}
            caption="Messages the connection could not take, newest first"
            loading={refused.isPending}
            skeletonRows={3}
            isError={refused.isError || connection.isError}
            error={refused.error ?? connection.error}
            errorTitle="Could not load the refused messages"
            onRetry={() => void Promise.all([connection.refetch(), refused.refetch()])}
            empty={
              <EmptyState
                icon={<MailCheck className="size-8" />}
                title="No refused messages"
                description="Every message this connection found was taken."
              />
            }
          />
          {refused.data?.truncated ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              Showing the newest {items.length.toLocaleString('en-GB')} of {c?.refusedMessages.toLocaleString('en-GB')}.
            </p>
          ) : null}
        </section>
      )}
    </div>
  );
}
