import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';

/**
 * Update emails built from templates, with what each template line reports known up front. Whatever the mix,
 * every quote must be exact text of the email, carry the digits of its amount, and never come from a forecast or
 * a quoted reply; and every line's figure must be found for the update's month.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface Reported {
  metric: string;
  amount: number;
  unit: string | null;
}
interface Piece extends Reported {
  text: string;
}

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A money figure as written, and its value: n in 100–999 is read as n/100 million, k as thousands. */
const money: fc.Arbitrary<Piece> = fc.oneof(
  fc
    .integer({ min: 100, max: 999 })
    .chain((n) =>
      fc.constantFrom<Piece>(
        { text: `$${n / 100}M`, metric: '', amount: n * 10_000, unit: 'USD' },
        { text: `USD ${n / 100}M`, metric: '', amount: n * 10_000, unit: 'USD' },
        { text: `${n / 100}m`, metric: '', amount: n * 10_000, unit: null },
        { text: `${n / 100} mn`, metric: '', amount: n * 10_000, unit: null },
        { text: `€${n / 100}M`, metric: '', amount: n * 10_000, unit: 'EUR' },
        { text: `EUR ${n / 100}m`, metric: '', amount: n * 10_000, unit: 'EUR' },
        { text: `$${n / 100}bn`, metric: '', amount: n * 10_000_000, unit: 'USD' },
      ),
    ),
  fc
    .integer({ min: 10, max: 999 })
    .chain((k) =>
      fc.constantFrom<Piece>(
        { text: `$${k}k`, metric: '', amount: k * 1000, unit: 'USD' },
        { text: `£${k}k`, metric: '', amount: k * 1000, unit: 'GBP' },
        { text: `${k}K`, metric: '', amount: k * 1000, unit: null },
        { text: `${grouped(k * 1000)} USD`, metric: '', amount: k * 1000, unit: 'USD' },
      ),
    ),
);

const MONEY_LABELS: [string, string][] = [
  ['arr', 'ARR'],
  ['arr', 'Annual recurring revenue'],
  ['mrr', 'MRR'],
  ['revenue', 'Revenue'],
  ['revenue', 'Net revenue'],
  ['burn', 'Net burn'],
  ['burn', 'Monthly burn'],
  ['cash', 'Cash in bank'],
  ['cash', 'Cash balance'],
  ['gmv', 'GMV'],
  ['bookings', 'Bookings'],
];
const PERCENT_LABELS: [string, string][] = [
  ['gross_margin', 'Gross margin'],
  ['nrr', 'NRR'],
  ['nrr', 'Net revenue retention'],
  ['churn', 'Logo churn'],
];

/** One line of an update about `month`, and what it reports. */
const line = (month: string): fc.Arbitrary<Piece> =>
  fc.oneof(
    fc
      .tuple(fc.constantFrom(...MONEY_LABELS), money, fc.integer({ min: 0, max: 3 }))
      .map(([[metric, label], m, t]) => ({
        ...m,
        metric,
        text:
          [
            `- ${label}: ${m.text}`,
            `${label} was ${m.text} in ${month}.`,
            `${label} came in at ${m.text}.`,
            `We ended ${month} with ${m.text} of ${label}.`,
          ][t] ?? '',
      })),
    fc
      .tuple(fc.constantFrom(...PERCENT_LABELS), fc.integer({ min: 1, max: 999 }), fc.boolean())
      .map(([[metric, label], p, bullet]) => ({
        metric,
        amount: p / 10,
        unit: '%',
        text: bullet ? `- ${label}: ${p / 10}%` : `${label} was ${p / 10}% in ${month}.`,
      })),
    fc.tuple(fc.integer({ min: 1, max: 900 }), fc.integer({ min: 0, max: 3 })).map(([n, t]) => ({
      metric: t < 2 ? 'headcount' : 'customers',
      amount: n,
      unit: null,
      text:
        [`- Headcount: ${n}`, `We are now ${n} FTEs.`, `- Customers: ${n}`, `We now serve ${n} customers.`][t] ?? '',
    })),
    fc.tuple(fc.integer({ min: 1, max: 60 }), fc.boolean()).map(([n, bullet]) => ({
      metric: 'runway',
      amount: n,
      unit: null,
      text: bullet ? `- Runway: ${n} months` : `That gives us ${n} months of runway.`,
    })),
  );

const email = fc
  .record({
    m0: fc.integer({ min: 0, max: 11 }),
    day: fc.integer({ min: 1, max: 20 }),
    headline: fc.integer({ min: 0, max: 2 }),
  })
  .chain(({ m0, day, headline }) => {
    const month = MONTHS[m0] ?? 'January';
    return fc.record({
      m0: fc.constant(m0),
      day: fc.constant(day),
      headline: fc.constant(headline),
      lines: fc.array(line(month), { minLength: 1, maxLength: 8 }),
      forecast: fc.option(fc.tuple(fc.constantFrom(...MONEY_LABELS), money)),
      quoted: fc.option(fc.tuple(fc.constantFrom(...MONEY_LABELS), money)),
      newline: fc.constantFrom('\n', '\r\n'),
    });
  });

const significant = (n: number) => String(Math.abs(n)).replace('.', '').replace(/^0+/, '').replace(/0+$/, '');

describe('findValues on generated update emails', () => {
  it('quotes exact text with the amount’s digits, skips forecasts and quoted replies, finds every line', () => {
    fc.assert(
      fc.property(email, ({ m0, day, headline, lines, forecast, quoted, newline }) => {
        const month = MONTHS[m0] ?? 'January';
        const year = 2026;
        const monthEnd = new Date(Date.UTC(year, m0 + 1, 0)).toISOString().slice(0, 10);
        const body = [
          headline === 1 ? `${month} update` : 'Hi all,',
          '',
          ...lines.map((l) => l.text),
          ...(forecast ? ['', `We expect ${forecast[0][1]} to reach ${forecast[1].text} by year end.`] : []),
          '',
          'Best,',
          'Jane',
        ];
        const reply = quoted
          ? `\n\nOn Mon, 1 Jun 2026 at 09:00, Bob <bob@example.com> wrote:\n> ${quoted[0][1]}: ${quoted[1].text}`
          : '';
        const text = (body.join('\n') + reply).replace(/\n/g, newline);
        const replyStart = quoted ? body.join(newline).length : text.length;
        const subject =
          headline === 0
            ? `Acme — ${month.slice(0, 3)} '26 investor update`
            : headline === 2
              ? `Acme ${month} ${year} update`
              : 'Acme news';
        const found = findValues({
          source: { type: 'email', id: 1 },
          text,
          writtenAt: new Date(Date.UTC(year, m0 + 1, day, 9)),
          subject,
        });

        for (const v of found) {
          expect(v.offset).toBeDefined();
          expect(text.slice(v.offset ?? 0, (v.offset ?? 0) + v.quote.length)).toBe(v.quote);
          expect(v.quote.replace(/\D/g, '')).toContain(significant(Number(v.amount)));
          expect(v.quote).not.toContain('We expect');
          expect(v.offset ?? 0).toBeLessThan(replyStart);
        }
        for (const l of lines) {
          expect(found).toContainEqual(
            expect.objectContaining({
              metric: l.metric,
              amount: l.amount,
              unit: l.unit,
              effectiveAt: monthEnd,
              period: 'month',
            }),
          );
        }
      }),
      { numRuns: 300 },
    );
  });
});
