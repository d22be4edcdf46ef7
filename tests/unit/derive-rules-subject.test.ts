/**
 * Figures in an email's subject line ("Aug numbers: ARR 7.6M / burn 550k" over a body that says "as per subject"),
 * as the fourth, fifth and sixth outside corpora write them: read and quoted from the subject, stated as an insight,
 * never from a reply's subject, and never where the body reports the same metric. Hand-written examples.
 */
import { describe, expect, it } from 'vitest';
import { findInsights } from '../../lib/derive/rules/insights';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue, SourceRef } from '../../lib/derive/types';

const email: SourceRef = { type: 'email', id: 7 };
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.effectiveAt, v.quote]);
const values = (subject: string, text: string, writtenAt: string, source: SourceRef = email) =>
  brief(findValues({ source, text, subject, writtenAt: new Date(writtenAt) }));

describe('values in the subject line', () => {
  it('reads the figures a subject reports, dated by the month it names and quoting it', () => {
    const subject = 'Aug numbers: ARR 7.6M / burn 550k';
    expect(values(subject, 'as per subject. 62 ppl.\n\nj', '2026-09-02')).toEqual([
      ['headcount', 62, '2026-08-31', '62 ppl.'],
      ['arr', 7_600_000, '2026-08-31', subject],
      ['burn', 550_000, '2026-08-31', subject],
    ]);
  });

  it('reads a subject over a body without figures', () => {
    const subject = 'Lanternfly Feb: ARR 1.93m / burn 410k / hc 33';
    expect(values(subject, 'Quick one, the pack follows next week.\n\nM', '2026-03-04')).toEqual([
      ['arr', 1_930_000, '2026-02-28', subject],
      ['burn', 410_000, '2026-02-28', subject],
      ['headcount', 33, '2026-02-28', subject],
    ]);
  });

  it("keeps the body's figure for a metric both report", () => {
    const text = 'september was the month: ARR hit $1.01M on the 29th and closed the month there.';
    const found = values('we crossed $1M ARR', text, '2026-10-02');
    expect(found.map((v) => v[1])).toEqual([1_010_000]);
    expect(found[0]?.[3]).not.toBe('we crossed $1M ARR');
  });

  it("reads nothing from a reply's subject, nor for an attachment", () => {
    expect(values('Re: Aug numbers: ARR 7.6M / burn 550k', 'Thanks, great progress.', '2026-09-03')).toEqual([]);
    expect(values('AW: Aug numbers: ARR 7.6M', 'Danke!', '2026-09-03')).toEqual([]);
    const element: SourceRef = { type: 'element', id: 3, fileId: 2 };
    expect(values('Aug numbers: ARR 7.6M', 'See the summary.', '2026-09-03', element)).toEqual([]);
  });
});

describe('an insight from the subject line', () => {
  const insights = (subject: string, text: string) =>
    findInsights({ source: email, text, subject, writtenAt: new Date('2026-03-05') });

  it('states a subject that reports a figure the body does not', () => {
    const found = insights('Fwd: Driftwhistle Feb — $3.12M ARR', 'February was good. Burn was $410k, 40 people.');
    expect(found).toContainEqual({
      category: 'growth',
      content: 'Driftwhistle Feb — $3.12M ARR',
      quote: 'Driftwhistle Feb — $3.12M ARR',
    });
  });

  it('adds none when the body reports the same metric, or for a reply', () => {
    const text = 'February was good. ARR hit $3.12M, burn was $410k and we are 40 people.';
    expect(insights('Driftwhistle Feb — $3.12M ARR', text).map((i) => i.quote)).toEqual([
      'ARR hit $3.12M, burn was $410k and we are 40 people.',
    ]);
    expect(insights('Re: Feb — $3.12M ARR', 'Thanks, well done.').map((i) => i.quote)).toEqual([]);
  });
});
