'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { companyKeys, createCompany, updateCompany } from '@/lib/console/query-options/companies';
import type { Company, CompanyCreate, CompanyUpdate } from '@/lib/schemas/company';
import { CompanyForm } from './company-form';
import { companyCreateFormSchema, companyFormValues, companyUpdateFormSchema } from './form-schema';

const wide = 'sm:max-w-2xl';

export function CreateCompanyDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (publicId: string) => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: CompanyCreate) => createCompany(body),
    onSuccess: ({ publicId }, body) => {
      toast({ title: 'Company created', description: body.name.trim(), variant: 'success' });
      onOpenChange(false);
      onCreated(publicId);
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={wide}>
        <DialogHeader>
          <DialogTitle>New company</DialogTitle>
          <DialogDescription>Only the name is required; everything else can be added later.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from a blank form. */}
        {open ? (
          <CompanyForm
            schema={companyCreateFormSchema}
            defaultValues={companyFormValues()}
            submit={mutation.mutateAsync}
            submitLabel="Create company"
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export function EditCompanyDialog({
  company,
  open,
  onOpenChange,
}: {
  company: Company;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: CompanyUpdate) => updateCompany(company.publicId, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(companyKeys.detail(company.publicId), updated);
      toast({ title: 'Company saved', description: updated.name, variant: 'success' });
      onOpenChange(false);
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={wide}>
        <DialogHeader>
          <DialogTitle>Edit {company.name}</DialogTitle>
          <DialogDescription>Clearing a field removes the value from the company.</DialogDescription>
        </DialogHeader>
        {open ? (
          <CompanyForm
            schema={companyUpdateFormSchema}
            defaultValues={companyFormValues(company)}
            submit={mutation.mutateAsync}
            submitLabel="Save changes"
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
