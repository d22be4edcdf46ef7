import { MONTH_NAMES } from '../format/dates';

/**
 * Every seeded timestamp is placed relative to this fixed instant, never to
 * the clock, so two runs of the same size produce identical rows.
 */
export const ANCHOR = new Date('2026-11-01T00:00:00.000Z');
export const ANCHOR_MS = ANCHOR.getTime();

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export function at(ms: number): Date {
  // Stored with millisecond precision; rounding here keeps equality checks exact.
  return new Date(Math.round(ms));
}

export function daysBefore(days: number): Date {
  return at(ANCHOR_MS - days * DAY);
}

/** 'YYYY-MM-DD' of a UTC instant. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Last day of the month `monthsBack` months before the anchor's month. */
export function monthEnd(monthsBack: number): { ms: number; date: string } {
  const a = new Date(ANCHOR_MS);
  const ms = Date.UTC(a.getUTCFullYear(), a.getUTCMonth() - monthsBack, 0);
  return { ms, date: isoDate(ms) };
}

/** Last day of the quarter `quartersBack` quarters before the anchor's quarter. */
export function quarterEnd(quartersBack: number): { ms: number; date: string } {
  const a = new Date(ANCHOR_MS);
  const firstMonthOfQuarter = a.getUTCMonth() - (a.getUTCMonth() % 3);
  const ms = Date.UTC(a.getUTCFullYear(), firstMonthOfQuarter - 3 * quartersBack, 0);
  return { ms, date: isoDate(ms) };
}

const MONTHS = MONTH_NAMES;

export function monthLabel(ms: number): string {
  const d = new Date(ms);
  return `${MONTHS[d.getUTCMonth()] ?? ''} ${d.getUTCFullYear()}`;
}

export function quarterLabel(ms: number): string {
  const d = new Date(ms);
  return `Q${Math.floor(d.getUTCMonth() / 3) + 1} ${d.getUTCFullYear()}`;
}
