/**
 * A period in parentheses is the period of the figures in them only (issue 20): "ARR is $935k (June: $900k)" in a
 * July note is July's $935k and June's $900k; a headline's "(June '25: $1.66M)" is no period the note reports on.
 * Hand-written examples.
 */
import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue } from '../../lib/derive/types';

const source = { type: 'email', id: 16 } as const;
const read = (text: string, subject?: string): FoundValue[] =>
  findValues({ source, text, subject, writtenAt: new Date('2026-09-04T09:00:00Z') });
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.effectiveAt]);

describe('periods in parentheses', () => {
  it('dates the figure outside by the note, the one inside by its own period', () => {
    expect(brief(read('August recap:\n\nARR is $1.4M (July: $1.3M). Burn ~$90k.'))).toEqual([
      ['arr', 1_400_000, '2026-08-31'],
      ['arr', 1_300_000, '2026-07-31'],
      ['burn', 90_000, '2026-08-31'],
    ]);
  });

  it('does not take a comparison in parentheses for the period a headline reports', () => {
    const found = brief(read('ARR $3.1M, up 40% YoY (Aug 2025: $2.2M). Burn $150k in August.', 'Q3 so far'));
    expect(found).toContainEqual(['arr', 2_200_000, '2025-08-31']);
    expect(found).not.toContainEqual(['arr', 3_100_000, '2025-08-31']);
  });

  it('keeps a period in parentheses that holds no figure: it labels the figure after it', () => {
    expect(brief(read('Board pack\nNet burn (August): $120k'))).toEqual([['burn', 120_000, '2026-08-31']]);
  });
});
