'use client';

import * as React from 'react';
import { Controller, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { DateTimePicker } from '@/components/ui/date-picker-time';
import { Kbd } from '@/components/ui/kbd';
import { MultiSelect } from '@/components/ui/multi-select';
import { TopicList } from '@/components/topics/topic-list';
import { TOPIC_OPTIONS } from '@/lib/format/labels';
import { MarkdownInput, type MarkdownMode } from './markdown-input';
import type { NoteFormValues } from './note-form-schema';
import { useUnsavedChanges } from './use-unsaved-changes';

/** The schema's messages are predicates ("must not be empty"); a person reads them after the field's name. */
function fieldError(label: string, message: string | undefined, type?: string): string | undefined {
  if (!message) return undefined;
  if (label === 'Topics' && type === 'too_small') return 'Choose at least one topic';
  return `${label} ${message}`;
}

type NoteEditorProps<TOut extends FieldValues> = {
  /** The form, created by the create or edit wrapper with its own schema. */
  form: UseFormReturn<NoteFormValues, unknown, TOut>;
  onSubmit: SubmitHandler<TOut>;
  /** Accessible name of the form, e.g. "New note". */
  label: string;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  /** Tells the owner whether leaving would lose work (so it can ask before switching editors). */
  onDirtyChange?: (dirty: boolean) => void;
};

/** One editor for create and edit: Markdown with preview, topics, time; Ctrl/Cmd+Enter saves. */
export function NoteEditor<TOut extends FieldValues>({
  form,
  onSubmit,
  label,
  submitLabel,
  pending,
  onCancel,
  onDirtyChange,
}: NoteEditorProps<TOut>) {
  const baseId = React.useId();
  const ids = { content: `${baseId}-content`, topics: `${baseId}-topics`, occurredAt: `${baseId}-occurred-at` };
  const [mode, setMode] = React.useState<MarkdownMode>('write');
  const { register, control, watch, formState } = form;
  const { errors, isDirty } = formState;
  const content = watch('content');

  useUnsavedChanges(isDirty);
  React.useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  const submit = form.handleSubmit(onSubmit, (invalid) => {
    // The textarea cannot take focus while the preview is showing.
    if (invalid.content) setMode('write');
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!pending) void submit();
    }
  };

  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
      className="grid gap-4"
    >
      <MarkdownInput
        id={ids.content}
        label="Content"
        value={content}
        error={fieldError('Content', errors.content?.message)}
        description="Markdown: headings, lists, tables, task lists, ~~strikethrough~~. Raw HTML is shown as text."
        mode={mode}
        onModeChange={setMode}
        textareaProps={{ ...register('content'), placeholder: 'Write the note in Markdown…' }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={ids.topics}
          label="Topics"
          error={fieldError('Topics', errors.topics?.message ?? errors.topics?.root?.message, errors.topics?.type)}
        >
          <Controller
            control={control}
            name="topics"
            render={({ field }) => (
              <div className="grid gap-2">
                <MultiSelect
                  id={ids.topics}
                  label="Topics"
                  placeholder="Choose topics"
                  options={TOPIC_OPTIONS}
                  value={field.value}
                  onChange={(values) => field.onChange(values)}
                  aria-label={`Topics, ${field.value.length} selected`}
                  className="w-full sm:w-fit"
                />
                <TopicList topics={field.value} label="Selected topics" />
              </div>
            )}
          />
        </FormField>
        <FormField
          id={ids.occurredAt}
          label="Occurred at"
          description="Your local time. Leave empty for now."
          error={fieldError('Occurred at', errors.occurredAt?.message)}
        >
          <Controller
            control={control}
            name="occurredAt"
            render={({ field }) => (
              <DateTimePicker
                {...fieldA11y(ids.occurredAt, errors.occurredAt?.message, true)}
                label="Occurred at"
                name={field.name}
                inputRef={field.ref}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <span className="mr-auto text-xs text-zinc-600 dark:text-zinc-400">
          <Kbd>Ctrl</Kbd>/<Kbd>⌘</Kbd> + <Kbd>Enter</Kbd> saves
        </span>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
