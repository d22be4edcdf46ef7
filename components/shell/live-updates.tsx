'use client';

import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { changesQuery, liveKeys, meKeys } from '@/lib/console/query-options/me';
import { reviewKeys } from '@/lib/console/query-options/review';

const startsWith = (key: QueryKey, prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);

/**
 * What a change elsewhere leaves alone: the marker itself, the member, cited sources (they do not change), and
 * the review queue a reviewer is working through (its count still refreshes, so the badge and Home stay live).
 */
const KEPT: readonly (readonly unknown[])[] = [
  liveKeys.changes,
  meKeys.all,
  reviewKeys.queues(),
  [...reviewKeys.all, 'evidence'],
];

/**
 * Keeps an open console current: polls GET /changes while the page is visible, and when the marker moves
 * refetches the queries on screen, so mail arriving by API or IMAP shows without a reload. Renders nothing.
 */
export function LiveUpdates({ renderedAt }: { renderedAt: string }) {
  const queryClient = useQueryClient();
  const { data } = useQuery(changesQuery());
  const seen = useRef<string | undefined>(undefined);
  const changedAt = data?.changedAt;

  useEffect(() => {
    // undefined: not answered yet; null: nothing has happened in the workspace.
    if (changedAt === undefined || changedAt === null) return;
    // Before the first answer, the page is as current as the instant the server rendered it.
    const previous = seen.current === undefined ? renderedAt : seen.current;
    seen.current = changedAt;
    // RFC 3339 instants in UTC to the millisecond compare as text.
    if (changedAt <= previous) return;
    void queryClient.invalidateQueries({
      predicate: (q) => !KEPT.some((prefix) => startsWith(q.queryKey, prefix)),
    });
  }, [changedAt, queryClient, renderedAt]);

  return null;
}
