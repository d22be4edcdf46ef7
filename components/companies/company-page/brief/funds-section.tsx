'use client';

import { useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import Link from 'next/link';
import { StatusSelect } from '@/components/funds/status';
import { companyFundsQuery } from '@/lib/console/query-options/company-brief';
import { AddToFund } from './add-to-fund';
import { BriefSection, linkClass, SectionEmpty, SectionError, SectionSkeleton } from './section';
import { useSetMembershipStatus, type CompanyRef } from './use-fund-membership';

/** The funds the company is in, each with its status, changed in place; and a way into another fund. */
export function FundsSection({ company }: { company: CompanyRef }) {
  const query = useQuery(companyFundsQuery(company.publicId));
  const setStatus = useSetMembershipStatus(company);

  let body;
  if (query.isPending) body = <SectionSkeleton label="Loading funds" rows={2} />;
  else if (query.isError)
    body = <SectionError title="Could not load funds" error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.items.length === 0)
    body = (
      <SectionEmpty
        icon={<Landmark className="size-6" />}
        title="Not in any fund"
        description="Add it to a fund below to track its portfolio status."
      />
    );
  else
    body = (
      <ul className="divide-y divide-zinc-100 dark:divide-zinc-800" aria-label="Funds and statuses">
        {query.data.items.map((fund) => (
          <li key={fund.publicId} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link href={`/funds/${fund.publicId}`} className={`text-sm ${linkClass}`}>
              {fund.name}
            </Link>
            <StatusSelect
              aria-label={`Status in ${fund.name}`}
              value={fund.status}
              onChange={(status) => setStatus.mutate({ fund, status })}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <BriefSection id="funds" title="Funds" description="Portfolio status in each fund; change it here.">
      {body}
      {query.isSuccess ? <AddToFund company={company} memberOf={query.data.items} /> : null}
    </BriefSection>
  );
}
