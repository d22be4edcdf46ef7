'use client';

import { useQuery } from '@tanstack/react-query';
import { meQuery } from '@/lib/console/query-options/me';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** `className` places it: the header shows it on wide screens only, the menu always. */
export function CurrentMember({ className }: { className?: string }) {
  const { data, isPending, isError } = useQuery(meQuery());
  if (isPending) return <Skeleton className={cn('h-6 w-28', className)} aria-label="Loading member" />;
  if (isError)
    return <span className={cn('text-sm text-red-700 dark:text-red-400', className)}>Member unavailable</span>;
  const name = [data.user.firstName, data.user.lastName].filter(Boolean).join(' ') || data.user.email;
  return (
    <span
      className={cn('text-sm whitespace-nowrap text-zinc-700 dark:text-zinc-300', className)}
      title={data.user.email}
      data-testid="current-member"
    >
      {name}
      <span className="ml-1 text-zinc-600 dark:text-zinc-400">· {data.role}</span>
    </span>
  );
}
