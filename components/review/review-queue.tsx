'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useQueryState } from 'nuqs';
import { lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { rangeError } from '@/components/trackers/values/search-params';
import { DataTableExport } from '@/components/ui/data-table/data-table-export';
import { cursorPagerProps, DataTablePagination } from '@/components/ui/data-table/data-table-pagination';
import { Kbd } from '@/components/ui/kbd';
import { ListSkeleton, EmptyState, ErrorState } from '@/components/ui/states';
import { exportHref } from '@/lib/console/export/href';
import { evidenceQuery, reviewQueueQuery, type QueueValue, type ReviewBody } from '@/lib/console/query-options/review';
import { plural } from '@/lib/format/dates';
import { BulkConfirm } from './bulk-confirm';
import { EvidencePane } from './evidence-pane';
import { optionId, QueueList } from './queue-list';
import { ReviewFilters } from './review-filters';
import { currentValueParser, isFiltered, reviewQueueParams } from './search-params';
import { useReviewActions } from './use-review-actions';
import { useReviewKeys } from './use-review-keys';
import { useReviewSearch } from './use-review-search';
import { useWaitingCount } from './use-waiting-count';
import { ValueDetail } from './value-detail';
import { MountOnceOpen } from '@/components/ui/mount-once-open';

const loadCorrectDialog = () => import('./correct-dialog');
const CorrectDialog = lazy(() => loadCorrectDialog().then((m) => ({ default: m.CorrectDialog })));

const NO_VALUES: QueueValue[] = [];
/** Values left on this page below which the next page's follow in the list. */
const RUN_ON_BELOW = 5;
/** Values after the current one whose evidence is fetched ahead: a run of quick confirms outpaces one or two. */
const LOOK_AHEAD = 4;

function Shortcuts() {
  return (
    <p className="text-xs text-zinc-600 dark:text-zinc-400">
      <Kbd>j</Kbd> <Kbd>k</Kbd> move · <Kbd>c</Kbd> confirm · <Kbd>r</Kbd> reject · <Kbd>e</Kbd> correct · <Kbd>x</Kbd>{' '}
      select for bulk confirm · <Kbd>z</Kbd> undo
    </p>
  );
}

/** The analyst's inbox: suggested values across trackers, each beside its evidence. */
export function ReviewQueue() {
  const [search, update] = useReviewSearch();
  const queryClient = useQueryClient();
  const invalid = Boolean(rangeError(search));
  const params = useMemo(() => reviewQueueParams(search), [search]);
  const query = useQuery({ ...reviewQueueQuery(params), placeholderData: keepPreviousData, enabled: !invalid });
  const items = query.data?.items ?? NO_VALUES;
  const nextToken = query.isPlaceholderData ? undefined : query.data?.nextPageToken;
  // The next page, fetched ahead: the list runs on into it as this page is reviewed (see `visible`).
  const following = useQuery({ ...reviewQueueQuery({ ...params, pageToken: nextToken ?? '' }), enabled: !!nextToken });
  const followingItems = (nextToken && following.data?.items) || NO_VALUES;

  const [currentParam, setCurrentParam] = useQueryState('valuePublicId', currentValueParser);
  const currentId = currentParam ?? undefined;
  const setCurrentId = useCallback((id: string | undefined) => void setCurrentParam(id ?? null), [setCurrentParam]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [correcting, setCorrecting] = useState<QueueValue>();
  // Not in the page's first load, but fetched once it is up: `e` should open the dialog at once.
  useEffect(() => void loadCorrectDialog(), []);
  const root = useRef<HTMLDivElement>(null);
  const focusList = useRef(false);

  const { hidden, conflicts, act, undoLatest, store } = useReviewActions({
    onUndone: (item) => {
      // Undo is clicked in the toast, which then goes away: the focus comes back to the value it restored.
      focusList.current = true;
      setCurrentId(item.publicId);
    },
  });
  // Reviewed values leave the list at once but the queue refetches only once they are sent, after the undo
  // window: near the end of this page the next page's values follow, so the analyst never waits on it.
  const visible = useMemo(() => {
    const here = items.filter((v) => !hidden.has(v.publicId));
    if (here.length > RUN_ON_BELOW) return here;
    const ids = new Set(items.map((v) => v.publicId));
    return [...here, ...followingItems.filter((v) => !hidden.has(v.publicId) && !ids.has(v.publicId))];
  }, [items, followingItems, hidden]);
  const index = Math.max(
    0,
    visible.findIndex((v) => v.publicId === currentId),
  );
  const current = visible[index];

  // The neighbours' evidence is fetched ahead, so j/k and each review show the next source at once.
  useEffect(() => {
    for (const v of [...visible.slice(index + 1, index + 1 + LOOK_AHEAD), visible[index - 1]]) {
      const c = v?.citations[0];
      if (c && c.type !== 'touchpoint') void queryClient.prefetchQuery(evidenceQuery(c.type, c.publicId));
    }
  }, [visible, index, queryClient]);

  // Keyboard moves keep the focus on the list's current option (roving focus).
  useEffect(() => {
    if (!focusList.current || !current) return;
    focusList.current = false;
    document.getElementById(optionId(current.publicId))?.focus({ preventScroll: false });
  }, [current]);

  const listHasFocus = () => {
    const active = document.activeElement;
    return active === document.body || active?.getAttribute('role') === 'option';
  };
  const goTo = (i: number) => {
    const target = visible[Math.min(Math.max(0, i), visible.length - 1)];
    if (!target) return;
    focusList.current = listHasFocus();
    setCurrentId(target.publicId);
  };
  const review = (item: QueueValue | undefined, body: ReviewBody) => {
    if (!item) return;
    const at = visible.findIndex((v) => v.publicId === item.publicId);
    const next = visible[at + 1] ?? visible[at - 1];
    focusList.current = listHasFocus();
    setCurrentId(next?.publicId);
    setSelected((s) => (s.has(item.publicId) ? new Set([...s].filter((id) => id !== item.publicId)) : s));
    act(item, body);
  };
  const toggle = useCallback((id: string) => {
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  // Below lg the detail sits under the list: a tap on an item brings it into view (after it renders).
  const detail = useRef<HTMLDivElement>(null);
  const [taps, setTaps] = useState(0);
  const onCurrent = useCallback(
    (id: string) => {
      setCurrentId(id);
      setTaps((n) => n + 1);
    },
    [setCurrentId],
  );
  useEffect(() => {
    const el = detail.current;
    if (taps > 0 && el && el.getBoundingClientRect().top > window.innerHeight * 0.5) el.scrollIntoView();
  }, [taps]);

  useReviewKeys(root, {
    move: (d) => goTo(index + d),
    confirm: () => review(current, { status: 'confirmed' }),
    reject: () => review(current, { status: 'rejected' }),
    correct: () => current && setCorrecting(current),
    toggleSelected: () => current && toggle(current.publicId),
    undo: undoLatest,
  });

  const selectedItems = visible.filter((v) => selected.has(v.publicId));
  const waiting = useWaitingCount();

  let content;
  if (invalid) content = null;
  else if (query.isPending) content = <ListSkeleton items={6} />;
  else if (query.isError)
    content = (
      <ErrorState title="The queue could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
    );
  else if (visible.length === 0 || !current)
    content = (
      <EmptyState
        title="Nothing waiting for review"
        description={
          isFiltered(search)
            ? 'No suggested values match these filters. Clear them to see the whole queue.'
            : 'New values appear here as updates, decks and meetings arrive.'
        }
      />
    );
  else
    content = (
      <div ref={root} className="grid gap-4 lg:grid-cols-[minmax(18rem,24rem)_1fr]">
        <div className="space-y-3">
          <QueueList
            items={visible}
            currentId={current.publicId}
            selected={selected}
            onCurrent={onCurrent}
            onToggle={toggle}
          />
          <DataTablePagination
            {...cursorPagerProps(search, update, nextToken)}
            busy={query.isPlaceholderData || store.busy}
            label="Queue pages"
          />
        </div>
        <div ref={detail} className="min-w-0 scroll-mt-16 space-y-4">
          <ValueDetail
            item={current}
            conflict={conflicts.get(current.publicId)}
            onConfirm={() => review(current, { status: 'confirmed' })}
            onReject={() => review(current, { status: 'rejected' })}
            onCorrect={() => setCorrecting(current)}
          />
          <EvidencePane key={current.publicId} item={current} />
        </div>
      </div>
    );

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">Review queue</h1>
          <p className="text-sm text-zinc-700 dark:text-zinc-300" aria-live="polite">
            {waiting === undefined ? 'Counting values waiting…' : `${plural(waiting, 'value')} waiting for review`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Shortcuts />
          <DataTableExport
            href={exportHref('review-queue', { ...params, limit: undefined, pageToken: undefined })}
            total={isFiltered(search) ? undefined : waiting}
            noun="value"
          />
        </div>
      </header>
      <ReviewFilters search={search} update={update} />
      <BulkConfirm
        selected={selectedItems}
        onSaved={(ids) => {
          store.hideSaved(ids);
          setSelected(new Set());
        }}
        onClear={() => setSelected(new Set())}
      />
      {content}
      <MountOnceOpen open={correcting !== undefined}>
        <CorrectDialog
          item={correcting}
          onClose={() => setCorrecting(undefined)}
          onSave={(item, body) => {
            setCorrecting(undefined);
            review(item, body);
          }}
        />
      </MountOnceOpen>
    </div>
  );
}
