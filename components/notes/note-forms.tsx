'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { errorMessage, fieldErrors } from '@/lib/console/client';
import { createNote, noteKeys, updateNote } from '@/lib/console/query-options/notes';
import type { Note, NoteCreate, NoteUpdate } from '@/lib/schemas/note';
import { toLocalInput } from './format';
import { NoteEditor } from './note-editor';
import { NOTE_FORM_FIELDS, noteCreateFormSchema, noteUpdateFormSchema, type NoteFormValues } from './note-form-schema';

/**
 * A 400 naming a field lands on it (without the field name the editor shows as
 * its label); anything else is a toast. True when it landed on a field.
 */
function showServerError(error: unknown, setError: UseFormSetError<NoteFormValues>, title: string): boolean {
  const issue = fieldErrors(error, NOTE_FORM_FIELDS).find((e) => e.field !== undefined);
  if (issue?.field) {
    setError(issue.field, { type: 'server', message: issue.message }, { shouldFocus: true });
    return true;
  }
  toast({ title, description: errorMessage(error), variant: 'destructive' });
  return false;
}

type CommonProps = {
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

export function NoteCreateForm({ companyPublicId, ...props }: CommonProps & { companyPublicId: string }) {
  const queryClient = useQueryClient();
  const schema = useMemo(() => noteCreateFormSchema(companyPublicId), [companyPublicId]);
  const form = useForm<NoteFormValues, unknown, NoteCreate>({
    resolver: zodResolver(schema),
    defaultValues: { content: '', topics: ['other'], occurredAt: '' },
  });
  const mutation = useMutation({
    mutationFn: createNote,
    onSuccess: async () => {
      // Clean before closing, so the unsaved-changes guard lets go.
      form.reset(form.getValues());
      toast({ title: 'Note added', variant: 'success' });
      props.onDone();
      await queryClient.invalidateQueries({ queryKey: noteKeys.lists() });
    },
    onError: (error) => {
      showServerError(error, form.setError, 'The note was not saved');
    },
  });
  return (
    <NoteEditor
      form={form}
      onSubmit={(body) => mutation.mutate(body)}
      label="New note"
      submitLabel="Save note"
      pending={mutation.isPending}
      onCancel={props.onCancel}
      onDirtyChange={props.onDirtyChange}
    />
  );
}

export function NoteEditForm({ note, ...props }: CommonProps & { note: Note }) {
  const queryClient = useQueryClient();
  const form = useForm<NoteFormValues, unknown, NoteUpdate>({
    resolver: zodResolver(noteUpdateFormSchema),
    defaultValues: {
      content: note.content,
      topics: note.topics.length > 0 ? note.topics : ['other'],
      occurredAt: toLocalInput(note.occurredAt),
    },
  });
  const mutation = useMutation({
    mutationFn: (body: NoteUpdate) => updateNote(note.publicId, body),
    onSuccess: async (updated) => {
      form.reset(form.getValues());
      queryClient.setQueryData(noteKeys.detail(note.publicId), updated);
      toast({ title: 'Note updated', variant: 'success' });
      props.onDone();
      await queryClient.invalidateQueries({ queryKey: noteKeys.lists() });
    },
    onError: (error) => {
      showServerError(error, form.setError, 'The note was not updated');
    },
  });
  return (
    <NoteEditor
      form={form}
      onSubmit={(body) => {
        // The input shows minutes only: an untouched time is not sent, so its seconds survive.
        const { occurredAt, ...rest } = body;
        mutation.mutate(form.formState.dirtyFields.occurredAt ? { ...rest, occurredAt } : rest);
      }}
      label="Edit note"
      submitLabel="Save changes"
      pending={mutation.isPending}
      onCancel={props.onCancel}
      onDirtyChange={props.onDirtyChange}
    />
  );
}
