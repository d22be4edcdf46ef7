import { describe, expect, it } from 'vitest';
import { spacedTicks, tickFormatter } from '@/components/trackers/chart/tick-format';
import { formatNumber } from '@/components/trackers/format';

describe('value axis ticks', () => {
  it('gives ticks 50K apart in millions two decimals, so none repeat', () => {
    const f = tickFormatter([2_300_000, 2_450_000], 5, 'USD');
    expect([2_300_000, 2_350_000, 2_400_000, 2_450_000].map(f)).toEqual(['$2.30M', '$2.35M', '$2.40M', '$2.45M']);
  });

  it('uses the largest tick for the magnitude and no decimals on a whole step', () => {
    const f = tickFormatter([0, 2_000_000], 5, 'USD');
    expect([0, 500_000, 1_000_000, 1_500_000, 2_000_000].map(f)).toEqual(['$0.0', '$0.5M', '$1.0M', '$1.5M', '$2.0M']);
  });

  it('formats counts without a noun and percents with their sign', () => {
    expect([40, 45, 50].map(tickFormatter([40, 50], 5, undefined))).toEqual(['40', '45', '50']);
    expect([61, 61.5, 62].map(tickFormatter([61, 62], 5, '%'))).toEqual(['61.0%', '61.5%', '62.0%']);
    expect([1200, 1400].map(tickFormatter([1200, 1400], 5, undefined))).toEqual(['1.20K', '1.40K']);
  });
});

describe('brief values', () => {
  it('tells $2.42M from $2.37M', () => {
    expect(formatNumber(2_420_000, 'USD', true)).toBe('$2.42M');
    expect(formatNumber(2_370_000, 'USD', true)).toBe('$2.37M');
    expect(formatNumber(950_000, 'USD', true)).toBe('$950K');
  });

  it('counts one employee, and several employees', () => {
    expect(formatNumber(1, 'employees', true)).toBe('1 employee');
    expect(formatNumber(1, 'employees')).toBe('1 employee');
    expect(formatNumber(2, 'employees')).toBe('2 employees');
    expect(formatNumber(1, 'companies')).toBe('1 company');
    expect(formatNumber(0, 'employees')).toBe('0 employees');
    expect(formatNumber(1, 'hours')).toBe('1 hour');
  });
});

describe('date axis labels', () => {
  it('labels every tick when they are far enough apart', () => {
    const ticks = [0, 100, 200].map((px, i) => ({ px, label: `Jan ${2020 + i}` }));
    expect(spacedTicks(ticks).map((t) => t.label)).toEqual(['Jan 2020', 'Jan 2021', 'Jan 2022']);
  });

  it('labels every other tick when neighbours would overlap', () => {
    // "28 Nov 2026" is about 72px wide; ticks 50px apart need every second one.
    const ticks = [0, 50, 100, 150, 200].map((px, i) => ({ px, label: `${10 + i} Nov 2026` }));
    expect(spacedTicks(ticks).map((t) => t.px)).toEqual([0, 100, 200]);
  });
});
