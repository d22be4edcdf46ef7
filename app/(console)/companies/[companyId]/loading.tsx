import { ProfileSkeleton } from '@/components/companies/company-page/profile-skeleton';

export default function CompanyProfileLoading() {
  return <ProfileSkeleton />;
}
