import { describe, expect, it } from 'vitest';
import { entryRules, lastEndedPeriod, periodEnd, periodName } from '../../components/trackers/manual-entry/entry-rules';
import { entryDefaults, entryFormSchema } from '../../components/trackers/manual-entry/entry-schema';
import { entryErrors } from '../../components/trackers/manual-entry/server-errors';
import { selectionSummary } from '../../lib/format/selection';
import { ApiRequestError } from '../../lib/console/client';
import type { Tracker } from '../../lib/schemas/tracker';

// The manual entry form's rules: a tracker's value policy turned into the body the API takes.

const TODAY = '2026-11-25';
const month = { unit: 'month', length: 1 } as const;
const quarter = { unit: 'quarter', length: 1 } as const;
const year = { unit: 'year', length: 1 } as const;

type Entered = Pick<Tracker, 'kind' | 'valuePolicy'>;

function parse(tracker: Entered, patch: Record<string, unknown>) {
  const rules = entryRules(tracker);
  const defaults = entryDefaults(rules, TODAY, 'co1');
  const period = { ...defaults.period, ...(patch.period as object | undefined) };
  return entryFormSchema(tracker, rules, TODAY).safeParse({ ...defaults, ...patch, period });
}
const issues = (r: ReturnType<typeof parse>) =>
  r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);

describe('period dates', () => {
  it('dates a period on its last day', () => {
    expect(periodEnd('month', 2024, 2)).toBe('2024-02-29');
    expect(periodEnd('month', 2026, 4)).toBe('2026-04-30');
    expect(periodEnd('quarter', 2026, 1)).toBe('2026-03-31');
    expect(periodEnd('year', 2025, 1)).toBe('2025-12-31');
  });
  it('starts from the latest period that has ended', () => {
    expect(lastEndedPeriod('quarter', '2026-11-25')).toEqual({ year: 2026, part: 3 });
    expect(lastEndedPeriod('quarter', '2026-02-10')).toEqual({ year: 2025, part: 4 });
    expect(lastEndedPeriod('month', '2026-01-15')).toEqual({ year: 2025, part: 12 });
    expect(lastEndedPeriod('year', '2026-11-25')).toEqual({ year: 2025, part: 1 });
  });
  it('names periods as people say them', () => {
    expect(periodName(quarter, 2026, 4)).toBe('Q4 2026');
    expect(periodName(month, 2026, 10)).toBe('Oct 2026');
    expect(periodName({ unit: 'month', length: 6 }, 2026, 6)).toBe('6 months to Jun 2026');
  });
});

