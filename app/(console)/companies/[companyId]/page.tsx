import { notFound } from 'next/navigation';
import { CompanyProfile } from '@/components/companies/company-page/company-profile';

/** The API's ids are 21-character nanoids; anything else cannot be a company. */
const PUBLIC_ID = /^[A-Za-z0-9_-]{21}$/;

export default async function CompanyProfilePage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  if (!PUBLIC_ID.test(companyId)) notFound();
  return <CompanyProfile companyId={companyId} />;
}
