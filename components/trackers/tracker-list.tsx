'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { EmptyState, ErrorState, TableSkeleton } from '@/components/ui/states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { trackerListQuery } from '@/lib/queries/trackers';
import { kindLabel, policySummary, trackerUnit } from './format';

export function IngestionBadge({ enabled }: { enabled: boolean }) {
  return enabled ? <Badge variant="success">On</Badge> : <Badge variant="secondary">Off</Badge>;
}

/** Every tracker the member can see, with what it measures and how values are reported. */
export function TrackerList() {
  const { data, isPending, isError, error, refetch } = useQuery(trackerListQuery());

  if (isPending) return <TableSkeleton rows={6} columns={5} />;
  if (isError) return <ErrorState title="Trackers could not be loaded" error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) {
    return (
      <EmptyState
        title="No trackers yet"
        description="Trackers defined for the workspace, and your own private ones, appear here."
      />
    );
  }

  return (
    <Table aria-label="Trackers">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Name</TableHead>
          <TableHead scope="col">Kind</TableHead>
          <TableHead scope="col">Unit</TableHead>
          <TableHead scope="col">Ingestion</TableHead>
          <TableHead scope="col">Value policy</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.map((tracker) => (
          <TableRow key={tracker.publicId}>
            <TableCell className="font-medium">
              <Link href={`/trackers/${tracker.publicId}`} className="underline-offset-4 hover:underline">
                {tracker.name}
              </Link>
              {tracker.description ? (
                <p className="mt-0.5 max-w-md text-xs font-normal text-zinc-600 dark:text-zinc-400">
                  {tracker.description}
                </p>
              ) : null}
            </TableCell>
            <TableCell>{kindLabel(tracker.kind)}</TableCell>
            <TableCell>{trackerUnit(tracker)}</TableCell>
            <TableCell>
              <IngestionBadge enabled={tracker.ingestionEnabled} />
            </TableCell>
            <TableCell className="text-zinc-700 dark:text-zinc-300">{policySummary(tracker.valuePolicy)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
