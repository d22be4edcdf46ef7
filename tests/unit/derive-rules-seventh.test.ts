/**
 * Forms met in the seventh outside corpus: plan columns in snake_case ("arr_plan_usd"), a quarter named and then
 * spelled out ("Q4 … (January–March)"), "respectively" after a sentence that named the months, a figure in
 * parentheses with its own month ("47 people (46 at the end of May)"), emoji bullets, short lines in a note
 * whose lines run long, a subject that is a company and a month in lower case ("vanefield may"), "team's at 39",
 * "**Team:** 44", "September's net outflow", spend the writer says is burn, budget figures in brackets, a
 * reason after a figure ("because the $380k grant landed"), an inline row ending a sentence, and "closed the
 * month" on its last day, and an answer to a quoted question ("could you send Q2 burn by month?" answered "Here you
 * go: April £201k, May £183k, June £190k."), rounds in board summaries ("the Series A (€9.0M, led by …) closed on 27
 * March 2026", "The CEO reported that the Series A financing closed on May 29, 2026") and "We're 35 (plus 4
 * Werkstudenten)"; and PDF tables whose text lost the blank corner, start a second header mid-table, or name a
 * fiscal quarter by "(three months ended 30 June 2026)". Hand-written examples.
 */
import { describe, expect, it } from 'vitest';
import { findValues } from '../../lib/derive/rules/values';
import type { FoundValue } from '../../lib/derive/types';

const brief = (vs: FoundValue[]) => vs.map((v) => [v.metric, v.amount, v.effectiveAt]);
const prose = (text: string, writtenAt: string, subject = 'Update'): FoundValue[] =>
  findValues({ source: { type: 'email', id: 7 }, text, subject, writtenAt: new Date(writtenAt) });

describe('tables', () => {
  it('skips snake_case plan columns beside actual ones', () => {
    const rows = [
      ['month', 'arr_actual_usd', 'arr_plan_usd', 'net_burn_actual_usd', 'net_burn_plan_usd', 'headcount_plan'],
      ['2026-01', '3780000', '3700000', '512000', '540000', '42'],
    ];
    const found = findValues({
      source: { type: 'element', id: 3, fileId: 2 },
      text: '',
      rows,
      writtenAt: new Date('2026-04-14'),
    });
    expect(brief(found)).toEqual([
      ['arr', 3_780_000, '2026-01-31'],
      ['burn', 512_000, '2026-01-31'],
    ]);
  });
});

describe('periods', () => {
  it('dates a quarter by the months in parentheses after its name', () => {
    const text =
      'BOARD SUMMARY (fiscal year ended 31 March 2026)\n\n• Q4 net burn: averaged $655k per month (January–March)';
    expect(brief(prose(text, '2026-05-12', 'Board summary'))).toEqual([['burn', 655_000, '2026-03-31']]);
  });

  it('pairs "respectively" with the months the sentence before named', () => {
    const text =
      'ARR was $4.40M at the end of May and $4.52M at the end of June. Net burn was $520k and $561k respectively.';
    expect(brief(prose(text, '2026-07-08')).filter((v) => v[0] === 'burn')).toEqual([
      ['burn', 520_000, '2026-05-31'],
      ['burn', 561_000, '2026-06-30'],
    ]);
  });

  it('reads a figure in parentheses with its own month as the metric before it', () => {
    expect(brief(prose('We ended June at 47 people (46 at the end of May).', '2026-07-08'))).toEqual([
      ['headcount', 47, '2026-06-30'],
      ['headcount', 46, '2026-05-31'],
    ]);
  });

  it('takes a lower-case month closing a short subject as the month reported', () => {
    expect(
      brief(prose("team's at 39 after Gethin joined as head of flight ops", '2026-06-08', 'vanefield may')),
    ).toEqual([['headcount', 39, '2026-05-31']]);
  });
});

