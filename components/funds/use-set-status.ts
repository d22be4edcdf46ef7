'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toast';
import type { ApiSchemas } from '@/lib/console/api-client';
import { errorMessage } from '@/lib/console/client';
import { fundKeys, setFundCompanyStatus } from '@/lib/console/query-options/funds';
import type { FundStatus } from '@/lib/schemas/fund';
import { statusLabel, STATUS_LABELS } from './status-labels';

interface SetStatusVariables {
  publicId: string;
  name: string;
  status: FundStatus;
}

type FundCompanyPage = ApiSchemas['FundCompanyList'];

interface SetStatusContext {
  /** Every cached page of this fund as it was before the change. */
  snapshot: Array<[QueryKey, FundCompanyPage | undefined]>;
}

const withStatus = (page: FundCompanyPage | undefined, publicId: string, status: FundStatus) =>
  page && {
    ...page,
    items: page.items.map((c) => (c.publicId === publicId ? { ...c, status } : c)),
  };

/** The company's status before the change, as the snapshot holds it. */
function statusBefore(context: SetStatusContext | undefined, publicId: string): FundStatus | undefined {
  for (const [, page] of context?.snapshot ?? []) {
    const before = page?.items.find((c) => c.publicId === publicId);
    if (before) return before.status;
  }
  return undefined;
}

/**
 * A company's status changes in every cached page at once, before the server
 * answers. A failure puts back only that company's old status (taken from the
 * snapshot), so an edit of another row made meanwhile is not undone with it. The success toast offers Undo,
 * which sets the status before back the same way.
 */
export function useSetStatus(fundId: string) {
  const queryClient = useQueryClient();
  const companiesKey = fundKeys.companies(fundId);
  const mutationKey = [...companiesKey, 'set-status'];

  const undo = useRef<(variables: SetStatusVariables) => void>(undefined);
  const mutation = useMutation<unknown, Error, SetStatusVariables, SetStatusContext>({
    mutationKey,
    mutationFn: ({ publicId, status }) => setFundCompanyStatus(fundId, publicId, status),
    onMutate: async ({ publicId, status }) => {
      await queryClient.cancelQueries({ queryKey: companiesKey });
      const snapshot = queryClient.getQueriesData<FundCompanyPage>({ queryKey: companiesKey });
      queryClient.setQueriesData<FundCompanyPage>({ queryKey: companiesKey }, (page) =>
        withStatus(page, publicId, status),
      );
      return { snapshot };
    },
    onError: (error, { publicId, name, status }, context) => {
      let previous: FundStatus | undefined;
      for (const [key, page] of context?.snapshot ?? []) {
        const before = page?.items.find((c) => c.publicId === publicId);
        if (!before) continue;
        previous = before.status;
        queryClient.setQueryData<FundCompanyPage>(key, (current) => withStatus(current, publicId, before.status));
      }
      toast({
        variant: 'destructive',
        title: `${name} was not set to ${STATUS_LABELS[status]}`,
        description: `The server answered: ${errorMessage(error).replace(/[.\s]+$/, '')}. The status is back to ${statusLabel(previous)}.`,
      });
    },
    onSuccess: (_result, { publicId, name, status }, context) => {
      const previous = statusBefore(context, publicId);
      toast({
        variant: 'success',
        title: `${name} is now ${STATUS_LABELS[status]}`,
        action:
          previous && previous !== status
            ? { label: 'Undo', onClick: () => undo.current?.({ publicId, name, status: previous }) }
            : undefined,
      });
    },
    onSettled: () => {
      // While another edit is in flight a refetch would overwrite its optimistic value; the last one refetches.
      if (queryClient.isMutating({ mutationKey }) <= 1) {
        // The fund's detail key covers its pages, its counts and the row histories.
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: fundKeys.detail(fundId) }),
          queryClient.invalidateQueries({ queryKey: fundKeys.lists() }),
        ]);
      }
    },
  });
  useEffect(() => {
    undo.current = mutation.mutate;
  });
  return mutation;
}
