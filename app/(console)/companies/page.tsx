import type { Metadata } from 'next';
import { CompaniesView } from '@/components/companies/companies-table/companies-view';
import { parseListState } from '@/components/companies/list-state';

export const metadata: Metadata = { title: 'Companies · Portfolio Intelligence' };

export default async function CompaniesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <CompaniesView state={parseListState(await searchParams)} />;
}
