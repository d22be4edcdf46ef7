import type { Metadata } from 'next';
import { FundCompanies } from '@/components/funds/fund-companies';
import { parseView, type RawSearchParams } from '@/components/funds/view';

export const metadata: Metadata = { title: 'Fund · Portfolio Intelligence' };

export default async function FundPage({
  params,
  searchParams,
}: {
  params: Promise<{ fundId: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const { fundId } = await params;
  const view = parseView(await searchParams);
  // Keyed by fund: Next keeps a client component's state across a change of the [fundId] value.
  return <FundCompanies key={fundId} fundId={fundId} view={view} />;
}
