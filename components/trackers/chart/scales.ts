/** Small hand-written scales and ticks: no chart library is part of the console. */

export interface LinearScale {
  (v: number): number;
  domain: readonly [number, number];
  range: readonly [number, number];
}

export function linearScale(domain: readonly [number, number], range: readonly [number, number]): LinearScale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  const k = span === 0 ? 0 : (r1 - r0) / span;
  // A flat domain maps to the middle of the range rather than dividing by zero.
  const mid = (r0 + r1) / 2;
  const scale = ((v: number) => (span === 0 ? mid : r0 + (v - d0) * k)) as LinearScale;
  return Object.assign(scale, { domain, range });
}

function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  const nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10;
  return nice * power;
}

/** Rounds a domain outwards to whole steps and lists the ticks inside it. */
export function niceDomain(min: number, max: number, count: number): { domain: [number, number]; ticks: number[] } {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return { domain: [0, 1], ticks: [0, 1] };
  if (min === max) {
    const pad = min === 0 ? 1 : Math.abs(min) * 0.1;
    min -= pad;
    max += pad;
  }
  const step = niceStep(max - min, count);
  const lo = Math.floor(min / step) * step;
  const hi = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  // Index-based so floating-point drift never adds or drops a tick.
  const n = Math.round((hi - lo) / step);
  for (let i = 0; i <= n; i++) ticks.push(Number((lo + i * step).toPrecision(12)));
  return { domain: [lo, hi], ticks };
}

const DAY_MS = 86_400_000;
const MONTH_STEPS = [1, 2, 3, 6, 12, 24, 60, 120];

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const yearFormat = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'UTC' });

export interface TimeTick {
  ms: number;
  label: string;
}

/** Month-aligned ticks (1, 3, 6 months, years…) so labels read as calendar dates, at most `maxTicks`. */
export function timeTicks(domain: readonly [number, number], maxTicks: number): TimeTick[] {
  const [t0, t1] = domain;
  if (!(t1 > t0)) return [];
  const months = (t1 - t0) / (30.44 * DAY_MS);
  const step = MONTH_STEPS.find((s) => months / s <= Math.max(1, maxTicks)) ?? 240;
  const start = new Date(t0);
  let y = start.getUTCFullYear();
  let m = Math.ceil(start.getUTCMonth() / step) * step;
  if (step >= 12) {
    const years = step / 12;
    y = Math.ceil((y + (start.getUTCMonth() > 0 ? 1 : 0)) / years) * years;
    m = 0;
  }
  const ticks: TimeTick[] = [];
  for (let guard = 0; guard < 500; guard++) {
    const ms = Date.UTC(y, m, 1);
    if (ms > t1) break;
    if (ms >= t0) ticks.push({ ms, label: step >= 12 ? yearFormat.format(ms) : monthFormat.format(ms) });
    m += step;
  }
  return ticks;
}

/** The x-extent of the data with a margin, widened for a single date so it does not sit on an edge. */
export function timeDomain(min: number, max: number): [number, number] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) {
    const now = Date.now();
    return [now - 30 * DAY_MS, now];
  }
  const span = max - min;
  const pad = span === 0 ? 45 * DAY_MS : span * 0.04;
  return [min - pad, max + pad];
}
