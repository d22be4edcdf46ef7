'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import type { ApiSchemas } from '@/lib/console/api-client';
import { formatDateTime, plural } from '@/lib/format/dates';

export type MeetingRow = ApiSchemas['MeetingSummary'];

const muted = <span className="text-zinc-600 dark:text-zinc-400">—</span>;

/** The list's columns; `timeZone` is the reader's (undefined) or UTC where the server renders. */
export function meetingColumns(timeZone: 'UTC' | undefined): ColumnDef<MeetingRow>[] {
  return [
    {
      id: 'title',
      header: 'Meeting',
      meta: { rowHeader: true },
      cell: ({ row: { original: m } }) => (
        <Link
          href={`/sources/meeting/${m.publicId}`}
          className="font-medium text-zinc-900 underline-offset-4 hover:underline focus-visible:underline dark:text-zinc-50"
        >
          {m.title}
        </Link>
      ),
    },
    {
      id: 'time',
      header: 'When',
      cell: ({ row: { original: m } }) => (
        <time dateTime={m.calendarEventTime} className="whitespace-nowrap tabular-nums">
          {formatDateTime(m.calendarEventTime, timeZone)}
        </time>
      ),
    },
    {
      id: 'company',
      header: 'Company',
      cell: ({ row: { original: m } }) =>
        m.companyPublicId && m.companyName ? (
          <Link href={`/companies/${m.companyPublicId}`} className="underline-offset-4 hover:underline">
            {m.companyName}
          </Link>
        ) : (
          muted
        ),
    },
    {
      id: 'owner',
      header: 'Owner',
      cell: ({ row: { original: m } }) =>
        `${m.owner.user.firstName} ${m.owner.user.lastName}`.trim() || m.owner.user.email,
    },
    {
      id: 'attendees',
      header: 'Attendees',
      cell: ({ row: { original: m } }) => <span className="tabular-nums">{plural(m.attendeeCount, 'attendee')}</span>,
    },
    {
      id: 'source',
      header: 'Source',
      cell: ({ row: { original: m } }) => m.provider ?? muted,
    },
  ];
}
