/**
 * Team sizes written in words (issue 20): "nineteen of us", "twenty-two people", "we're fifteen now". Ten to
 * ninety-nine, before a word for the team or after "we're"; a number word elsewhere is no headcount.
 * Hand-written examples.
 */
import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue } from '../../lib/derive/types';

const source = { type: 'email', id: 17 } as const;
const read = (text: string): FoundValue[] => findValues({ source, text, writtenAt: new Date('2026-05-04T09:00:00Z') });
const heads = (text: string) =>
  read(text)
    .filter((v) => v.metric === 'headcount')
    .map((v) => [v.amount, v.effectiveAt]);

describe('team sizes written in words', () => {
  it.each([
    ['April: ARR £800k, seventeen people.', 17],
    ['In April there were thirty-four of us.', 34],
    ['We are now twenty-six people after two hires in April.', 26],
    ["We hired two engineers in April, so we're eleven now.", 11],
    ['April: team of forty-one, burn £90k.', 41],
  ])('%s → %d', (text, count) => {
    expect(heads(text)).toEqual([[count, '2026-04-30']]);
  });

  it.each([
    'In April one of us spoke at the conference.',
    'In April twelve people attended the demo day.',
    'Two people joined in April.',
    'Seventeen customers went live in April.',
  ])('no headcount: %s', (text) => {
    expect(heads(text)).toEqual([]);
  });
});
