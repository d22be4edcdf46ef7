import { describe, expect, it } from 'vitest';
import { findAmounts } from '../../lib/derive/rules/amounts';
import { forwardedAt } from '../../lib/derive/rules/block-dates';
import { liveLines } from '../../lib/derive/rules/sentences';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue } from '../../lib/derive/types';

const source = { type: 'email', id: 7 } as const;
const NOV_3 = new Date('2026-11-03T10:00:00Z');
const read = (text: string, subject: string): FoundValue[] => findValues({ source, text, writtenAt: NOV_3, subject });
const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.unit, v.effectiveAt]);
const live = (text: string, subject?: string) =>
  liveLines(text, subject)
    .map((s) => text.slice(s.start, s.end))
    .join('\n');

describe('forward and reply blocks in Dutch, Italian, Portuguese and Norwegian clients', () => {
  it('cuts the history below a Dutch Outlook reply ("Van:" … "Verzonden:")', () => {
    const text = [
      'October net burn was EUR 310k.',
      '',
      '________________________________',
      'Van: Femke Visser <femke@acme.example>',
      'Verzonden: maandag 5 oktober 2026 09:12',
      'Aan: Grace <grace@fund.example>',
      'Onderwerp: September',
      '',
      'September net burn was EUR 290k.',
    ].join('\n');
    const own = live(text, 'RE: September');
    expect(own).toContain('October net burn was EUR 310k.');
    expect(own).not.toContain('September net burn');
  });

  it('cuts the history below a Norwegian Outlook reply ("Fra:" … "Sendt:")', () => {
    const text = ['Headcount is 75.', '', 'Fra: Ola <ola@acme.example>', 'Sendt: 2. november 2026', 'Headcount 70'];
    expect(live(text.join('\n'), 'SV: Oktober')).toBe('Headcount is 75.\n');
    expect(read(text.join('\n'), 'SV: Oktober').map((v) => [v.metric, v.amount])).toEqual([['headcount', 75]]);
  });

  it('reads the message below an Italian Gmail banner, not its header lines', () => {
    const text = [
      'Ciao, ti giro.',
      '',
      '---------- Messaggio inoltrato ---------',
      'Da: Giulia Conti <giulia@acme.example>',
      'Date: lun 2 nov 2026',
      'Oggetto: Ottobre',
      'A: Grace <grace@fund.example>',
      '',
      'October revenue was EUR 410k.',
    ].join('\n');
    const own = live(text);
    expect(own).toContain('October revenue was EUR 410k.');
    expect(own).not.toMatch(/Da:|Oggetto:|Date:|A: Grace/);
  });

  it('takes the forwarded day from a Portuguese Outlook block ("Enviado:") under "ENC:"', () => {
    const text = ['De: Ana <ana@acme.example>', 'Enviado: 2 November 2026 10:00', 'Para: Grace', '', 'Hello'];
    expect(forwardedAt(text.join('\n'), 'ENC: Outubro', new Date('2026-11-20T10:00:00Z')).toISOString()).toBe(
      '2026-11-02T12:00:00.000Z',
    );
  });
});

describe('amounts grouped with a space after a currency', () => {
  it('reads "EUR 760 000" as 760000, and the headcount beside it as written', () => {
    expect(findAmounts('net burn EUR 760 000.').map((a) => [a.value, a.currency])).toEqual([[760_000, 'EUR']]);
    expect(brief(read('August: 72 employees, net burn EUR 670 000.', 'August'))).toEqual([
      ['headcount', 72, null, '2026-08-31'],
      ['burn', 670_000, 'EUR', '2026-08-31'],
    ]);
  });

  it('keeps two numbers apart where no currency comes before them', () => {
    expect(findAmounts('teams of 12 345 people').map((a) => a.value)).toEqual([12, 345]);
  });
});

describe('questions', () => {
  it('reads no figure from a question about one, and still reads the answer', () => {
    const text = 'Is the 3.4M ARR or something else? ARR at the end of October was $3.1M.';
    expect(brief(read(text, 'Re: October'))).toEqual([['arr', 3_100_000, 'USD', '2026-10-31']]);
  });
});

describe('gross burn', () => {
  it('is not read as net burn', () => {
    const text = 'Q3 2026: Net burn (avg per month): EUR 720k. Gross burn (avg per month): EUR 1.38M.';
    expect(read(text, 'Q3').map((v) => [v.metric, v.amount])).toEqual([['burn', 720_000]]);
    expect(read('October gross monthly burn was $400k.', 'October').map((v) => v.metric)).toEqual([]);
  });
});

describe('a table scale a heading gives "unless noted"', () => {
  it('reads "$MM unless noted" cells as millions of dollars', () => {
    const text = [
      'Q3 2026 flash, $MM unless noted:',
      '',
      'Metric    | Q3 2026 | Q2 2026',
      '----------|---------|--------',
      'ARR       | 11.6    | 10.4',
      'Revenue   | 2.8     | 2.5',
    ].join('\n');
    const found = read(text, 'Q3 flash').map((v) => [v.metric, v.amount, v.unit]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['arr', 11_600_000, 'USD'],
        ['revenue', 2_800_000, 'USD'],
      ]),
    );
    expect(found.filter(([, amount]) => Number(amount) < 1000)).toEqual([]);
  });

  it('reads "(£000 unless stated)" cells as thousands of pounds', () => {
    const text = [
      'Summary from the Q3 2026 accounts (£000 unless stated):',
      '',
      '\tQ2 2026 actual\tQ3 2026 actual',
      'Revenue\t365\t402',
      'Headcount (no.)\t18\t20',
    ].join('\n');
    const found = read(text, 'Q3 accounts').map((v) => [v.metric, v.amount, v.unit]);
    expect(found).toEqual(expect.arrayContaining([['revenue', 402_000, 'GBP']]));
    expect(found.filter(([m, amount]) => m === 'revenue' && Number(amount) < 1000)).toEqual([]);
  });
});
