'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statusLabel, STATUS_LABELS } from '@/components/funds/status-labels';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/console/client';
import { activityKeys } from '@/lib/console/query-options/activity';
import { companyBriefKeys, type CompanyFund } from '@/lib/console/query-options/company-brief';
import { addFundCompany, fundKeys, setFundCompanyStatus } from '@/lib/console/query-options/funds';
import type { FundStatus } from '@/lib/schemas/fund';

type CompanyFundList = { items: CompanyFund[] };

export interface CompanyRef {
  publicId: string;
  name: string;
}

interface MembershipVariables {
  fund: { publicId: string; name: string };
  status: FundStatus;
}

const withStatus = (list: CompanyFundList | undefined, fundId: string, status: FundStatus | undefined) =>
  list && status && { items: list.items.map((f) => (f.publicId === fundId ? { ...f, status } : f)) };

/**
 * After a membership write: every fund view (this company's funds, the fund's
 * list, counts and histories, the fund list), the company's trail and the home
 * page's fund changes. Only what is on screen refetches now.
 */
function useRefreshMemberships(companyId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: fundKeys.all }),
      queryClient.invalidateQueries({ queryKey: companyBriefKeys.audits(companyId) }),
      queryClient.invalidateQueries({ queryKey: activityKeys.all }),
    ]);
}

/**
 * The status select of one fund on the brief: the new status shows at once
 * and goes back, with a toast saying so, if the server refuses it.
 */
export function useSetMembershipStatus(company: CompanyRef) {
  const queryClient = useQueryClient();
  const key = companyBriefKeys.funds(company.publicId);
  const refresh = useRefreshMemberships(company.publicId);
  return useMutation<unknown, Error, MembershipVariables, { previous: FundStatus | undefined }>({
    mutationFn: ({ fund, status }) => setFundCompanyStatus(fund.publicId, company.publicId, status),
    onMutate: async ({ fund, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CompanyFundList>(key)?.items.find((f) => f.publicId === fund.publicId);
      queryClient.setQueryData<CompanyFundList>(key, (list) => withStatus(list, fund.publicId, status));
      return { previous: previous?.status };
    },
    onError: (error, { fund, status }, context) => {
      queryClient.setQueryData<CompanyFundList>(key, (list) => withStatus(list, fund.publicId, context?.previous));
      toast({
        variant: 'destructive',
        title: `${company.name} was not set to ${STATUS_LABELS[status]} in ${fund.name}`,
        description: `${errorMessage(error).replace(/[.\s]+$/, '')}. The status is back to ${statusLabel(context?.previous)}.`,
      });
    },
    onSuccess: (_result, { fund, status }) => {
      toast({ variant: 'success', title: `${company.name} is now ${STATUS_LABELS[status]} in ${fund.name}` });
    },
    onSettled: refresh,
  });
}

/** "Add to a fund": POST /funds/{id}/companies; a company already there takes the status chosen. */
export function useAddMembership(company: CompanyRef) {
  const refresh = useRefreshMemberships(company.publicId);
  return useMutation({
    mutationFn: ({ fund, status }: MembershipVariables) => addFundCompany(fund.publicId, company.publicId, status),
    onSuccess: async ({ created }, { fund, status }) => {
      toast({
        variant: 'success',
        title: created
          ? `${company.name} added to ${fund.name} as ${STATUS_LABELS[status]}`
          : `${company.name} was already in ${fund.name}; it is now ${STATUS_LABELS[status]}`,
      });
      await refresh();
    },
  });
}
