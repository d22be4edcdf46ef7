'use client';

import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { CompanyDropZone, CompanyUploadButton, CompanyUploads } from '@/components/uploads/company-drop-zone';
import { ApiRequestError } from '@/lib/console/client';
import { companyQuery } from '@/lib/console/query-options/companies';
import { domainHref } from '../social';
import { CompanyNotFound } from './company-not-found';
import { CompanyTabs } from './company-tabs';

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** The company's header and section tabs around every company page; an unknown id shows not-found instead. */
export function CompanyFrame({ companyId, children }: { companyId: string; children: ReactNode }) {
  const query = useQuery(companyQuery(companyId));
  if (query.isError && isNotFound(query.error)) return <CompanyNotFound />;

  return (
    // Files dropped anywhere on the company's pages upload to it.
    <CompanyDropZone companyId={companyId} companyName={query.data?.name} className="space-y-6">
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <Link
            href="/companies"
            className="inline-flex items-center gap-1 text-sm text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Companies
          </Link>
          <CompanyUploadButton />
        </div>
        {query.isPending ? (
          <div role="status" aria-busy="true" aria-label="Loading company" className="space-y-2">
            <Skeleton className="h-8 w-64" />
            <Skeleton className="h-4 w-96 max-w-full" />
          </div>
        ) : query.isError ? (
          <ErrorState title="Could not load the company" error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <header className="space-y-1">
            <h1 className="text-2xl font-semibold tracking-tight break-words">{query.data.name}</h1>
            {query.data.headline ? <p className="text-zinc-700 dark:text-zinc-300">{query.data.headline}</p> : null}
            {query.data.primaryDomain ? (
              <a
                href={domainHref(query.data.primaryDomain)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-sm text-zinc-600 underline underline-offset-4 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100"
              >
                {query.data.primaryDomain}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </header>
        )}
      </div>
      <CompanyUploads companyId={companyId} />
      <CompanyTabs companyId={companyId} />
      <div>{children}</div>
    </CompanyDropZone>
  );
}
