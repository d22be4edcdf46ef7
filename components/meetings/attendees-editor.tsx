'use client';

import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Trash2, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { MeetingImport } from '@/lib/schemas/meeting';
import { MEETING_ATTENDEES_MAX } from '@/lib/schemas/values';
import { FieldGroup } from './meeting-fields';
import { sentence, type MeetingFormValues } from './meeting-form';

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export function AttendeesEditor() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<MeetingFormValues, unknown, MeetingImport>();
  const { fields, append, remove } = useFieldArray({ control, name: 'attendees' });
  const addRef = useRef<HTMLButtonElement>(null);
  const listError = sentence(errors.attendees?.message ?? errors.attendees?.root?.message);

  return (
    <FieldGroup
      legend="Attendees"
      description="Each attendee needs a name or an email. When sent, the list replaces the stored one; with no rows, an update keeps it."
    >
      {fields.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No attendees added.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Attendees">
          {fields.map((field, index) => {
            const n = index + 1;
            const rowErrors = errors.attendees?.[index];
            const rowError = sentence(rowErrors?.message);
            const nameError = sentence(rowErrors?.name?.message);
            const emailError = sentence(rowErrors?.email?.message);
            const base = `attendee-${index}`;
            return (
              <li key={field.id} className="grid gap-1.5" aria-label={`Attendee ${n}`}>
                <div className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
                  <div className="grid gap-1.5">
                    <Label htmlFor={`${base}-name`}>
                      <span className="sr-only">Attendee {n} </span>Name
                    </Label>
                    <Input
                      id={`${base}-name`}
                      {...register(`attendees.${index}.name`)}
                      aria-invalid={Boolean(nameError || rowError)}
                      aria-describedby={describedBy(nameError && `${base}-name-error`, rowError && `${base}-error`)}
                      autoComplete="off"
                    />
                    {nameError ? (
                      <p
                        id={`${base}-name-error`}
                        role="alert"
                        className="text-xs font-medium text-red-700 dark:text-red-400"
                      >
                        {nameError}
                      </p>
                    ) : null}
                  </div>
                  <div className="grid gap-1.5">
                    <Label htmlFor={`${base}-email`}>
                      <span className="sr-only">Attendee {n} </span>Email
                    </Label>
                    <Input
                      id={`${base}-email`}
                      type="email"
                      {...register(`attendees.${index}.email`)}
                      aria-invalid={Boolean(emailError || rowError)}
                      aria-describedby={describedBy(emailError && `${base}-email-error`, rowError && `${base}-error`)}
                      autoComplete="off"
                    />
                    {emailError ? (
                      <p
                        id={`${base}-email-error`}
                        role="alert"
                        className="text-xs font-medium text-red-700 dark:text-red-400"
                      >
                        {emailError}
                      </p>
                    ) : null}
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="sm:mt-6"
                    aria-label={`Remove attendee ${n}`}
                    onClick={() => {
                      remove(index);
                      // The removed row held focus; the add button is the one stable place to land.
                      addRef.current?.focus();
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                {rowError ? (
                  <p id={`${base}-error`} role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
                    Attendee {n}: {rowError}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {listError ? (
        <p role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
          {listError}
        </p>
      ) : null}
      <div>
        <Button
          ref={addRef}
          variant="outline"
          size="sm"
          disabled={fields.length >= MEETING_ATTENDEES_MAX}
          onClick={() => append({ name: '', email: '' }, { focusName: `attendees.${fields.length}.name` })}
        >
          <UserPlus aria-hidden="true" />
          Add attendee
        </Button>
      </div>
    </FieldGroup>
  );
}
