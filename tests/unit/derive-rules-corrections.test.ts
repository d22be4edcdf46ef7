import { describe, expect, it } from 'vitest';
import { isCorrection } from '../../lib/derive/rules/corrections';

describe('a sentence that corrects an earlier figure', () => {
  it.each([
    'Correction from Ibrahim: July net burn was $1.85M, not $1.9M.',
    'My typo, sorry: 45 at the end of July.',
    'ARR should have read £1.2M.',
    'Q2 revenue restated to $3.1M after the audit.',
    'Burn for June was 410k, not 400k.',
  ])('%j corrects', (s) => expect(isCorrection(s)).toBe(true));

  it.each([
    'Revenue (not GMV) was $3.2M in Q3.',
    'Net burn $400k in June, not bad for a launch month.',
    'We corrected course on hiring; headcount is 40.',
    'Our forecast of $2M ARR by December stands.',
    'Burn should be $300k in August once the lease ends.',
  ])('%j does not', (s) => expect(isCorrection(s)).toBe(false));
});