describe('the entry form', () => {
  const revenue: Entered = {
    kind: 'money',
    valuePolicy: { kind: 'period_total', cadence: { allowed: [quarter, year], preferred: quarter } },
  };

  it('sends a period total for an ended quarter, dated on its last day', () => {
    const r = parse(revenue, { value: '2,410,000', periodYear: '2026', periodPart: '2' });
    expect(r.data).toEqual({
      companyPublicId: 'co1',
      value: 2_410_000,
      effectiveAt: '2026-06-30',
      period: { kind: 'period_total', cadence: quarter },
    });
  });

  it('refuses a period that has not ended, on the field that chose it', () => {
    expect(issues(parse(revenue, { value: '1', periodYear: '2026', periodPart: '4' }))).toEqual([
      ['periodPart', 'Q4 2026 has not ended yet: enter its total once it is over.'],
    ]);
    expect(issues(parse(revenue, { value: '1', period: { cadence: 'year-1' }, periodYear: '2026' }))).toContainEqual([
      'periodYear',
      '2026 has not ended yet: enter its total once it is over.',
    ]);
  });

  it('offers only what the policy allows, the preferred first', () => {
    const netBurn = entryRules({
      valuePolicy: {
        kind: 'point_in_time',
        observationWindow: { allowed: [month, { unit: 'month', length: 3 }], preferred: month },
        denomination: { allowed: null, preferred: 'month' },
      },
    });
    expect(netBurn.windows?.map((o) => o.label)).toEqual(['1 month', '3 months']);
    expect(netBurn.denominations?.map((o) => o.key)).toEqual(['month', 'year']);
    expect(netBurn.underlyingCadences).toBeUndefined();
  });

  it('sends a point-in-time period with the chosen facets', () => {
    const arr: Entered = {
      kind: 'money',
      valuePolicy: {
        kind: 'point_in_time',
        underlyingCadence: { allowed: [month, quarter], preferred: month },
        denomination: { allowed: ['year'], preferred: 'year' },
      },
    };
    const r = parse(arr, { value: '$1,200', effectiveAt: '2026-10-31' });
    expect(r.data).toMatchObject({
      value: 1200,
      effectiveAt: '2026-10-31',
      period: { kind: 'point_in_time', underlyingCadence: month, denomination: 'year' },
    });
  });

  it('takes the value as the kind wants it', () => {
    const none = { valuePolicy: null };
    expect(parse({ kind: 'boolean', ...none }, { value: 'false', effectiveAt: '2026-01-01' }).data).toMatchObject({
      value: false,
    });
    expect(parse({ kind: 'text', ...none }, { value: '  Series A  ', effectiveAt: '2026-01-01' }).data).toMatchObject({
      value: 'Series A',
    });
    expect(issues(parse({ kind: 'percent', ...none }, { value: '12abc', effectiveAt: '2026-01-01' }))).toEqual([
      ['value', 'Enter a number, such as 2410000 or 61.5.'],
    ]);
    const score = { kind: 'score', valuePolicy: { kind: 'score', min: 1, max: 5 } } as const;
    expect(issues(parse(score, { value: '7', effectiveAt: '' }))).toEqual([
      ['value', 'Enter a score from 1 to 5.'],
      ['effectiveAt', 'Enter the date the value is for.'],
    ]);
    expect(parse(score, { value: '4', effectiveAt: '2026-01-01' }).data).not.toHaveProperty('period');
    // The date picker passes on text that is not a date yet.
    expect(issues(parse(score, { value: '4', effectiveAt: '31 Oct' }))).toEqual([
      ['effectiveAt', 'Enter a date, such as 31 Oct 2026.'],
    ]);
  });

  it('puts the API’s refusals on the fields they name', () => {
    const scope = new ApiRequestError(
      400,
      'companyPublicId: company co1 is outside the scope of tracker Gross margin',
      'invalid_request',
    );
    expect(entryErrors(scope, { trackerName: 'Gross margin', companyName: 'Amber Water', periodTotal: false })).toEqual(
      {
        fields: [
          {
            field: 'companyPublicId',
            message: 'Gross margin does not cover Amber Water. Choose a company the tracker covers.',
          },
        ],
        form: [],
      },
    );
    // As the API sends it: the same refusal with its issue on companyPublicId.
    const scoped = new ApiRequestError(
      400,
      'companyPublicId: company co1 is outside the scope of tracker Gross margin',
      'invalid_request',
      [{ path: 'companyPublicId', message: 'company co1 is outside the scope of tracker Gross margin' }],
    );
    expect(
      entryErrors(scoped, { trackerName: 'Gross margin', companyName: 'Amber Water', periodTotal: false }),
    ).toEqual({
      fields: [
        {
          field: 'companyPublicId',
          message: 'Gross margin does not cover Amber Water. Choose a company the tracker covers.',
        },
      ],
      form: [],
    });
    const dated = new ApiRequestError(400, 'bad', 'invalid_request', [
      { path: 'effectiveAt', message: 'must be a calendar date as YYYY-MM-DD' },
    ]);
    expect(entryErrors(dated, { trackerName: 'Revenue', companyName: undefined, periodTotal: true }).fields).toEqual([
      { field: 'periodYear', message: 'Must be a calendar date as YYYY-MM-DD.' },
    ]);
  });
});

describe('filter buttons', () => {
  it('name what is chosen, or count it past two', () => {
    expect(selectionSummary('Status', [])).toEqual({ label: 'Status', ariaLabel: 'Status' });
    expect(selectionSummary('Status', ['Suggested', 'Confirmed'])).toEqual({
      label: 'Status: Suggested, Confirmed',
      ariaLabel: 'Status: Suggested, Confirmed, 2 selected',
    });
    expect(selectionSummary('Topics', ['A', 'B', 'C'], 'Filter by topic').label).toBe('Topics: 3 selected');
    expect(selectionSummary('Status', ['Exited'], 'Filter by status').ariaLabel).toBe(
      'Filter by status: Exited, 1 selected',
    );
  });
});
