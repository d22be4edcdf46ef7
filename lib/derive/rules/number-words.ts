/**
 * Team sizes written in words ("nineteen people", "we're fifteen now", "twenty-two of us"): founders spell out
 * small counts. Ten to ninety-nine only, and only before a word for the team or after "we're": "one of us" or
 * "two people joined" is no headcount.
 */

import { type Amount } from './amounts';

const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Ten to ninety-nine in words, as a pattern; the metric names' lookbehinds take it too. */
export const NUMBER_WORD = `(?:(?:${TENS.join('|')})(?:[- ](?:${UNITS.join('|')}))?|${TEENS.join('|')})`;

const COUNT = new RegExp(
  `(?<=\\b(?:we(?:'re|’re| are| were)(?:\\s+(?:now|still|only))?|team\\s+of)\\s+)${NUMBER_WORD}\\b|` +
    `\\b${NUMBER_WORD}(?=\\s+(?:people|of\\s+us|employees|full[- ]time|FTEs?|staff|on\\s+(?:the|our)\\s+team)\\b)`,
  'gi',
);

function valueOf(words: string): number {
  const [tens = '', unit = ''] = words.toLowerCase().split(/[- ]/);
  const teen = TEENS.indexOf(tens);
  if (teen >= 0) return 10 + teen;
  return (TENS.indexOf(tens) + 2) * 10 + (UNITS.indexOf(unit) + 1);
}

/** Team sizes written in words in text[from, to), as amounts (whole counts, no currency). */
export function spelledCounts(text: string, from: number, to: number): Amount[] {
  const out: Amount[] = [];
  for (const m of text.slice(from, to).matchAll(COUNT)) {
    const start = from + m.index;
    out.push({
      start,
      end: start + m[0].length,
      value: valueOf(m[0]),
      currency: null,
      scaled: false,
      percent: false,
      duration: null,
      fractional: false,
    });
  }
  return out;
}
