import type { Metadata } from 'next';
import { CompanyTrackers } from '@/components/trackers/company-trackers';

export const metadata: Metadata = { title: 'Company trackers · Portfolio Intelligence' };

export default async function CompanyTrackersPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  return <CompanyTrackers companyId={companyId} />;
}
