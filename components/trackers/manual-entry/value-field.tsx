'use client';

import type { UseFormReturn } from 'react-hook-form';
import { fieldA11y, FieldHints, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { Tracker, TrackerValueCreate } from '@/lib/schemas/tracker';
import { type EntryRules, valueInputKind } from './entry-rules';
import type { EntryFormValues } from './entry-schema';

type EntryForm = UseFormReturn<EntryFormValues, unknown, TrackerValueCreate>;

/** "Amount (USD)", "Value (%)", "Score (1 to 5)", "Value (employees)". */
function numberLabel(tracker: Pick<Tracker, 'kind' | 'preferredUnit'>, rules: EntryRules): string {
  if (rules.score) return `Score (${rules.score.min} to ${rules.score.max})`;
  const unit = tracker.preferredUnit ?? (tracker.kind === 'percent' ? '%' : undefined);
  const word = tracker.kind === 'money' ? 'Amount' : 'Value';
  return unit ? `${word} (${unit})` : word;
}

const NUMBER_HINT: Record<string, string> = {
  money: 'The whole amount, e.g. 2410000; commas are fine.',
  percent: 'In per cent, e.g. 61.5 for 61.5%.',
};

/** The value as the tracker's kind takes it: a number in its unit, yes or no, or text. */
export function ValueField({
  form,
  id,
  tracker,
  rules,
}: {
  form: EntryForm;
  id: string;
  tracker: Pick<Tracker, 'kind' | 'preferredUnit'>;
  rules: EntryRules;
}) {
  const { register, formState } = form;
  const error = formState.errors.value?.message;
  const input = valueInputKind(tracker.kind);

  if (input === 'boolean') {
    return (
      <fieldset className="grid gap-1.5" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-1.5 text-sm leading-none font-medium">Value</legend>
        <div className="flex gap-4">
          {(['true', 'false'] as const).map((v) => (
            <label key={v} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value={v}
                {...register('value')}
                aria-invalid={Boolean(error)}
                className="size-4 accent-zinc-900 dark:accent-zinc-100"
              />
              {v === 'true' ? 'Yes' : 'No'}
            </label>
          ))}
        </div>
        <FieldHints id={id} error={error} />
      </fieldset>
    );
  }
  if (input === 'text') {
    return (
      <FormField id={id} label="Value" error={error}>
        <Textarea {...register('value')} {...fieldA11y(id, error)} rows={3} />
      </FormField>
    );
  }
  const hint = rules.score ? undefined : NUMBER_HINT[tracker.kind];
  return (
    <FormField id={id} label={numberLabel(tracker, rules)} description={hint} error={error}>
      <Input
        {...register('value')}
        {...fieldA11y(id, error, Boolean(hint))}
        inputMode="decimal"
        autoComplete="off"
        className="w-56"
      />
    </FormField>
  );
}
