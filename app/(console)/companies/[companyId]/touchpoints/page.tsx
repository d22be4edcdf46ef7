import type { Metadata } from 'next';
import { parseTimelineFilters, type SearchParamsRecord } from '@/components/touchpoints/filters';
import { Timeline } from '@/components/touchpoints/timeline';

export const metadata: Metadata = { title: 'Touchpoints' };

export default async function TouchpointsPage({
  params,
  searchParams,
}: {
  params: Promise<{ companyId: string }>;
  searchParams: Promise<SearchParamsRecord>;
}) {
  const { companyId } = await params;
  const filters = parseTimelineFilters(await searchParams);
  return <Timeline companyId={companyId} filters={filters} />;
}
