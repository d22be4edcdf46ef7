import { describe, expect, it } from 'vitest';
import { figureInsight, findInsights } from '../../lib/derive/rules/insights';
import { headlineOf, snippetOf, topicOf } from '../../lib/derive/rules/topics';

const source = { type: 'email', id: 1 } as const;
const writtenAt = new Date('2026-11-05T09:00:00Z');
const insights = (text: string) => findInsights({ source, text, writtenAt });

describe('findInsights', () => {
  it.each([
    ['funding', 'We signed a term sheet for our Series A with two new investors.'],
    ['growth', 'ARR grew 12% month over month to $2.41M.'],
    ['product', 'We launched the analytics dashboard and shipped the mobile beta.'],
    ['go_to_market', 'We signed a channel partnership with Salesforce for distribution.'],
    ['team', 'Jane Doe joined as CFO and we hired four engineers.'],
    ['operations', 'We moved into a new office and rebuilt our supply chain with two suppliers.'],
    ['financial_health', 'Net burn fell to $110k, which extends our runway to 20 months.'],
    ['marketing', 'Our brand campaign earned press coverage in TechCrunch.'],
    ['governance', 'The board approved the expanded option pool at the last meeting.'],
    ['exit', 'We received an acquisition offer from BigCo and signed a letter of intent.'],
  ])('%s: %s', (category, text) => {
    expect(insights(text)).toEqual([{ category, content: text, quote: text }]);
  });

  it('states a figure a greeting line goes on to report, without the greeting', () => {
    const text = 'Hello Grace, March headcount is 27.\n\nTom';
    expect(insights(text)).toEqual([
      { category: 'team', content: 'March headcount is 27.', quote: 'March headcount is 27.' },
    ]);
  });

  it('skips greetings, sign-offs, signatures and quoted replies, and cites exact text', () => {
    const text = [
      'Hi all,',
      '',
      "Hope you're well! We closed our seed round at a $12M post-money valuation.",
      '',
      'Thanks,',
      'Jane',
      'CEO, Acme — hiring engineers!',
      '',
      'On Mon, 5 Oct 2026 at 09:12, Bob <bob@example.com> wrote:',
      '> We launched a new product.',
    ].join('\n');
    const found = insights(text);
    expect(found).toEqual([
      {
        category: 'funding',
        content: 'We closed our seed round at a $12M post-money valuation.',
        quote: 'We closed our seed round at a $12M post-money valuation.',
      },
    ]);
  });

  it('states a bullet by its first two sentences and keeps at most six, most informative first', () => {
    const text = [
      '- Revenue grew 20% to $310k. Enterprise drove it. Details in the deck.',
      '- We hired a VP Sales.',
      '- Burn was $120k and runway is 18 months.',
      '- We launched our API.',
      '- We attended a conference.',
      '- The board approved the budget.',
      '- We moved office.',
      '- We signed three pilots with retailers.',
    ].join('\n');
    const found = insights(text);
    expect(found.map((i) => i.category)).toEqual([
      'financial_health',
      'growth',
      'governance',
      'team',
      'product',
      'go_to_market',
    ]);
    expect(found[1]).toEqual({
      category: 'growth',
      content: 'Revenue grew 20% to $310k. Enterprise drove it.',
      quote: 'Revenue grew 20% to $310k. Enterprise drove it.',
    });
    for (const i of found) expect(text).toContain(i.quote);
  });

  it('cuts a long statement at a word, within 300 characters', () => {
    const long = `We launched ${'a very long list of product features that keeps going '.repeat(8)}today.`;
    const [found] = insights(long);
    // 12 + 5 × 54 characters, then "a very long list" ends at 298, before the word that would cross 299.
    expect(found?.content.length).toBe(299);
    expect(found?.content.endsWith('keeps going a very long list…')).toBe(true);
    expect(found?.content).toBe(`${found?.quote}…`);
    expect(long.startsWith(found?.quote ?? '?')).toBe(true);
  });

  // Issue 20, defect 11: ARR lines were no insight at all, and insights showed raw Markdown.
  it('states every reported figure as a plain sentence that quotes its line', () => {
    const text = ['- ARR: $780K, up 4% month on month', '- Net burn: $70K for the month', '- Headcount: 6'].join('\n');
    expect(insights(text)).toEqual([
      { category: 'growth', content: 'ARR was $780K, up 4% month on month', quote: 'ARR: $780K, up 4% month on month' },
      {
        category: 'financial_health',
        content: 'Net burn was $70K for the month',
        quote: 'Net burn: $70K for the month',
      },
      { category: 'team', content: 'Headcount was 6', quote: 'Headcount: 6' },
    ]);
  });

  it('shows no Markdown: emphasis, links and list markers are gone, the quote stays as written', () => {
    const text = [
      '**Highlights:** we signed two hospital groups and shipped the *Epic* integration.',
      '2. Hugo to send the updated [financial model](https://falcon.example/model) and the hiring plan',
    ].join('\n');
    const found = insights(text);
    expect(found.map((i) => i.content)).toEqual([
      'Highlights: we signed two hospital groups and shipped the Epic integration.',
      'Hugo to send the updated financial model and the hiring plan',
    ]);
    for (const i of found) expect(text).toContain(i.quote);
  });

  it('gives a block with nothing classified its longest relevant sentence as other', () => {
    expect(insights('Mostly hospital groups buying more seats and sites.')).toEqual([
      {
        category: 'other',
        content: 'Mostly hospital groups buying more seats and sites.',
        quote: 'Mostly hospital groups buying more seats and sites.',
      },
    ]);
  });
});

