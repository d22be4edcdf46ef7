'use client';

import { useQuery } from '@tanstack/react-query';
import { meQuery } from '@/lib/console/query-options/me';
import { Skeleton } from '@/components/ui/skeleton';

export function CurrentMember() {
  const { data, isPending, isError } = useQuery(meQuery());
  if (isPending) return <Skeleton className="h-6 w-28" aria-label="Loading member" />;
  if (isError) return <span className="text-sm text-red-700 dark:text-red-400">Member unavailable</span>;
  const name = [data.user.firstName, data.user.lastName].filter(Boolean).join(' ') || data.user.email;
  return (
    <span
      className="hidden text-sm text-zinc-700 sm:inline dark:text-zinc-300"
      title={data.user.email}
      data-testid="current-member"
    >
      {name}
      <span className="ml-1 text-zinc-600 dark:text-zinc-400">· {data.role}</span>
    </span>
  );
}
