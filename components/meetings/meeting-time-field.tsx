'use client';

import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { DateTimePicker } from '@/components/ui/date-picker-time';
import { FieldHints, fieldA11y } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import type { MeetingImport } from '@/lib/schemas/meeting';
import { sentence, type MeetingFormValues } from './meeting-form';
import { browserOffset, OFFSETS, offsetLabel } from './meeting-time';

const ID = 'meeting-calendarEventTime';

/**
 * The meeting's start as a wall time with its offset, in the meeting's own
 * time zone: a call at 09:30 in New York is entered, sent and shown as 09:30
 * UTC−05:00, whatever zone the analyst's browser is in.
 */
export function MeetingTimeField() {
  const {
    control,
    formState: { errors },
  } = useFormContext<MeetingFormValues, unknown, MeetingImport>();
  const time = useWatch<MeetingFormValues, 'calendarEventTime'>({ name: 'calendarEventTime' });
  const error = sentence(errors.calendarEventTime?.message);
  const description =
    "In the meeting's own time zone. Orders meetings; a new meeting without one gets the time of import.";
  // The browser's offset on the meeting's day (summer time differs from winter time); the server knows no browser.
  const inBrowser = useHydrated();
  const local = inBrowser ? (browserOffset(time) ?? browserOffset(localNow())) : undefined;
  return (
    <div data-slot="form-field" className="grid gap-1.5">
      <Label htmlFor={ID}>Meeting time</Label>
      <div className="flex flex-wrap items-center gap-2">
        <Controller
          control={control}
          name="calendarEventTime"
          render={({ field }) => (
            <DateTimePicker
              {...fieldA11y(ID, error, true)}
              label="Meeting time"
              withSeconds
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={control}
          name="calendarEventOffset"
          render={({ field }) => (
            <NativeSelect
              ref={field.ref}
              aria-label="Meeting time zone"
              name={field.name}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              wrapperClassName="w-60"
            >
              {/* Empty stands for the browser's own zone. */}
              <option value="">Your time zone{local ? ` (${offsetLabel(local)})` : ''}</option>
              {OFFSETS.map((o) => (
                <option key={o} value={o}>
                  {offsetLabel(o)}
                </option>
              ))}
            </NativeSelect>
          )}
        />
      </div>
      <FieldHints id={ID} error={error} description={description} />
    </div>
  );
}

function localNow(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
