import { CompanyNotFound } from '@/components/companies/company-page/company-not-found';

export default function CompanyNotFoundPage() {
  return <CompanyNotFound />;
}
