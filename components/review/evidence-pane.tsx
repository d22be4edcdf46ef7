'use client';

import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { CitationList } from '@/components/citations/citation-chip';
import { QuoteProvider } from '@/components/sources/quote';
import { SourceView } from '@/components/sources/source-view';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { evidenceQuery, type QueueValue } from '@/lib/console/query-options/review';
import { isSourceType } from '@/lib/sources/types';

function EvidenceSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the source" className="space-y-3">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/**
 * The value's evidence: its first citation's source, as the source page
 * shows it, with the quoted passage marked and scrolled to inside the pane.
 */
export function EvidencePane({ item }: { item: QueueValue }) {
  const citation = item.citations[0];
  // The passage the citation says it rests on; the value's note for another deployment's API without quotes.
  const quote = citation?.quote ?? item.note ?? undefined;
  const scroller = useRef<HTMLDivElement>(null);
  const query = useQuery({
    ...evidenceQuery(citation?.type ?? '', citation?.publicId ?? ''),
    enabled: citation !== undefined && isSourceType(citation.type) && citation.type !== 'touchpoint',
  });

  let body;
  if (!citation) {
    body = <EmptyState title="No source cited" description="This value was entered without a citation." />;
  } else if (citation.type === 'touchpoint' || !isSourceType(citation.type)) {
    body = <p className="text-sm text-zinc-700 dark:text-zinc-300">Open the cited source to read it in full.</p>;
  } else if (query.isPending) {
    body = <EvidenceSkeleton />;
  } else if (query.isError) {
    body = (
      <ErrorState title="The source could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (query.data.kind !== 'found') {
    body = (
      <EmptyState
        title="Source not available"
        description="The cited source was deleted or is outside this workspace."
      />
    );
  } else {
    body = <SourceView source={query.data.source} />;
  }

  return (
    <section
      aria-labelledby="evidence-heading"
      className="flex min-h-0 flex-col rounded-lg border border-zinc-200 dark:border-zinc-800"
    >
      <div className="space-y-2 border-b border-zinc-200 p-3 dark:border-zinc-800">
        <h2 id="evidence-heading" className="text-sm font-semibold">
          Evidence
        </h2>
        <CitationList citations={item.citations} quote={item.note} label="Cited sources" />
      </div>
      <div
        ref={scroller}
        tabIndex={0}
        aria-label="Cited source"
        role="region"
        className="min-h-0 flex-1 overflow-y-auto p-4 lg:max-h-[calc(100vh-16rem)]"
      >
        <QuoteProvider quote={quote} scrollContainer={scroller}>
          {body}
        </QuoteProvider>
      </div>
    </section>
  );
}
