'use client';

import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { MeetingTimeField } from './meeting-time-field';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { MeetingImport } from '@/lib/schemas/meeting';
import { sentence, type MeetingFormValues } from './meeting-form';

type TextName = Exclude<
  keyof MeetingFormValues,
  'attendees' | 'clearBlank' | 'notes' | 'transcript' | 'calendarEventTime' | 'calendarEventOffset'
>;

interface TextFieldProps {
  name: TextName;
  label: string;
  description?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  placeholder?: string;
}

function TextField({ name, label, description, type = 'text', autoComplete = 'off', placeholder }: TextFieldProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<MeetingFormValues, unknown, MeetingImport>();
  const id = `meeting-${name}`;
  const error = sentence(errors[name]?.message);
  return (
    <FormField id={id} label={label} error={error} description={description}>
      <Input
        {...register(name)}
        {...fieldA11y(id, error, Boolean(description))}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
      />
    </FormField>
  );
}

export function FieldGroup({
  legend,
  description,
  children,
}: {
  legend: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {description ? <p className="-mt-2 text-sm text-zinc-600 dark:text-zinc-400">{description}</p> : null}
      {children}
    </fieldset>
  );
}

export function SourceFields() {
  return (
    <FieldGroup
      legend="Source"
      description="Provider and meeting note id together identify the meeting: importing the same pair again updates it instead of creating a new one."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="provider" label="Provider" placeholder="e.g. fireflies" description="The external tool." />
        <TextField
          name="meetingNoteId"
          label="Meeting note id"
          description="Its id in that tool. Without one, every import creates a new meeting."
        />
      </div>
    </FieldGroup>
  );
}

export function MeetingDetailFields() {
  return (
    <FieldGroup
      legend="Meeting"
      description="Give at least one of the note title, the calendar event title, notes or transcript."
    >
      <TextField name="meetingNoteTitle" label="Meeting note title" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="calendarEventTitle" label="Calendar event title" />
        <TextField name="calendarEventId" label="Calendar event id" />
      </div>
      <MeetingTimeField />
    </FieldGroup>
  );
}

export function CreatorFields() {
  return (
    <FieldGroup
      legend="Creator"
      description="When the email belongs to a workspace member, that member owns the meeting instead of you."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="creatorName" label="Creator name" />
        <TextField name="creatorEmail" label="Creator email" type="email" />
      </div>
    </FieldGroup>
  );
}
