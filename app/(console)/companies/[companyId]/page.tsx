import { HydrationBoundary } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { loadBrief } from '@/components/companies/company-page/brief/load';
import { CompanyProfile } from '@/components/companies/company-page/company-profile';
import { prefetch } from '@/lib/console/prefetch';

/** The API's ids are 21-character nanoids; anything else cannot be a company. */
const PUBLIC_ID = /^[A-Za-z0-9_-]{21}$/;

export default async function CompanyProfilePage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  if (!PUBLIC_ID.test(companyId)) notFound();
  // Every section of the brief arrives with the page; the layout prefetches the company itself.
  const dehydrated = await prefetch((client) => loadBrief(client, companyId));
  return (
    <HydrationBoundary state={dehydrated}>
      <CompanyProfile companyId={companyId} />
    </HydrationBoundary>
  );
}
