'use client';

import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { QueueValue, ReviewBody } from '@/lib/console/query-options/review';
import { trackerQuery } from '@/lib/console/query-options/trackers';
import { TrackerValueReviewSchema } from '@/lib/schemas/tracker';
import { valueText } from './format';
import { periodChoices, periodError, periodKey, periodLabel } from './period-choices';

const NUMERIC = new Set(['money', 'number', 'percent', 'score']);

/** The typed value, or an error sentence: numbers for numeric kinds, yes/no, or text. */
function parse(kind: string, raw: string): { value: ReviewBody['value'] } | { error: string } {
  if (kind === 'boolean') return { value: raw === 'true' };
  const text = raw.trim();
  if (!NUMERIC.has(kind)) return text ? { value: text } : { error: 'Enter the value.' };
  // People type "2,410,000" or "2 410 000"; the API wants a plain number.
  const n = Number(text.replace(/[,\s]/g, ''));
  return text && Number.isFinite(n) ? { value: n } : { error: 'Enter a number, e.g. 2410000.' };
}

/** The date checked by the API's own review schema, so the form refuses what the API would. */
function dateError(raw: string): string | undefined {
  const checked = TrackerValueReviewSchema.shape.effectiveAt.safeParse(raw);
  return checked.success ? undefined : 'Enter a date, e.g. 2026-10-31.';
}

function CorrectForm({
  item,
  onSave,
  onCancel,
}: {
  item: QueueValue;
  onSave: (body: ReviewBody) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [raw, setRaw] = useState(String(item.value));
  const [note, setNote] = useState(item.note ?? '');
  const [effectiveAt, setEffectiveAt] = useState(item.effectiveAt);
  const [error, setError] = useState<string>();
  const [dateProblem, setDateProblem] = useState<string>();
  // The periods the tracker's policy allows; the value's own stays selected until one is chosen.
  const tracker = useQuery(trackerQuery(item.trackerPublicId)).data;
  const choices = useMemo(() => (tracker ? periodChoices(tracker) : []), [tracker]);
  const [periodChoice, setPeriodChoice] = useState(periodKey(item.period));
  const [periodProblem, setPeriodProblem] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parse(item.kind, raw);
    const badDate = dateError(effectiveAt);
    const changed = periodChoice !== periodKey(item.period);
    const period = changed ? choices.find((c) => c.key === periodChoice)?.value : undefined;
    // The review's own schema and the policy check the API runs: the form shows the 400 it would answer.
    const badPeriod = changed && tracker ? periodError(tracker, period) : undefined;
    if ('error' in parsed || badDate || badPeriod) {
      setError('error' in parsed ? parsed.error : undefined);
      setDateProblem(badDate);
      setPeriodProblem(badPeriod);
      return;
    }
    // Only a changed date or period is sent, so a plain value correction stays the review it was.
    const date = effectiveAt === item.effectiveAt ? {} : { effectiveAt };
    const periodField = period ? { period } : {};
    onSave({ status: 'confirmed', value: parsed.value, ...date, ...periodField, note: note.trim() ? note : null });
  };
  // The value's own period leads the list when no choice is it: a suggestion may leave facets unset.
  const own = periodKey(item.period);
  const ownOption =
    item.period && !choices.some((c) => c.key === own)
      ? `${periodLabel(item.period)}${tracker && periodError(tracker, item.period) ? ' (not allowed by the tracker)' : ''}`
      : undefined;
  const unit = item.unit ? ` (${item.unit})` : '';
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      {item.kind === 'boolean' ? (
        <FormField id={`${id}-value`} label="Value">
          <NativeSelect id={`${id}-value`} value={raw} onChange={(e) => setRaw(e.target.value)} wrapperClassName="w-40">
            <option value="true">Yes</option>
            <option value="false">No</option>
          </NativeSelect>
        </FormField>
      ) : (
        <FormField id={`${id}-value`} label={`Value${unit}`} error={error}>
          <Input
            {...fieldA11y(`${id}-value`, error)}
            autoFocus
            inputMode={NUMERIC.has(item.kind) ? 'decimal' : undefined}
            value={raw}
            onChange={(e) => {
              setRaw(e.target.value);
              setError(undefined);
            }}
          />
        </FormField>
      )}
      <FormField id={`${id}-date`} label="Effective date" error={dateProblem}>
        <Input
          {...fieldA11y(`${id}-date`, dateProblem)}
          type="date"
          value={effectiveAt}
          onChange={(e) => {
            setEffectiveAt(e.target.value);
            setDateProblem(undefined);
          }}
          className="w-48"
        />
      </FormField>
      {choices.length > 0 ? (
        <FormField id={`${id}-period`} label="Period" error={periodProblem}>
          <NativeSelect
            {...fieldA11y(`${id}-period`, periodProblem)}
            value={periodChoice}
            onChange={(e) => {
              setPeriodChoice(e.target.value);
              setPeriodProblem(undefined);
            }}
            wrapperClassName="w-64"
          >
            {own === '' ? <option value="">No period</option> : null}
            {ownOption ? <option value={own}>{ownOption}</option> : null}
            {choices.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <FormField id={`${id}-note`} label="Note" description="The quoted passage, or why you changed the value.">
        <Textarea
          {...fieldA11y(`${id}-note`, undefined, true)}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save and confirm</Button>
      </div>
    </form>
  );
}

/** Correct a value before confirming it (e). The form starts from the suggested value and its note. */
export function CorrectDialog({
  item,
  onSave,
  onClose,
}: {
  item: QueueValue | undefined;
  onSave: (item: QueueValue, body: ReviewBody) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={item !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {item ? (
          <>
            <DialogHeader>
              <DialogTitle>Correct {item.trackerName}</DialogTitle>
              <DialogDescription>
                {item.companyName}: suggested {valueText(item)}. Saving confirms the corrected value.
              </DialogDescription>
            </DialogHeader>
            <CorrectForm key={item.publicId} item={item} onSave={(body) => onSave(item, body)} onCancel={onClose} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
