'use client';

import { Controller, type UseFormReturn } from 'react-hook-form';
import { DatePicker } from '@/components/ui/date-picker';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { TrackerValueCreate } from '@/lib/schemas/tracker';
import { formatDate } from '../format';
import { type EntryRules, lastEndedPeriod, MONTHS, type Option, periodEnd, periodName } from './entry-rules';
import type { EntryFormValues } from './entry-schema';
import { NativeSelect } from './native-select';

type EntryForm = UseFormReturn<EntryFormValues, unknown, TrackerValueCreate>;

const MONTH_OPTIONS: Option<number>[] = MONTHS.map((label, i) => ({ key: String(i + 1), value: i + 1, label }));
const QUARTER_OPTIONS: Option<number>[] = [1, 2, 3, 4].map((q) => ({
  key: String(q),
  value: q,
  label: `Q${q} (${MONTHS[q * 3 - 3]?.slice(0, 3)}–${MONTHS[q * 3 - 1]?.slice(0, 3)})`,
}));

/** One facet of a point-in-time period: a select when the policy allows several, a line when it allows one. */
function FacetField({
  form,
  id,
  name,
  label,
  options,
  error,
}: {
  form: EntryForm;
  id: string;
  name: 'period.observationWindow' | 'period.underlyingCadence' | 'period.denomination';
  label: string;
  options: Option<unknown>[] | undefined;
  error: string | undefined;
}) {
  if (!options || options.length === 0) return null;
  const [only] = options;
  if (options.length === 1 && only) {
    return (
      <p className="text-sm">
        <span className="font-medium">{label}:</span> {only.label}
      </p>
    );
  }
  return (
    <FormField id={id} label={label} error={error}>
      <NativeSelect {...form.register(name)} {...fieldA11y(id, error)} options={options} />
    </FormField>
  );
}

/** A period total: which period (when the policy allows several), then the month or quarter and the year. */
function PeriodTotalFields({
  form,
  id,
  rules,
  today,
}: {
  form: EntryForm;
  id: string;
  rules: EntryRules;
  today: string;
}) {
  const { register, formState, watch, setValue } = form;
  const errors = formState.errors;
  const cadence = rules.cadences.find((c) => c.key === watch('period.cadence'))?.value;
  const year = Number(watch('periodYear'));
  const part = cadence?.unit === 'year' ? 1 : Number(watch('periodPart'));
  const complete = cadence && /^\d{4}$/.test(watch('periodYear')) && part >= 1;
  const dated = complete ? periodEnd(cadence.unit, year, part) : undefined;

  // Another cadence: its latest ended period, as a blank form starts with.
  const onCadence = (key: string) => {
    const unit = rules.cadences.find((c) => c.key === key)?.value.unit;
    if (!unit) return;
    const last = lastEndedPeriod(unit, today);
    setValue('periodYear', String(last.year));
    setValue('periodPart', unit === 'year' ? '' : String(last.part));
  };
  const partError = errors.periodPart?.message;
  const yearError = errors.periodYear?.message;
  const cadenceError = errors.period?.cadence?.message ?? errors.period?.message;
  const [onlyCadence] = rules.cadences;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <legend className="px-1 text-sm font-medium">Period</legend>
      {rules.cadences.length > 1 ? (
        <FormField id={`${id}-cadence`} label="Total over" error={cadenceError}>
          <NativeSelect
            {...register('period.cadence', {
              onChange: (e: { target: { value: string } }) => onCadence(e.target.value),
            })}
            {...fieldA11y(`${id}-cadence`, cadenceError)}
            options={rules.cadences}
          />
        </FormField>
      ) : onlyCadence ? (
        <p className="text-sm">
          <span className="font-medium">Total over:</span> {onlyCadence.label}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-3">
        {cadence && cadence.unit !== 'year' ? (
          <FormField
            id={`${id}-part`}
            label={cadence.length > 1 ? `Ending ${cadence.unit}` : cadence.unit === 'month' ? 'Month' : 'Quarter'}
            error={partError}
          >
            <NativeSelect
              {...register('periodPart')}
              {...fieldA11y(`${id}-part`, partError)}
              options={cadence.unit === 'month' ? MONTH_OPTIONS : QUARTER_OPTIONS}
              placeholder={cadence.unit === 'month' ? 'Choose a month' : 'Choose a quarter'}
            />
          </FormField>
        ) : null}
        <FormField id={`${id}-year`} label="Year" error={yearError}>
          <Input
            {...register('periodYear')}
            {...fieldA11y(`${id}-year`, yearError)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            className="w-24"
          />
        </FormField>
      </div>
      <p className="text-xs text-zinc-600 dark:text-zinc-400" aria-live="polite">
        {dated && cadence
          ? `Dated ${formatDate(dated)}, the last day of ${periodName(cadence, year, part)}.`
          : 'Dated on the last day of the period.'}
      </p>
    </fieldset>
  );
}

/** When the value is for, as the tracker's policy asks it: a period, or a date with its period's facets. */
export function WhenFields({
  form,
  id,
  rules,
  today,
}: {
  form: EntryForm;
  id: string;
  rules: EntryRules;
  today: string;
}) {
  if (rules.periodKind === 'period_total') return <PeriodTotalFields form={form} id={id} rules={rules} today={today} />;
  const error = form.formState.errors.effectiveAt?.message;
  const periodErrors = form.formState.errors.period;
  const pointInTime = rules.periodKind === 'point_in_time';
  const description = pointInTime ? 'The day the figure was true on.' : 'The day the value is for.';
  return (
    <div className="grid gap-3">
      <FormField
        id={`${id}-date`}
        label={pointInTime ? 'As of' : 'Effective date'}
        description={description}
        error={error}
      >
        <Controller
          control={form.control}
          name="effectiveAt"
          render={({ field }) => (
            <DatePicker
              {...fieldA11y(`${id}-date`, error, true)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
            />
          )}
        />
      </FormField>
      {pointInTime ? (
        <>
          <FacetField
            form={form}
            id={`${id}-window`}
            name="period.observationWindow"
            label="Measured over"
            options={rules.windows}
            error={periodErrors?.observationWindow?.message}
          />
          <FacetField
            form={form}
            id={`${id}-cadence`}
            name="period.underlyingCadence"
            label="Based on"
            options={rules.underlyingCadences}
            error={periodErrors?.underlyingCadence?.message}
          />
          <FacetField
            form={form}
            id={`${id}-denomination`}
            name="period.denomination"
            label="Rate"
            options={rules.denominations}
            error={periodErrors?.denomination?.message}
          />
          {periodErrors?.message ? (
            <p role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
              {periodErrors.message}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
