import { tickStep } from 'd3-array';
import { precisionFixed } from 'd3-format';
import { isCurrency } from '../format';

const SCALES = [
  { at: 1e12, suffix: 'T' },
  { at: 1e9, suffix: 'B' },
  { at: 1e6, suffix: 'M' },
  { at: 1e3, suffix: 'K' },
] as const;

/**
 * Labels for a value axis's ticks, all in one magnitude (the largest tick's:
 * K, M, B) and with as many decimals as the step between ticks needs, so no
 * two ticks read alike: $2.30M, $2.35M, $2.40M rather than $2.3M, $2.4M, $2.4M.
 * `count` is the tick count asked of the scale, which fixes its step.
 */
export function tickFormatter(domain: readonly [number, number], count: number, unit: string | undefined) {
  const [lo, hi] = domain;
  const step = tickStep(Math.min(lo, hi), Math.max(lo, hi), count);
  const largest = Math.max(Math.abs(lo), Math.abs(hi));
  const scale = SCALES.find((s) => largest >= s.at);
  const divisor = scale?.at ?? 1;
  const digits = step > 0 ? precisionFixed(step / divisor) : 0;
  const fixed = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  const format =
    unit && isCurrency(unit)
      ? new Intl.NumberFormat('en-US', { style: 'currency', currency: unit, ...fixed })
      : new Intl.NumberFormat('en-US', fixed);
  const suffix = scale?.suffix ?? '';
  return (v: number): string => {
    const n = `${format.format(v / divisor)}${v === 0 ? '' : suffix}`;
    return unit === '%' ? `${n}%` : n;
  };
}

/** A label's width in pixels, roughly, at the axes' 11px tabular font. */
const labelWidth = (label: string) => label.length * 6.5;

/**
 * Which of the date ticks to label so that no two labels overlap: every k-th,
 * the smallest k whose spacing clears the widest label and a gap.
 */
export function spacedTicks<T extends { px: number; label: string }>(ticks: readonly T[], gap = 12): T[] {
  if (ticks.length < 2) return [...ticks];
  const widest = Math.max(...ticks.map((t) => labelWidth(t.label)));
  const spacing = Math.abs((ticks[1]?.px ?? 0) - (ticks[0]?.px ?? 0)) || 1;
  const every = Math.max(1, Math.ceil((widest + gap) / spacing));
  return ticks.filter((_, i) => i % every === 0);
}