describe('lines', () => {
  it('reads each emoji bullet on its own', () => {
    const text =
      'Q2 wrap:\n\n🔥 Net burn down to $205k in June, from $240k in April\n👥 58 FTE + 14 seasonal temps in the warehouse';
    const found = prose(text, '2026-07-14', 'Hobnail Q2');
    expect(found.find((v) => v.metric === 'headcount')?.quote).toBe('58 FTE + 14 seasonal temps in the warehouse');
    expect(brief(found)).toContainEqual(['headcount', 58, '2026-06-30']);
  });

  it('keeps a short line apart from the next in a note whose lines run long', () => {
    const text = [
      'may in brief',
      '',
      'insight ARR crossed £1.3m (£1.30m exactly at 31/05, finally)',
      'burn £255k vs £262k in april. still a bit high, the second drone batch is on the books',
      '',
      'the north sea tender we mentioned? lost it to a rival, who apparently bid at cost. they just raised',
      'more so they can afford to.',
    ].join('\n');
    const found = prose(text, '2026-06-08', 'vanefield may');
    expect(brief(found)).toEqual([
      ['arr', 1_300_000, '2026-05-31'],
      ['burn', 255_000, '2026-05-31'],
      ['burn', 262_000, '2026-04-30'],
    ]);
    expect(found[0]?.quote).toBe('insight ARR crossed £1.3m (£1.30m exactly at 31/05, finally)');
  });
});

describe('metrics', () => {
  it('reads "**Team:** 44" and "September\'s net outflow", and no figure in the reason after one', () => {
    expect(brief(prose('**ARR:** $4.18M (+$130k MoM)\n**Team:** 44, flat', '2026-05-05', 'April update'))).toEqual([
      ['arr', 4_180_000, '2026-04-30'],
      ['headcount', 44, '2026-04-30'],
    ]);
    const text = "September's net outflow was only $1.02M because the $380k NIH grant tranche landed.";
    expect(brief(prose(text, '2026-10-13', 'Q3 update'))).toEqual([['burn', 1_020_000, '2026-09-30']]);
  });

  it('reads what was spent as burn where the writer says that spend is the burn', () => {
    const spent = 'We spent $1.12M, $1.05M and $1.21M in January, February and March.';
    expect(brief(prose(`${spent} With no revenue yet, that spend is our burn.`, '2026-04-15'))).toEqual([
      ['burn', 1_120_000, '2026-01-31'],
      ['burn', 1_050_000, '2026-02-28'],
      ['burn', 1_210_000, '2026-03-31'],
    ]);
    expect(prose(spent, '2026-04-15')).toEqual([]);
  });

  it('reads the actuals outside brackets under "(budget in brackets)"', () => {
    const text =
      'Q1 2026 results (budget in brackets)\n- Revenue: €392k (€410k)\n- ARR at 31 March: €1.62M (€1.70M)\n' +
      '- Headcount: 24 FTE, plus 2 interns';
    expect(brief(prose(text, '2026-04-28', 'Supervisory board Q1 2026: summary'))).toEqual([
      ['revenue', 392_000, '2026-03-31'],
      ['arr', 1_620_000, '2026-03-31'],
      ['headcount', 24, '2026-03-31'],
    ]);
  });

  it('reads the last entry of an inline row that ends its sentence', () => {
    const text = 'Monthly net burn for Q3: July €560k, August €470k (it includes a one-off refund), September €515k.';
    expect(brief(prose(text, '2026-10-09')).map((v) => v[2])).toEqual(['2026-07-31', '2026-08-31', '2026-09-30']);
  });

  it('dates "closed the month" on a month\'s last day that month, without the step explained after it', () => {
    const text = 'And ARR closed the month at £1.11m, which means the whole of the £1m→£1.1m step was expansion.';
    expect(brief(prose(text, '2026-07-31T16:30:00Z', '23!'))).toEqual([['arr', 1_110_000, '2026-07-31']]);
  });
});

describe('replies', () => {
  it('reads an answer with the metric the quoted question asked for', () => {
    const text = [
      'Hi Grace,',
      '',
      'Here you go: April £201k, May £183k, June £190k. The £210k was the plan, we came in under.',
      '',
      'Maisie',
      '',
      'On Fri, 3 Jul 2026 at 14:02, Grace Hopper <grace@demo.example> wrote:',
      '> Maisie — could you send Q2 burn by month? Our model has £210k for April, which I think',
      '> was the plan.',
    ].join('\n');
    expect(brief(prose(text, '2026-07-06', 'Re: Fwd: H1 done'))).toEqual([
      ['burn', 201_000, '2026-04-30'],
      ['burn', 183_000, '2026-05-31'],
      ['burn', 190_000, '2026-06-30'],
    ]);
    // Without the question, the figures name no metric.
    expect(prose(text.split('\n').slice(0, 5).join('\n'), '2026-07-06', 'Re: Fwd: H1 done')).toEqual([]);
  });

  it('keeps the month of the update after a sentence catching up on skipped months', () => {
    const text =
      'June ARR £1.90M. For the record, since I skipped two updates: April was £1.70M and May £1.78M.\n\nTeam of 30.';
    const found = brief(prose(text, '2026-07-03', 'Ledgerlark — June and H1'));
    expect(found).toContainEqual(['arr', 1_780_000, '2026-05-31']);
    expect(found.filter((v) => v[0] === 'headcount')).toEqual([['headcount', 30, '2026-06-30']]);
  });
});

