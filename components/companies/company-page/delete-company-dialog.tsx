'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/console/client';
import { companyKeys, deleteCompany } from '@/lib/console/query-options/companies';
import type { Company } from '@/lib/schemas/company';

export function DeleteCompanyDialog({
  company,
  open,
  onOpenChange,
}: {
  company: Company;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteCompany(company.publicId),
    onSuccess: () => {
      toast({ title: 'Company deleted', description: company.name, variant: 'success' });
      onOpenChange(false);
      router.push('/companies');
      // Lists must not show the deleted company, even for a moment.
      queryClient.removeQueries({ queryKey: companyKeys.lists() });
      // Everything else refreshes when next shown. Refetching the open profile now would
      // flash "not found" before the list appears.
      void queryClient.invalidateQueries({ queryKey: companyKeys.all, refetchType: 'none' });
    },
    onError: (error) => {
      toast({ title: `${company.name} was not deleted`, description: errorMessage(error), variant: 'destructive' });
    },
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${company.name}?`}
      description="The company disappears from lists and funds, and its notes, touchpoints and tracker values are hidden with it."
      confirmLabel="Delete company"
      destructive
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    />
  );
}
