'use client';

import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useRef } from 'react';
import { describeSource } from '@/components/citations/citation-display';
import { QuoteProvider } from '@/components/sources/quote';
import { SourceView } from '@/components/sources/source-view';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { evidenceQuery, type QueueValue } from '@/lib/console/query-options/review';
import { sourceHref } from '@/lib/sources/links';
import { isSourceType } from '@/lib/sources/types';

type Citation = QueueValue['citations'][number];

/** Long quotes stay readable in a URL; the first part is enough to find the passage. */
const MAX_QUOTE_IN_URL = 500;

/** A citation's source page, carrying the passage to mark there. */
export function evidenceHref(citation: Citation, quote: string | undefined): string | undefined {
  if (!isSourceType(citation.type)) return undefined;
  const base = sourceHref(citation.type, citation.publicId);
  return quote ? `${base}?quote=${encodeURIComponent(quote.slice(0, MAX_QUOTE_IN_URL))}` : base;
}


function CitationLinks({ citations, quote }: { citations: readonly Citation[]; quote: string | undefined }) {
  return (
    <ul aria-label="Cited sources" className="flex flex-wrap gap-1.5">
      {citations.map((c, i) => {
        const { icon: Icon, kind, text, detail } = describeSource(c);
        const href = evidenceHref(c, quote);
        return (
          <li key={`${c.type}-${c.publicId}-${i}`} className="max-w-full min-w-0">
            <a
              href={href ?? c.permalink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-md border border-zinc-300 bg-white px-2 py-1 text-xs text-zinc-900 hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-zinc-950 focus-visible:outline-none dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-50 dark:hover:bg-zinc-900 dark:focus-visible:ring-zinc-300"
            >
              <Icon aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="shrink-0 font-medium text-zinc-600 dark:text-zinc-400">{kind}</span>
              <span className="min-w-0 truncate">{text}</span>
              {detail ? <span className="shrink-0 text-zinc-600 dark:text-zinc-400">{detail}</span> : null}
              <ExternalLink aria-hidden="true" className="size-3 shrink-0 opacity-70" />
              <span className="sr-only">(opens in a new tab, with the quote marked)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

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
        {item.citations.length > 0 ? <CitationLinks citations={item.citations} quote={item.note} /> : null}
      </div>
      <div
        ref={scroller}
        tabIndex={0}
        aria-label="Cited source"
        role="region"
        className="min-h-0 flex-1 overflow-y-auto p-4 lg:max-h-[calc(100vh-16rem)]"
      >
        <QuoteProvider quote={item.note} scrollContainer={scroller}>
          {body}
        </QuoteProvider>
      </div>
    </section>
  );
}
