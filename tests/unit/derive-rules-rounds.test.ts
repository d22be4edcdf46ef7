/**
 * Rounds reported the way board summaries and other languages put them (issue 20, defect 9): the round as the
 * subject ("Series B closed on 20 May: $42M", "the $8M Series A closed on October 2"), a SAFE, and Dutch or
 * Portuguese closings. Hand-written examples.
 */
import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';

const source = { type: 'email', id: 51 } as const;
const rounds = (text: string) =>
  findValues({ source, text, subject: 'Board summary', writtenAt: new Date('2026-06-10T10:00:00Z') })
    .filter((v) => v.metric === 'round')
    .map((v) => [v.amount, v.effectiveAt]);

describe('rounds as board summaries write them', () => {
  it.each([
    ['- Series A closed on 4 June: $9M, led by Harbour Lane.', 'Series A — $9M led by Harbour Lane', '2026-06-04'],
    ['2. Financing: the $6M seed round closed on June 3. Kiln Capital led.', 'Seed — $6M', '2026-06-03'],
    [
      '- Series B of EUR 21 000 000 closed on 2 June 2026, led by Osterby.',
      'Series B — EUR 21 000 000 led by Osterby',
      '2026-06-02',
    ],
    ['We signed the SAFE on Monday, June 1: $2M on a post-money SAFE with a $16M cap.', 'SAFE — $2M', '2026-06-01'],
    ['De Series A van € 7 mln is op dinsdag 2 juni gesloten.', 'Series A — € 7 mln', '2026-06-02'],
  ])('%s', (text, value, day) => {
    expect(rounds(text)).toEqual([[value, day]]);
  });

  it.each([
    "Acme's Series B closed on 2 June, led by Osterby.",
    'Their Series A closed last week.',
    'The Series B will have closed by July.',
  ])('not ours, or not closed: %s', (text) => {
    expect(rounds(text)).toEqual([]);
  });
});

it('dates a round closed on a day of mei (May) by that day', () => {
  const found = findValues({
    source,
    text: 'De seed van € 2 mln is op vrijdag 15 mei gesloten.',
    subject: 'Update',
    writtenAt: new Date('2026-06-10T10:00:00Z'),
  }).filter((v) => v.metric === 'round');
  expect(found.map((v) => [v.amount, v.effectiveAt])).toEqual([['Seed — € 2 mln', '2026-05-15']]);
});