describe('figureInsight', () => {
  it('states the first figure of a text no insight is made of, quoting its passage', () => {
    const text = 'Hi Ada,\n\nThanks,\nTom\n\nARR: $1.2M';
    expect(insights(text)).toEqual([]);
    expect(figureInsight({ source, text, writtenAt })).toEqual({
      category: 'growth',
      content: 'ARR was $1.2M',
      quote: 'ARR: $1.2M',
    });
  });

  it('states a table cell as its quote names it, and gives nothing for a text with no figure', () => {
    const table = '| Metric | Oct 2026 |\n|---|---|\n| Burn | $90k |';
    expect(figureInsight({ source, text: table, writtenAt })).toEqual({
      category: 'financial_health',
      content: 'Burn · Oct 2026 · $90k',
      quote: 'Burn · Oct 2026 · $90k',
    });
    expect(figureInsight({ source, text: 'Thanks, see you Tuesday.', writtenAt })).toBeUndefined();
  });
});

describe('topicOf', () => {
  it.each([
    ["Acme — Oct '26 investor update", '', 'periodic-company-update'],
    ['Acme October update', '', 'periodic-company-update'],
    ['Q3 2026 update', '', 'periodic-company-update'],
    ['Board meeting minutes — 12 Oct', '', 'board-meeting'],
    ['Q4 board deck', '', 'board-meeting'],
    ['Announcing our Series A', '', 'company-announcement'],
    ['Press release: Acme launches Atlas', '', 'company-announcement'],
    ['Signed SAFE', '', 'legal-communication'],
    ['Term sheet for review', '', 'legal-communication'],
    ['Board consent: option pool increase', '', 'legal-communication'],
    ['Quick update on hiring', '', 'adhoc-company-update'],
    ['Lunch next week?', 'Are you free on Tuesday?', 'other'],
  ] as const)('%s', (subject, text, topic) => {
    expect(topicOf({ subject, text, kind: 'email' })).toBe(topic);
  });

  it('reads the body when there is no subject', () => {
    expect(topicOf({ text: 'Minutes of the board meeting held on 12 October.', kind: 'file' })).toBe('board-meeting');
    expect(topicOf({ text: 'Please find the side letter attached.', kind: 'email' })).toBe('legal-communication');
    expect(topicOf({ text: 'We hired a VP Sales and ARR is $2M.', kind: 'note' })).toBe('adhoc-company-update');
    expect(topicOf({ text: 'Call with Jane about the weather.', kind: 'meeting' })).toBe('other');
    expect(topicOf({ text: 'It is safe to say all went well.', kind: 'note' })).toBe('other');
  });
});

describe('headlineOf and snippetOf', () => {
  const body =
    "Hi all,\n\nHope you're well! Here is our October update.\n\n- ARR: $2.41M\n\nOn Mon, Bob wrote:\n> old news";

  it('uses the subject without reply prefixes, else the first meaningful line', () => {
    expect(headlineOf("Re: Fwd: Acme — Oct '26 investor update", body)).toBe("Acme — Oct '26 investor update");
    expect(headlineOf('', body)).toBe('Here is our October update.');
    expect(headlineOf(`${'x'.repeat(70)} ${'y'.repeat(100)}`, '')).toBe(`${'x'.repeat(70)}…`);
  });

  it('shows a markdown note as plain words', () => {
    const note = '### Ximena Sato\n\n**Strong operator**; previously at a hyperscaler.';
    expect(headlineOf(null, note)).toBe('Ximena Sato');
    expect(snippetOf(note)).toBe('Ximena Sato Strong operator; previously at a hyperscaler.');
  });

  it('snips the first meaningful text to ~200 characters at a word', () => {
    expect(snippetOf(body)).toBe('Here is our October update. ARR: $2.41M');
    const long = snippetOf(`Hello team,\n${'word '.repeat(80)}`);
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long).toBe(`${'word '.repeat(39)}word…`);
  });
});
