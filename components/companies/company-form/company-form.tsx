'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/console/client';
import {
  type CompanyFormField,
  type CompanyFormValues,
  companyFormErrorMap,
  fieldMessage,
  serverFieldError,
} from './form-schema';

interface CompanyFormProps<Out> {
  /** `companyCreateFormSchema` or `companyUpdateFormSchema`: form text in, API body out. */
  schema: z.ZodType<Out, CompanyFormValues>;
  defaultValues: CompanyFormValues;
  /** Sends the body; a rejection is shown on the fields it names, or as a toast. */
  submit: (body: Out) => Promise<unknown>;
  submitLabel: string;
  onCancel: () => void;
}

interface FieldSpec {
  name: CompanyFormField;
  label: string;
  description?: string;
  multiline?: boolean;
  placeholder?: string;
  wide?: boolean;
}

const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', wide: true },
  { name: 'primaryDomain', label: 'Primary domain', placeholder: 'example.com' },
  { name: 'headline', label: 'Headline', placeholder: 'What the company does, in a line' },
  {
    name: 'domains',
    label: 'Other domains',
    description: 'One per line, or separated by commas. The primary domain is always included.',
    multiline: true,
  },
  { name: 'alternativeNames', label: 'Alternative names', description: 'One per line.', multiline: true },
  {
    name: 'linkedinSlug',
    label: 'LinkedIn slug',
    description: 'The part after linkedin.com/company/ — letters, digits and hyphens.',
  },
  { name: 'twitterSlug', label: 'X (Twitter) handle', description: 'Without the @ — letters, digits and underscores.' },
  {
    name: 'crunchbaseSlug',
    label: 'Crunchbase slug',
    description: 'The part after crunchbase.com/organization/ — letters, digits and hyphens.',
  },
];

/** One form for creating and editing a company; the schema decides which. */
export function CompanyForm<Out>({ schema, defaultValues, submit, submitLabel, onCancel }: CompanyFormProps<Out>) {
  const idPrefix = useId();
  const form = useForm<CompanyFormValues, unknown, Out>({
    resolver: zodResolver(schema, { error: companyFormErrorMap }),
    defaultValues,
    mode: 'onChange',
  });
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const values = form.watch();

  const onSubmit = handleSubmit(async (body) => {
    try {
      await submit(body);
    } catch (error) {
      const onField = serverFieldError(error, getValues());
      if (onField) setError(onField.field, { type: 'server', message: onField.message }, { shouldFocus: true });
      toast({
        title: 'The company was not saved',
        description: onField ? onField.message : errorMessage(error),
        variant: 'destructive',
      });
    }
  });

  const messageFor = (name: CompanyFormField) => fieldMessage(errors[name], name, values);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={isSubmitting || undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((spec) => {
          const id = `${idPrefix}-${spec.name}`;
          const message = messageFor(spec.name);
          const a11y = fieldA11y(id, message, Boolean(spec.description));
          return (
            <FormField
              key={spec.name}
              id={id}
              label={spec.label}
              description={spec.description}
              error={message}
              className={spec.wide || spec.multiline ? 'sm:col-span-2' : undefined}
            >
              {spec.multiline ? (
                <Textarea {...register(spec.name)} {...a11y} rows={3} placeholder={spec.placeholder} />
              ) : (
                <Input
                  {...register(spec.name)}
                  {...a11y}
                  placeholder={spec.placeholder}
                  autoComplete="off"
                  aria-required={spec.name === 'name' || undefined}
                />
              )}
            </FormField>
          );
        })}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
