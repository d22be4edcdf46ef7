'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { CompanyPicker } from '@/components/trackers/values/company-picker';
import { errorMessage } from '@/lib/console/client';
import { companyFundsQuery } from '@/lib/console/query-options/company-brief';
import { addFundCompany, fundKeys } from '@/lib/console/query-options/funds';
import type { FundStatus } from '@/lib/schemas/fund';
import { StatusSelect } from './status';
import { STATUS_LABELS } from './status-labels';

interface Chosen {
  publicId: string;
  name: string;
}

/**
 * "Add company": a searchable company picker and a status. A company already
 * in the fund takes the chosen status (the API answers 200, not an error), and
 * the toast says which happened. The fund's list, counts and histories refresh.
 */
export function AddCompanyDialog({
  fund,
  open,
  onOpenChange,
}: {
  fund: { publicId: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [company, setCompany] = useState<Chosen | undefined>();
  const [status, setStatus] = useState<FundStatus>('active');
  // A company already in the fund would only change status: the dialog says so before anything is sent.
  const funds = useQuery({ ...companyFundsQuery(company?.publicId ?? ''), enabled: Boolean(company) });
  const already = funds.data?.items.find((f) => f.publicId === fund.publicId);
  const changes = already !== undefined && already.status !== status;
  const add = useMutation({
    mutationFn: ({ target, status: chosen }: { target: Chosen; status: FundStatus }) =>
      addFundCompany(fund.publicId, target.publicId, chosen),
    onSuccess: ({ created }, { target, status: chosen }) => {
      toast({
        variant: 'success',
        title: created
          ? `${target.name} added to ${fund.name} as ${STATUS_LABELS[chosen]}`
          : `${target.name} was already in ${fund.name}; it is now ${STATUS_LABELS[chosen]}`,
      });
      onOpenChange(false);
      reset();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: fundKeys.detail(fund.publicId) }),
        queryClient.invalidateQueries({ queryKey: fundKeys.lists() }),
      ]);
    },
  });

  function reset() {
    setCompany(undefined);
    setStatus('active');
  }

  /** Cancel, Escape or outside click; not while the request runs (its answer decides). */
  function close(next: boolean) {
    if (add.isPending) return;
    onOpenChange(next);
    if (!next) {
      reset();
      add.reset();
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a company to {fund.name}</DialogTitle>
          <DialogDescription>
            Search by name or domain. For a company already in the fund, the dialog says so, and adding it changes its
            status to the one chosen here.
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (company) add.mutate({ target: company, status });
          }}
        >
          <CompanyPicker
            value={company?.publicId}
            valueName={company?.name}
            placeholder="Choose a company"
            onChange={(publicId, name) => setCompany(publicId ? { publicId, name: name ?? publicId } : undefined)}
          />
          <div className="flex items-center gap-2">
            <span aria-hidden="true" className="text-sm font-medium">
              Status
            </span>
            <StatusSelect aria-label="Status in the fund" value={status} onChange={setStatus} />
          </div>
          {company && already ? (
            <p
              role="status"
              className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            >
              {company.name} is already in {fund.name} as {STATUS_LABELS[already.status]}.{' '}
              {changes
                ? `Adding it changes its status to ${STATUS_LABELS[status]}.`
                : 'Adding it again changes nothing.'}
            </p>
          ) : null}
          {add.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              Could not add {company?.name ?? 'the company'}: {errorMessage(add.error)}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={add.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={!company || add.isPending || (already !== undefined && !changes)}
              aria-busy={add.isPending || undefined}
            >
              {add.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {changes ? `Change status to ${STATUS_LABELS[status]}` : 'Add to fund'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
