'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldHints, fieldA11y, FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/console/client';
import type { Tracker, TrackerValueCreate } from '@/lib/schemas/tracker';
import { formatDate, formatValue } from '../format';
import { CompanyPicker } from '../values/company-picker';
import { createTrackerValue, refreshTrackerValues } from './create-value';
import { entryRules, localToday } from './entry-rules';
import { entryDefaults, entryFormSchema, type EntryFormValues } from './entry-schema';
import { entryErrors } from './server-errors';
import { ValueField } from './value-field';
import { WhenFields } from './when-fields';

export interface EntryCompany {
  publicId: string;
  name: string;
}

interface EntryFormProps {
  tracker: Tracker;
  /** The company the value is for: fixed (a company's Trackers tab), or chosen in the form, starting from `initialCompany`. */
  company?: EntryCompany;
  initialCompany?: EntryCompany;
  onDone: (company: EntryCompany) => void;
  onCancel: () => void;
}

/** A value entered by hand, with the period the tracker's policy asks for; saved confirmed. */
export function EntryForm({ tracker, company, initialCompany, onDone, onCancel }: EntryFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const rules = useMemo(() => entryRules(tracker), [tracker]);
  // Fixed while the form is open: whether a period has ended is judged against the day it was opened.
  const [today] = useState(localToday);
  const schema = useMemo(() => entryFormSchema(tracker, rules, today), [tracker, rules, today]);
  const [chosen, setChosen] = useState<EntryCompany | undefined>(company ?? initialCompany);
  const form = useForm<EntryFormValues, unknown, TrackerValueCreate>({
    resolver: zodResolver(schema),
    defaultValues: entryDefaults(rules, today, chosen?.publicId),
  });
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const save = useMutation({
    mutationFn: (body: TrackerValueCreate) => createTrackerValue(tracker.publicId, body),
    onSuccess: async (_created, body) => {
      const who = chosen ?? { publicId: body.companyPublicId, name: 'the company' };
      toast({
        title: 'Value added',
        description: `${tracker.name} for ${who.name}, ${formatDate(body.effectiveAt)}: ${formatValue(body.value, tracker.preferredUnit)}`,
        variant: 'success',
      });
      onDone(who);
      await refreshTrackerValues(queryClient, tracker.publicId);
    },
    onError: (error) => {
      const found = entryErrors(error, {
        trackerName: tracker.name,
        companyName: chosen?.name,
        periodTotal: rules.periodKind === 'period_total',
      });
      found.fields.forEach(({ field, message }, i) =>
        form.setError(field, { type: 'server', message }, { shouldFocus: i === 0 }),
      );
      setFormErrors(found.form);
      toast({
        title: 'The value was not saved',
        description: found.fields[0]?.message ?? errorMessage(error),
        variant: 'destructive',
      });
    },
  });

  const submit = form.handleSubmit((body) => {
    setFormErrors([]);
    save.mutate(body);
  });
  const noteError = form.formState.errors.note?.message;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4" aria-busy={save.isPending || undefined}>
      {company ? (
        <p className="text-sm">
          <span className="font-medium">Company:</span> {company.name}
        </p>
      ) : (
        <Controller
          control={form.control}
          name="companyPublicId"
          render={({ field, fieldState }) => (
            <div className="grid gap-1.5">
              <CompanyPicker
                value={field.value || undefined}
                valueName={chosen?.name}
                placeholder="Choose a company"
                triggerRef={field.ref}
                aria-invalid={fieldState.invalid}
                aria-describedby={fieldState.error ? `${id}-company-error` : undefined}
                onChange={(publicId, name) => {
                  setChosen(publicId ? { publicId, name: name ?? publicId } : undefined);
                  field.onChange(publicId ?? '');
                }}
              />
              <FieldHints id={`${id}-company`} error={fieldState.error?.message} />
            </div>
          )}
        />
      )}
      <WhenFields form={form} id={`${id}-when`} rules={rules} today={today} />
      <ValueField form={form} id={`${id}-value`} tracker={tracker} rules={rules} />
      <FormField
        id={`${id}-note`}
        label="Note"
        description="Optional: where the figure comes from, or what a colleague should know."
        error={noteError}
      >
        <Textarea {...form.register('note')} {...fieldA11y(`${id}-note`, noteError, true)} rows={2} />
      </FormField>
      {formErrors.length > 0 ? (
        <div role="alert" className="text-sm text-red-700 dark:text-red-400">
          {formErrors.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Save value
        </Button>
      </div>
    </form>
  );
}
