import { HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CompanyFrame } from '@/components/companies/company-page/company-frame';
import { prefetch } from '@/lib/console/prefetch';
import { companyQuery } from '@/lib/console/query-options/companies';

/** The API's ids are 21-character nanoids; anything else cannot be a company and is not asked for. */
const PUBLIC_ID = /^[A-Za-z0-9_-]{21}$/;

export default async function CompanyLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ companyId: string }>;
}) {
  const { companyId } = await params;
  // The header and the Profile tab read the same company query.
  const dehydrated = await prefetch(async (client) => {
    if (PUBLIC_ID.test(companyId)) await client.prefetchQuery(companyQuery(companyId));
  });
  return (
    <HydrationBoundary state={dehydrated}>
      <CompanyFrame companyId={companyId}>{children}</CompanyFrame>
    </HydrationBoundary>
  );
}
