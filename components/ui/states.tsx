'use client';

import * as React from 'react';
import { Inbox, RotateCw, TriangleAlert } from 'lucide-react';
import { errorMessage } from '@/lib/console/client';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { Skeleton } from './skeleton';

type EmptyStateProps = {
  title: string;
  description?: React.ReactNode;
  /** e.g. a `<Button>` */
  action?: React.ReactNode;
  icon?: React.ReactNode;
  className?: string;
};

export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-zinc-300 p-8 text-center dark:border-zinc-700',
        className,
      )}
    >
      <div className="text-zinc-600 dark:text-zinc-400" aria-hidden="true">
        {icon ?? <Inbox className="size-8" />}
      </div>
      <p className="text-sm font-semibold text-zinc-900 dark:text-zinc-50">{title}</p>
      {description ? <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

/** Best-effort human message from an unknown thrown value. */

type ErrorStateProps = {
  title?: string;
  error: unknown;
  onRetry?: () => void;
  className?: string;
};

export function ErrorState({ title = 'Something went wrong', error, onRetry, className }: ErrorStateProps) {
  return (
    <div
      data-slot="error-state"
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-lg border border-red-200 bg-red-50 p-8 text-center dark:border-red-900 dark:bg-red-950/40',
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-red-700 dark:text-red-400" />
      <p className="text-sm font-semibold text-red-900 dark:text-red-100">{title}</p>
      <p className="max-w-md text-sm break-words text-red-800 dark:text-red-200">{errorMessage(error)}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
      ) : null}
    </div>
  );
}

type ListSkeletonProps = { items?: number; className?: string };

export function ListSkeleton({ items = 4, className }: ListSkeletonProps) {
  return (
    <div
      data-slot="list-skeleton"
      role="status"
      aria-busy="true"
      aria-label="Loading"
      className={cn('space-y-3', className)}
    >
      {Array.from({ length: items }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-8 rounded-full" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