describe('rounds and teams in board summaries', () => {
  const rounds = (text: string, writtenAt: string) =>
    prose(text, writtenAt, 'Board summary')
      .filter((v) => v.metric === 'round')
      .map((v) => [v.amount, v.effectiveAt]);

  it('reads a round whose size and lead sit in parentheses before "closed"', () => {
    const text = '1. Financing: the Series A (€9.0M, led by Spreebogen Capital) closed on 27 March 2026.';
    expect(rounds(text, '2026-04-24')).toEqual([['Series A — €9.0M led by Spreebogen Capital', '2026-03-27']]);
  });

  it('reads a round the minutes say the CEO reported closed', () => {
    const text =
      '1. Series A. The CEO reported that the Series A financing closed on May 29, 2026: $42.0M of Series A ' +
      'Preferred Stock, led by Arclight Bio Partners.';
    expect(rounds(text, '2026-06-12')).toEqual([['Series A — $42.0M led by Arclight Bio Partners', '2026-05-29']]);
  });

  it('reads "We\'re 35 (plus 4 Werkstudenten)" as a headcount of 35', () => {
    const found = brief(prose("Net burn €372k. We're 35 (plus 4 Werkstudenten).", '2026-03-05', 'February update'));
    expect(found.filter((v) => v[0] === 'headcount')).toEqual([['headcount', 35, '2026-02-28']]);
  });
});

describe('PDF tables', () => {
  const page = (text: string, writtenAt: string, mailText = '') =>
    brief(
      findValues({
        source: { type: 'element', id: 3, fileId: 2 },
        text,
        subject: 'KPI pack',
        mailText,
        writtenAt: new Date(writtenAt),
      }),
    );

  it('puts back the corner of header rows one cell short of the rows', () => {
    const text = [
      'Q1 2026\tQ1 2026\tQ4 2025',
      'actual\tbudget\tactual',
      'ARR, end of period\t5 100 000\t5 250 000\t4 600 000',
      'Headcount (CDI + CDD), end\t64\t66\t60',
    ].join('\n');
    expect(page(text, '2026-04-22')).toEqual([
      ['arr', 5_100_000, '2026-03-31'],
      ['arr', 4_600_000, '2025-12-31'],
      ['headcount', 64, '2026-03-31'],
      ['headcount', 60, '2025-12-31'],
    ]);
  });

  it('reads a second header under the first table as its own', () => {
    const text = [
      'Quarter summary\tQ2 2026\tQ2 2025',
      'Net revenue\t531,000\t342,000',
      'Monthly\tApril\tMay\tJune',
      'Net burn\t201,000\t183,000\t190,000',
    ].join('\n');
    expect(page(text, '2026-07-20')).toEqual([
      ['revenue', 531_000, '2026-06-30'],
      ['revenue', 342_000, '2025-06-30'],
      ['burn', 201_000, '2026-04-30'],
      ['burn', 183_000, '2026-05-31'],
      ['burn', 190_000, '2026-06-30'],
    ]);
  });

  it('dates fiscal quarter columns by "(three months ended 30 June 2026)"', () => {
    const text = [
      'Q1 FY27 (three months ended 30 June 2026). Amounts in USD.',
      'Metric\tQ1 FY27 Actual\tQ1 FY27 Budget\tQ1 FY26 Actual',
      'ARR (end of period)\t10,100,000\t10,350,000\t7,300,000',
    ].join('\n');
    expect(page(text, '2026-07-22')).toEqual([
      ['arr', 10_100_000, '2026-06-30'],
      ['arr', 7_300_000, '2025-06-30'],
    ]);
  });
});
