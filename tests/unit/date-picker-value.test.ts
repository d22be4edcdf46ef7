import { describe, expect, it } from 'vitest';
import { formatDateValue, parseDateText, splitDateTime } from '@/components/ui/date-picker-value';
import { ownTime, withOffset } from '@/components/meetings/meeting-time';

describe('date picker values', () => {
  it('read dates typed the console way, in ISO, or month first', () => {
    expect(parseDateText('31 Oct 2026')).toBe('2026-10-31');
    expect(parseDateText(' 1 march 2026 ')).toBe('2026-03-01');
    expect(parseDateText('5 Sept 2025')).toBe('2025-09-05');
    expect(parseDateText('Oct 31, 2026')).toBe('2026-10-31');
    expect(parseDateText('2026-10-31')).toBe('2026-10-31');
  });

  it('refuse what is no date', () => {
    for (const text of ['31 Feb 2026', '2026-13-01', '31 Foo 2026', '1 Ma 2026', '10/31/2026', '']) {
      expect(parseDateText(text), text).toBeUndefined();
    }
  });

  it('show a yyyy-mm-dd value as "d Mon yyyy", whatever the zone', () => {
    expect(formatDateValue('2026-10-31')).toBe('31 Oct 2026');
    expect(formatDateValue('2026-01-01')).toBe('1 Jan 2026');
    expect(formatDateValue('not a date')).toBe('not a date');
  });

  it('split a datetime-local value into date and time', () => {
    expect(splitDateTime('2026-03-01T09:30:15')).toEqual({ date: '2026-03-01', time: '09:30:15' });
    expect(splitDateTime('')).toEqual({ date: '', time: '' });
  });
});

describe("a meeting's own time", () => {
  it('is sent with the offset chosen, seconds included', () => {
    expect(withOffset('2026-03-01T09:30', '-05:00')).toBe('2026-03-01T09:30:00-05:00');
    expect(withOffset('2026-03-01T09:30:15', '+05:30')).toBe('2026-03-01T09:30:15+05:30');
    expect(withOffset('2026-03-01T09:30', '')).toMatch(/^2026-03-01T09:30:00[+-]\d{2}:\d{2}$/);
    expect(withOffset('31 Foo 2026T09:00', '-05:00')).toBe('31 Foo 2026T09:00');
  });

  it('is shown as entered, not in the reader zone', () => {
    expect(ownTime('2026-03-01T09:30:15-05:00')).toBe('1 Mar 2026, 09:30:15 (UTC−05:00)');
    expect(ownTime('2026-03-01T23:30:00+05:30')).toBe('1 Mar 2026, 23:30 (UTC+05:30)');
    expect(ownTime('2026-03-01T09:30:00Z')).toBe('1 Mar 2026, 09:30 (UTC)');
  });
});
