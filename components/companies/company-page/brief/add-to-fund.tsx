'use client';

import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, Plus } from 'lucide-react';
import { useState } from 'react';
import { StatusSelect } from '@/components/funds/status';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/console/client';
import { BRIEF_FUND_LIST, type CompanyFund } from '@/lib/console/query-options/company-brief';
import { fundListQuery } from '@/lib/console/query-options/funds';
import type { FundStatus } from '@/lib/schemas/fund';
import { mutedClass } from './section';
import { useAddMembership, type CompanyRef } from './use-fund-membership';

/** A fund the company is not in yet, a status, and "Add to fund". Hidden when it is in every fund. */
export function AddToFund({ company, memberOf }: { company: CompanyRef; memberOf: readonly CompanyFund[] }) {
  const funds = useQuery(fundListQuery(BRIEF_FUND_LIST));
  const add = useAddMembership(company);
  const [fundId, setFundId] = useState('');
  const [status, setStatus] = useState<FundStatus>('active');

  if (!funds.isSuccess) return null;
  const inFund = new Set(memberOf.map((f) => f.publicId));
  const candidates = funds.data.items.filter((f) => !inFund.has(f.publicId));
  if (candidates.length === 0) return null;
  const chosen = candidates.find((f) => f.publicId === fundId);

  return (
    <form
      aria-label="Add to a fund"
      className="grid gap-2 border-t border-zinc-100 pt-3 dark:border-zinc-800"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        add.mutate(
          { fund: chosen, status },
          {
            onSuccess: () => {
              setFundId('');
              setStatus('active');
            },
          },
        );
      }}
    >
      <div className="flex flex-wrap items-center gap-2">
        <NativeSelect
          aria-label="Fund to add to"
          value={chosen ? fundId : ''}
          onChange={(e) => setFundId(e.target.value)}
          disabled={add.isPending}
          wrapperClassName="w-56"
          className="h-8"
        >
          <option value="" disabled>
            Add to a fund…
          </option>
          {candidates.map((f) => (
            <option key={f.publicId} value={f.publicId}>
              {f.name}
            </option>
          ))}
        </NativeSelect>
        <StatusSelect
          aria-label="Status in the new fund"
          value={status}
          onChange={setStatus}
          disabled={add.isPending}
        />
        <Button type="submit" size="sm" disabled={!chosen || add.isPending} aria-busy={add.isPending || undefined}>
          {add.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Plus aria-hidden="true" />}
          Add to fund
        </Button>
      </div>
      {add.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          Could not add {company.name}: {errorMessage(add.error)}
        </p>
      ) : (
        <p className={`text-xs ${mutedClass}`}>Only funds it is not in yet are offered.</p>
      )}
    </form>
  );
}
