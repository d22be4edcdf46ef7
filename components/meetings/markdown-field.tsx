'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { LazyMarkdown } from '@/components/markdown/lazy-markdown';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import type { MeetingImport } from '@/lib/schemas/meeting';
import { sentence, type MeetingFormValues } from './meeting-form';

type MarkdownName = 'notes' | 'transcript';

/** Watches the text only while the preview is open, so typing in a long transcript stays cheap. */
function Preview({ name }: { name: MarkdownName }) {
  const value = useWatch<MeetingFormValues, MarkdownName>({ name });
  if (!value.trim()) return <p className="text-sm text-zinc-600 dark:text-zinc-400">Nothing to preview.</p>;
  return <LazyMarkdown>{value}</LazyMarkdown>;
}

export function MarkdownField({ name, label, rows }: { name: MarkdownName; label: string; rows: number }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<MeetingFormValues, unknown, MeetingImport>();
  const id = `meeting-${name}`;
  const error = sentence(errors[name]?.message);
  return (
    <FormField id={id} label={label} error={error} description="Markdown.">
      <Tabs defaultValue="write">
        <TabsList aria-label={`${label}: write or preview`}>
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        {/* Kept mounted so the label keeps its control and the value its input. */}
        <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
          <Textarea {...register(name)} {...fieldA11y(id, error, true)} rows={rows} className="font-mono" />
        </TabsContent>
        <TabsContent
          value="preview"
          className="max-h-96 overflow-auto rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
        >
          <Preview name={name} />
        </TabsContent>
      </Tabs>
    </FormField>
  );
}
