import type { ReactNode } from 'react';
import { CompanyFrame } from '@/components/companies/company-page/company-frame';

export default async function CompanyLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ companyId: string }>;
}) {
  const { companyId } = await params;
  return <CompanyFrame companyId={companyId}>{children}</CompanyFrame>;
}
