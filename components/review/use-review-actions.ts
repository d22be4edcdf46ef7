'use client';

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { toast, dismissToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/console/client';
import { trackerKeys } from '@/lib/console/query-options/trackers';
import {
  reviewKeys,
  reviewValue,
  type QueueValue,
  type ReviewBody,
  type ReviewOutcome,
  type TrackerValue,
} from '@/lib/console/query-options/review';
import { STATUS_LABELS } from '@/components/trackers/format';
import { actionNoun, actionWord, valueName, valueText } from './format';
import { PendingReviews, type PendingReview } from './pending-reviews';

/** How long Undo is offered before an action is sent. */
const UNDO_WINDOW_MS = 5_000;

type QueuePage = { items: QueueValue[]; nextPageToken?: string };

/** Someone else's change met by one of ours: shown on the value until it is reviewed again. */
export interface Conflict {
  current: TrackerValue;
  body: ReviewBody;
}

const toastId = (publicId: string) => `review-${publicId}`;

/** Puts another reviewer's version of a value into every cached page of the queue. */
function adoptCurrent(client: QueryClient, current: TrackerValue) {
  client.setQueriesData<QueuePage>({ queryKey: reviewKeys.queues() }, (page) =>
    page
      ? { ...page, items: page.items.map((v) => (v.publicId === current.publicId ? { ...v, ...current } : v)) }
      : page,
  );
}

/**
 * Review actions with an undo window (see PendingReviews): applied in the
 * view at once, sent later, flushed when the page is hidden, left or
 * unmounted. Outcomes come back as toasts; a conflict also stays on the value.
 */
export function useReviewActions({ onUndone }: { onUndone: (item: QueueValue) => void }) {
  const queryClient = useQueryClient();
  const [conflicts, setConflicts] = useState<ReadonlyMap<string, Conflict>>(new Map());
  const undone = useRef(onUndone);
  useEffect(() => {
    undone.current = onUndone;
  });

  const [store] = useState(() => {
    const onOutcome = (review: PendingReview, outcome: ReviewOutcome) => {
      dismissToast(toastId(review.item.publicId));
      const name = valueName(review.item);
      if (outcome.kind === 'failed') {
        toast({
          variant: 'destructive',
          title: `${actionWord(review.body)} ${name}: not saved`,
          description: `${errorMessage(outcome.error)} It is back in the queue.`,
        });
        return;
      }
      if (outcome.kind !== 'conflict') return;
      const { current } = outcome;
      const still = current.status === 'suggested';
      if (still) {
        adoptCurrent(queryClient, current);
        setConflicts((m) => new Map(m).set(current.publicId, { current, body: review.body }));
        store.restore(current.publicId);
      }
      toast({
        variant: 'destructive',
        title: still
          ? `${name} was changed by someone else`
          : `${name} was already ${STATUS_LABELS[current.status].toLowerCase()} by someone else`,
        description: `It now reads ${valueText(current)}${still ? '' : ` (${STATUS_LABELS[current.status]})`}. Your ${actionNoun(review.body)} was not saved${still ? '; review it again.' : '.'}`,
      });
    };
    const onSettled = () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      void queryClient.invalidateQueries({ queryKey: trackerKeys.all });
    };
    const store: PendingReviews = new PendingReviews(
      (review, keepalive) => reviewValue(review.item, review.body, keepalive),
      onOutcome,
      onSettled,
      UNDO_WINDOW_MS,
    );
    return store;
  });

  // Nothing is lost: a hidden tab, a closed tab and a left page all send what is held.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') store.flushAll(true);
    };
    const onPageHide = () => store.flushAll(true);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      store.flushAll();
    };
  }, [store]);

  const hidden = useSyncExternalStore(store.subscribe, store.getHidden, store.getHidden);

  // The latest action, for z: the one whose toast is on top.
  const latest = useRef<QueueValue | undefined>(undefined);
  const undo = (item: QueueValue) => {
    const name = valueName(item);
    if (latest.current?.publicId === item.publicId) latest.current = undefined;
    if (store.undo(item.publicId)) {
      dismissToast(toastId(item.publicId));
      undone.current(item);
    } else toast({ title: 'Too late to undo', description: `${name} was already saved.` });
  };
  /** z: undoes the latest action while its window lasts. */
  const undoLatest = () => {
    if (latest.current) undo(latest.current);
  };

  const act = (item: QueueValue, body: ReviewBody) => {
    setConflicts((m) => {
      if (!m.has(item.publicId)) return m;
      const next = new Map(m);
      next.delete(item.publicId);
      return next;
    });
    store.hold(item, body);
    latest.current = item;
    const name = valueName(item);
    const shown = body.value !== undefined ? valueText({ value: body.value, unit: item.unit }) : valueText(item);
    toast({
      id: toastId(item.publicId),
      variant: 'success',
      title: `${actionWord(body)} ${name}`,
      description: shown,
      duration: UNDO_WINDOW_MS,
      action: { label: 'Undo (z)', onClick: () => undo(item) },
    });
  };

  return { hidden, conflicts, act, undoLatest, store };
}
