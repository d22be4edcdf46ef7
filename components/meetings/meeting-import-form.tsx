'use client';

import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/console/client';
import { importMeeting } from '@/lib/console/query-options/meetings';
import type { MeetingImport } from '@/lib/schemas/meeting';
import { AttendeesEditor } from './attendees-editor';
import { CompanyFields, type CompanyChoice } from './company-fields';
import { ImportResult, type ImportOutcome } from './import-result';
import { MarkdownField } from './markdown-field';
import { CreatorFields, FieldGroup, MeetingDetailFields, SourceFields } from './meeting-fields';
import { emptyMeetingForm, sentence, serverIssues, type MeetingFormValues } from './meeting-form';

/** The rules bring zod (≈30 KB): fetched once the page is up, awaited by the first validation. */
const loadResolver = () => import('./meeting-form-schema').then((m) => m.meetingResolver);
const resolver: Resolver<MeetingFormValues, unknown, MeetingImport> = async (values, context, options) =>
  (await loadResolver())(values, context, options);

/** `onImported`: after a meeting was created or updated, so lists of meetings can refresh. */
export function MeetingImportForm({ onImported }: { onImported?: () => void } = {}) {
  const form = useForm<MeetingFormValues, unknown, MeetingImport>({
    resolver,
    defaultValues: emptyMeetingForm,
  });
  useEffect(() => void loadResolver(), []);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [picked, setPicked] = useState<CompanyChoice | undefined>(undefined);
  const mutation = useMutation({ mutationFn: (body: MeetingImport) => importMeeting(body) });
  const rootError = form.formState.errors.root?.server?.message;

  const onSubmit = async (body: MeetingImport) => {
    try {
      // A picked company is named in the import; otherwise the server finds it from the attendees.
      const result = await mutation.mutateAsync(picked ? { ...body, companyPublicId: picked.publicId } : body);
      setOutcome({
        ...result,
        at: new Date(),
        title: body.meetingNoteTitle ?? body.calendarEventTitle ?? undefined,
        time: body.calendarEventTime,
        picked,
      });
      toast({ title: result.created ? 'Meeting imported' : 'Meeting updated', variant: 'success' });
      onImported?.();
    } catch (error) {
      const issues = serverIssues(error, form.getValues('attendees').length);
      const placed = issues.flatMap((issue) => (issue.field ? [{ field: issue.field, message: issue.message }] : []));
      placed.forEach(({ field, message }, i) =>
        form.setError(field, { type: 'server', message }, { shouldFocus: i === 0 }),
      );
      const unplaced = issues.filter((issue) => !issue.field).map((issue) => issue.message);
      if (issues.length === 0) unplaced.push(errorMessage(error));
      if (unplaced.length > 0) form.setError('root.server', { type: 'server', message: unplaced.join(' ') });
      toast({
        title: 'Import failed',
        description: placed.length > 0 ? 'Check the highlighted fields.' : errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <FormProvider {...form}>
        <form noValidate aria-label="Import a meeting" onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
          <SourceFields />
          <MeetingDetailFields />
          <CreatorFields />
          <AttendeesEditor />
          <CompanyFields picked={picked} onPick={setPicked} />
          <FieldGroup legend="Content">
            <MarkdownField name="notes" label="Notes" rows={8} />
            <MarkdownField name="transcript" label="Transcript" rows={10} />
          </FieldGroup>
          <div className="flex items-start gap-2">
            <Controller
              control={form.control}
              name="clearBlank"
              render={({ field }) => (
                <Checkbox
                  id="meeting-clearBlank"
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  aria-describedby="meeting-clearBlank-description"
                />
              )}
            />
            <div className="grid gap-1">
              <Label htmlFor="meeting-clearBlank">Clear blank fields</Label>
              <p id="meeting-clearBlank-description" className="text-xs text-zinc-600 dark:text-zinc-400">
                On an update, blank text fields and an empty attendee list erase the stored values. Off: they are left
                out and the stored values stay.
              </p>
            </div>
          </div>
          {rootError ? (
            <p
              role="alert"
              className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
            >
              {sentence(rootError)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              <Upload aria-hidden="true" />
              {form.formState.isSubmitting ? 'Importing…' : 'Import meeting'}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                form.reset(emptyMeetingForm);
                setPicked(undefined);
              }}
            >
              Clear form
            </Button>
          </div>
        </form>
      </FormProvider>
      <div className="lg:sticky lg:top-20">
        <ImportResult outcome={outcome} />
      </div>
    </div>
  );
}
