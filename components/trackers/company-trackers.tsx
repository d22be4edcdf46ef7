'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/states';
import { companyQuery } from '@/lib/console/query-options/companies';
import { trackerListQuery } from '@/lib/console/query-options/trackers';
import { CompanyHistory } from './chart/lazy-company-history';
import { kindLabel, policySummary } from './format';
import { AddValueButton } from './manual-entry/add-value-button';

/** The company page's Trackers tab: every tracker whose scope covers the company, each with its history. */
export function CompanyTrackers({ companyId }: { companyId: string }) {
  const trackers = useQuery(trackerListQuery({ companyPublicId: companyId }));
  const company = useQuery(companyQuery(companyId));
  const name = company.data?.name;

  return (
    <section aria-labelledby="company-trackers-heading" className="space-y-4">
      <h2 id="company-trackers-heading" className="text-lg font-semibold">
        Trackers
      </h2>
      {trackers.isPending ? (
        <ListSkeleton items={3} />
      ) : trackers.isError ? (
        <ErrorState
          title="Trackers could not be loaded"
          error={trackers.error}
          onRetry={() => void trackers.refetch()}
        />
      ) : trackers.data.length === 0 ? (
        <EmptyState title="No trackers apply" description="No tracker you can see covers this company." />
      ) : (
        trackers.data.map((tracker) => (
          <Card key={tracker.publicId}>
            <CardHeader>
              <div className="flex flex-wrap items-center gap-2">
                <CardTitle>
                  <Link
                    href={`/trackers/${tracker.publicId}?companyPublicId=${encodeURIComponent(companyId)}`}
                    className="underline-offset-4 hover:underline"
                  >
                    {tracker.name}
                  </Link>
                </CardTitle>
                <Badge variant="outline">{kindLabel(tracker.kind)}</Badge>
                {tracker.preferredUnit ? <Badge variant="outline">{tracker.preferredUnit}</Badge> : null}
                {name ? (
                  <div className="ml-auto">
                    <AddValueButton
                      tracker={tracker}
                      company={{ publicId: companyId, name }}
                      nameSuffix={`for ${tracker.name}`}
                      size="sm"
                    />
                  </div>
                ) : null}
              </div>
              <CardDescription>{policySummary(tracker.valuePolicy)}</CardDescription>
            </CardHeader>
            <CardContent>
              <CompanyHistory tracker={tracker} companyPublicId={companyId} companyName={name} />
            </CardContent>
          </Card>
        ))
      )}
    </section>
  );
}
