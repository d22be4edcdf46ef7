import type { TrackerKind, ValuePolicy } from '../schemas/tracker';

export type Cadence = 'month' | 'quarter' | 'sporadic';
export type Series = 'arr' | 'revenue' | 'headcount' | 'margin' | 'profitable' | 'round' | 'score' | 'burn';

export interface TrackerDef {
  name: string;
  kind: TrackerKind;
  preferredUnit: string | null;
  description: string;
  valuePolicy: ValuePolicy | null;
  /** Index into the workspace's members for a private tracker; absent for team ones. */
  privateTo?: number;
  scope: 'all' | 'all_except' | 'selected';
  /** Share of companies excluded (all_except) or selected (selected). */
  scopeShare?: number;
  ingestionEnabled: boolean;
  /** Share of the workspace's value budget. */
  share: number;
  series: Series;
  cadence: Cadence;
  /** Inclusive range of values per company. */
  length: [number, number];
}

const month = { unit: 'month', length: 1 } as const;
const quarter = { unit: 'quarter', length: 1 } as const;
const year = { unit: 'year', length: 1 } as const;

const ARR: TrackerDef = {
  name: 'ARR',
  kind: 'money',
  preferredUnit: 'USD',
  description: 'Annual recurring revenue: the run-rate of subscription revenue at the end of the period.',
  valuePolicy: {
    kind: 'point_in_time',
    underlyingCadence: { allowed: [month, quarter], preferred: month },
    denomination: { allowed: ['year'], preferred: 'year' },
  },
  scope: 'all',
  ingestionEnabled: true,
  share: 0.3,
  series: 'arr',
  cadence: 'month',
  length: [6, 24],
};

export const DEMO_TRACKERS: TrackerDef[] = [
  ARR,
  {
    name: 'Revenue',
    kind: 'money',
    preferredUnit: 'USD',
    description: 'Recognised revenue over the period, as reported in the financial statements.',
    valuePolicy: { kind: 'period_total', cadence: { allowed: [quarter, year], preferred: quarter } },
    scope: 'all_except',
    scopeShare: 0.08,
    ingestionEnabled: true,
    share: 0.14,
    series: 'revenue',
    cadence: 'quarter',
    length: [3, 8],
  },
  {
    name: 'Headcount',
    kind: 'number',
    preferredUnit: 'employees',
    description: 'Full-time employees at the end of the period, contractors excluded.',
    valuePolicy: { kind: 'point_in_time' },
    scope: 'all',
    ingestionEnabled: true,
    share: 0.14,
    series: 'headcount',
    cadence: 'quarter',
    length: [3, 8],
  },
  {
    name: 'Gross margin',
    kind: 'percent',
    preferredUnit: '%',
    description: 'Gross profit as a share of revenue over the trailing quarter.',
    valuePolicy: { kind: 'point_in_time', observationWindow: { allowed: null, preferred: quarter } },
    scope: 'selected',
    scopeShare: 0.4,
    ingestionEnabled: false,
    share: 0.07,
    series: 'margin',
    cadence: 'quarter',
    length: [4, 8],
  },
  {
    name: 'Profitable',
    kind: 'boolean',
    preferredUnit: null,
    description: 'Whether the company reported a positive operating result for the period.',
    valuePolicy: null,
    scope: 'all',
    ingestionEnabled: false,
    share: 0.05,
    series: 'profitable',
    cadence: 'sporadic',
    length: [1, 4],
  },
  {
    name: 'Latest round',
    kind: 'text',
    preferredUnit: null,
    description: 'The most recent priced round: stage, amount and lead investor.',
    valuePolicy: null,
    scope: 'all',
    ingestionEnabled: true,
    share: 0.06,
    series: 'round',
    cadence: 'sporadic',
    length: [1, 3],
  },
  {
    name: 'Founder score',
    kind: 'score',
    preferredUnit: null,
    description: "Ada's private assessment of the founding team, from 1 (concerns) to 5 (exceptional).",
    valuePolicy: { kind: 'score', min: 1, max: 5 },
    privateTo: 0,
    scope: 'selected',
    scopeShare: 0.3,
    ingestionEnabled: false,
    share: 0.05,
    series: 'score',
    cadence: 'quarter',
    length: [2, 8],
  },
  {
    name: 'Net burn',
    kind: 'money',
    preferredUnit: 'USD',
    description: "Grace's tracker of monthly net cash burn (negative operating cash flow).",
    valuePolicy: {
      kind: 'point_in_time',
      observationWindow: { allowed: [month, { unit: 'month', length: 3 }], preferred: month },
      denomination: { allowed: null, preferred: 'month' },
    },
    privateTo: 1,
    scope: 'all',
    ingestionEnabled: true,
    share: 0.19,
    series: 'burn',
    cadence: 'month',
    length: [6, 18],
  },
];

export const OTHER_TRACKERS: TrackerDef[] = [{ ...ARR, share: 1, length: [3, 6] }];
