import type { Period } from '../schemas/tracker';
import type { Rng } from './random';
import { monthEnd, monthLabel, quarterEnd, quarterLabel } from './time';
import type { TrackerDef } from './tracker-defs';
import { INVESTORS } from './words';

export interface Point {
  effectiveMs: number;
  effectiveAt: string;
  value: number | boolean | string;
  unit: string | null;
  period: Period | null;
  /** Where the number was read, to make the note plausible. */
  label: string;
}

const round = (x: number, step: number) => Math.round(x / step) * step;

/** Effective dates, oldest first, ending up to a few periods before the anchor. */
function dates(rng: Rng, def: TrackerDef, n: number): Array<{ ms: number; date: string; label: string }> {
  const out = [];
  if (def.cadence === 'month') {
    const newest = rng.int(0, 3);
    for (let k = newest + n - 1; k >= newest; k--) {
      const d = monthEnd(k);
      out.push({ ...d, label: monthLabel(d.ms) });
    }
  } else if (def.cadence === 'quarter') {
    const newest = rng.int(0, 1);
    for (let k = newest + n - 1; k >= newest; k--) {
      const d = quarterEnd(k);
      out.push({ ...d, label: quarterLabel(d.ms) });
    }
  } else {
    // Sporadic: distinct quarters picked at random within two years.
    const picks = rng
      .sample(
        Array.from({ length: 8 }, (_, i) => i),
        n,
      )
      .sort((a, b) => b - a);
    for (const k of picks) {
      const d = quarterEnd(k);
      out.push({ ...d, label: quarterLabel(d.ms) });
    }
  }
  return out;
}

const STAGES = ['Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C'];
const STAGE_SIZE = [0.8, 3, 12, 35, 80];

/** A plausible time series for one company: trends with noise, not independent draws. */
export function series(rng: Rng, def: TrackerDef, n: number): Point[] {
  const when = dates(rng, def, n);
  const points: Point[] = [];
  const noise = (pct: number) => 1 + rng.normal() * pct;
  switch (def.series) {
    case 'arr': {
      const growth = rng.float(0.01, 0.07);
      let v = Math.exp(rng.float(Math.log(150_000), Math.log(8_000_000)));
      const withCadence = rng.chance(0.3);
      for (const d of when) {
        v *= (1 + growth) * noise(0.015);
        const period: Period = withCadence
          ? { kind: 'point_in_time', underlyingCadence: { unit: 'month', length: 1 }, denomination: 'year' }
          : { kind: 'point_in_time', denomination: 'year' };
        points.push({
          effectiveMs: d.ms,
          effectiveAt: d.date,
          value: round(v, 1000),
          unit: 'USD',
          period,
          label: d.label,
        });
      }
      break;
    }
    case 'revenue': {
      const growth = rng.float(0.03, 0.2);
      let v = Math.exp(rng.float(Math.log(60_000), Math.log(3_000_000)));
      for (const d of when) {
        v *= (1 + growth) * noise(0.04);
        const period: Period = { kind: 'period_total', cadence: { unit: 'quarter', length: 1 } };
        points.push({
          effectiveMs: d.ms,
          effectiveAt: d.date,
          value: round(v, 100),
          unit: 'USD',
          period,
          label: d.label,
        });
      }
      break;
    }
    case 'headcount': {
      let v = rng.int(4, 250);
      for (const d of when) {
        v = Math.max(2, Math.round(v * (1 + rng.float(-0.03, 0.15))));
        points.push({
          effectiveMs: d.ms,
          effectiveAt: d.date,
          value: v,
          unit: 'employees',
          period: { kind: 'point_in_time' },
          label: d.label,
        });
      }
      break;
    }
    case 'margin': {
      let v = rng.float(40, 82);
      for (const d of when) {
        v = Math.min(92, Math.max(15, v + rng.normal() * 2.5));
        const period: Period = { kind: 'point_in_time', observationWindow: { unit: 'quarter', length: 1 } };
        points.push({
          effectiveMs: d.ms,
          effectiveAt: d.date,
          value: Math.round(v * 10) / 10,
          unit: '%',
          period,
          label: d.label,
        });
      }
      break;
    }
    case 'burn': {
      let v = Math.exp(rng.float(Math.log(40_000), Math.log(1_500_000)));
      const window = rng.chance(0.25) ? 3 : 1;
      for (const d of when) {
        v *= noise(0.08);
        const period: Period = {
          kind: 'point_in_time',
          observationWindow: { unit: 'month', length: window },
          denomination: 'month',
        };
        points.push({
          effectiveMs: d.ms,
          effectiveAt: d.date,
          value: round(v, 500),
          unit: 'USD',
          period,
          label: d.label,
        });
      }
      break;
    }
    case 'profitable': {
      const turnsAt = rng.chance(0.3) ? rng.int(0, when.length - 1) : when.length;
      when.forEach((d, i) =>
        points.push({
          effectiveMs: d.ms,
          effectiveAt: d.date,
          value: i >= turnsAt,
          unit: null,
          period: null,
          label: d.label,
        }),
      );
      break;
    }
    case 'round': {
      let stage = rng.int(0, 2);
      for (const d of when) {
        const size = (STAGE_SIZE[stage] ?? 10) * rng.float(0.6, 1.6);
        const text = `${STAGES[stage] ?? 'Series D'} — $${size.toFixed(1)}M led by ${rng.pick(INVESTORS)}`;
        points.push({ effectiveMs: d.ms, effectiveAt: d.date, value: text, unit: null, period: null, label: d.label });
        stage = Math.min(STAGES.length - 1, stage + 1);
      }
      break;
    }
    case 'score': {
      let v = rng.int(2, 5);
      for (const d of when) {
        v = Math.min(5, Math.max(1, v + rng.int(-1, 1)));
        points.push({ effectiveMs: d.ms, effectiveAt: d.date, value: v, unit: null, period: null, label: d.label });
      }
      break;
    }
  }
  return points;
}
