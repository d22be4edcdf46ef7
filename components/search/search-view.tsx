'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { SearchIcon } from 'lucide-react';
import Link from 'next/link';
import { useQueryStates } from 'nuqs';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cursorPagerProps, DataTablePagination } from '@/components/ui/data-table/data-table-pagination';
import { FIRST_PAGE } from '@/components/ui/data-table/search-params';
import { Input } from '@/components/ui/input';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/states';
import { formatDate } from '@/lib/format/dates';
import { searchQuery } from '@/lib/console/query-options/search';
import { HitSnippet, hitHref } from './hit-snippet';
import { HIT_TYPES, searchListParams, searchPageParams } from './search-params';

const TYPE_LABELS: Record<(typeof HIT_TYPES)[number], string> = {
  email: 'Emails',
  element: 'Files',
  meeting: 'Meetings',
  note: 'Notes',
  insight: 'Insights',
  company: 'Companies',
};

/** Find anything: words in, hits of every kind out, best first, with the matched words marked. */
export function SearchView() {
  const queryClient = useQueryClient();
  const [state, setState] = useQueryStates(searchPageParams, { history: 'push' });
  const [draft, setDraft] = useState(state.q);
  useEffect(() => setDraft(state.q), [state.q]);
  const params = searchListParams(state);
  const query = useQuery({ ...searchQuery(params), placeholderData: keepPreviousData });
  const nextToken = query.isPlaceholderData ? undefined : query.data?.nextPageToken;
  useEffect(() => {
    if (nextToken) void queryClient.prefetchQuery(searchQuery(searchListParams(state, nextToken)));
  }, [nextToken, state, queryClient]);

  const toggle = (type: (typeof HIT_TYPES)[number]) => {
    const next = state.type.includes(type) ? state.type.filter((t) => t !== type) : [...state.type, type];
    void setState({ type: next.length > 0 ? next : null, ...FIRST_PAGE });
  };
  const hits = query.data?.items ?? [];

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Search</h1>
        <p className="max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">
          Emails, files, meetings, notes, insights and companies. &quot;…&quot; keeps a phrase together, -word leaves
          out what has that word, and the last word matches as you type it.
        </p>
      </header>
      <form
        role="search"
        className="flex flex-wrap gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void setState({ q: draft.trim() || null, ...FIRST_PAGE });
        }}
      >
        <Input
          type="search"
          name="q"
          aria-label="Words to find"
          placeholder="board deck, churn, a company…"
          className="max-w-xl flex-1"
          value={draft}
          maxLength={500}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">
          <SearchIcon aria-hidden="true" />
          Search
        </Button>
      </form>
      <div role="group" aria-label="Kinds of items" className="flex flex-wrap gap-2">
        {HIT_TYPES.map((type) => (
          <Button
            key={type}
            type="button"
            size="sm"
            variant={state.type.includes(type) ? 'default' : 'outline'}
            aria-pressed={state.type.includes(type)}
            onClick={() => toggle(type)}
          >
            {TYPE_LABELS[type]}
          </Button>
        ))}
      </div>

      {params.q === '' ? (
        <EmptyState icon={<SearchIcon className="size-8" />} title="Type words to find" />
      ) : query.isPending ? (
        <ListSkeleton items={5} />
      ) : query.isError ? (
        <ErrorState title="Could not search" error={query.error} onRetry={() => void query.refetch()} />
      ) : hits.length === 0 ? (
        <EmptyState
          icon={<SearchIcon className="size-8" />}
          title={state.pageToken ? 'No more hits' : 'Nothing found'}
          description={state.pageToken ? undefined : 'Try fewer words, or other kinds of items.'}
        />
      ) : (
        <section aria-label="Hits" aria-busy={query.isPlaceholderData} className="grid gap-3">
          <ol className="grid gap-3">
            {hits.map((hit) => (
              <li key={`${hit.type}:${hit.publicId}`} className="grid gap-1 rounded-lg border p-3 dark:border-zinc-800">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="outline">{TYPE_LABELS[hit.type]}</Badge>
                  <Link href={hitHref(hit)} className="font-medium hover:underline">
                    {hit.title || 'Untitled'}
                  </Link>
                </div>
                <HitSnippet hit={hit} />
                <p className="text-xs text-zinc-600 dark:text-zinc-400">
                  {[hit.companyName, formatDate(hit.occurredAt)].filter(Boolean).join(' · ')}
                </p>
              </li>
            ))}
          </ol>
          <DataTablePagination {...cursorPagerProps(state, setState, nextToken)} busy={query.isPlaceholderData} />
        </section>
      )}
    </div>
  );
}
