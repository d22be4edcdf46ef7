import type { Rng } from '../random';
import { monthLabel } from '../time';
import type { MonthTruth, Truth } from './truth';

/** Who a piece of text is from and about. */
export interface Cast {
  company: string;
  domain: string;
  founder: string;
}

const SYMBOL = { USD: '$', EUR: '€' } as const;

/** "$2.41M", "€850K": how the founders write money, and what the rules read back. */
export function money(x: number, currency: Truth['currency']): string {
  const s = SYMBOL[currency];
  if (x >= 1_000_000) return `${s}${(x / 1_000_000).toFixed(2).replace(/0$/, '')}M`;
  return `${s}${Math.round(x / 1000)}K`;
}

const HIGHLIGHTS = [
  'we signed two enterprise customers and shipped SSO.',
  'the self-serve onboarding flow cut setup time in half.',
  'our first channel partner went live.',
  'net revenue retention stayed strong after the pricing change.',
  'the new analytics dashboard is in every customer account.',
];
const LOWLIGHTS = [
  'enterprise sales cycles got longer.',
  'a key customer delayed its renewal.',
  'hiring in engineering is slower than planned.',
  'supplier prices went up again.',
  'FX moves cost us margin.',
];
const ASKS = [
  'introductions to CFO candidates.',
  'introductions to enterprise buyers in logistics.',
  'warm intros to growth investors.',
  'design partners for the new API.',
];

const pct = (now: number, before: number | undefined) =>
  before === undefined ? undefined : Math.round((now / before - 1) * 100);

/** The monthly investor update: each figure on its own line, as the rules read it. */
export function updateBody(rng: Rng, cast: Cast, truth: Truth, m: MonthTruth, prev: MonthTruth | undefined): string {
  const c = truth.currency;
  const growth = pct(m.arr, prev?.arr);
  const hired = prev !== undefined && m.headcount > prev.headcount;
  return [
    'Hi all,',
    '',
    `Here is the ${cast.company} update for ${monthLabel(m.ms)}.`,
    '',
    `- ARR: ${money(m.arr, c)}${growth === undefined ? '' : `, ${growth >= 0 ? 'up' : 'down'} ${Math.abs(growth)}% month on month`}`,
    `- Net burn: ${money(m.burn, c)} for the month`,
    `- Cash in bank: ${money(m.cash, c)}`,
    `- Headcount: ${m.headcount}${hired ? ` (${m.headcount - prev.headcount} joined)` : ''}`,
    '',
    `Highlights: ${rng.pick(HIGHLIGHTS)}`,
    `Lowlights: ${rng.pick(LOWLIGHTS)}`,
    `Asks: ${rng.pick(ASKS)}`,
    '',
    'Best,',
    cast.founder,
  ].join('\n');
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shortMonth = (ms: number) => {
  const d = new Date(ms);
  return `${SHORT_MONTHS[d.getUTCMonth()] ?? ''} ${d.getUTCFullYear()}`;
};

/** The KPI sheet sent with some updates: the last months as columns, figures in full. */
export function kpiCsv(months: MonthTruth[]): string {
  const head = ['Metric', ...months.map((m) => shortMonth(m.ms))];
  const rows = [
    ['ARR', ...months.map((m) => String(m.arr))],
    ['Net burn', ...months.map((m) => String(m.burn))],
    ['Headcount', ...months.map((m) => String(m.headcount))],
  ];
  return `${[head, ...rows].map((r) => r.join(',')).join('\r\n')}\r\n`;
}

const DECISIONS = ['the 2027 budget', 'the option grants', 'the new pricing', 'opening a US entity'];

/** A board meeting's notes: the quarter's revenue and where ARR ended. */
export function boardNotes(
  rng: Rng,
  cast: Cast,
  truth: Truth,
  quarter: string,
  revenue: number,
  last: MonthTruth,
): string {
  return [
    `# ${cast.company} board meeting — ${quarter}`,
    '',
    '## Numbers',
    `- ${quarter} revenue: ${money(revenue, truth.currency)}`,
    `- Cash in bank at quarter end: ${money(last.cash, truth.currency)}`,
    '',
    '## Discussion',
    `- Main risk: ${rng.pick(LOWLIGHTS)}`,
    ...(rng.chance(0.3) ? ['- We moved into a new office and renegotiated supplier contracts.'] : []),
    ...(rng.chance(0.2)
      ? ['- We received inbound acquisition interest from a listed software company; the board decided not to engage.']
      : []),
    '',
    '## Decisions',
    `- The board approved ${rng.pick(DECISIONS)}.`,
  ].join('\n');
}

/** What was said in the room: a rounded figure, which a reviewer will not take over the written one. */
export function boardTranscript(cast: Cast, investor: string, truth: Truth, last: MonthTruth): string {
  const rounded = Math.round(last.arr / 100_000) * 100_000;
  return [
    `**${cast.founder}:** Thanks for making time. We ended the quarter with ARR of about ${money(rounded, truth.currency)}.`,
    `**${investor}:** Good. What is driving it?`,
    `**${cast.founder}:** Mostly expansion in existing accounts.`,
  ].join('\n');
}

/** A partner's note after a call, quoting the last update's figures. */
export function callNote(rng: Rng, cast: Cast, truth: Truth, m: MonthTruth, author: string): string {
  return [
    `## Catch-up with ${cast.founder}`,
    '',
    `- Last update: ARR ${money(m.arr, truth.currency)} and ${m.headcount} people`,
    `- Open question: ${rng.pick(LOWLIGHTS)}`,
    '',
    '**Next steps**',
    '',
    `1. ${author} to share intros to ${rng.int(2, 5)} portfolio companies`,
    `2. ${cast.founder} to send the updated [financial model](https://${cast.domain}/investors/model)`,
  ].join('\n');
}

const NEWS = [
  {
    what: 'its Series A',
    lines: (c: Cast, t: Truth) => [
      `We closed our Series A of ${money(12_000_000, t.currency)}, led by a growth fund we have known for years.`,
      `TechCrunch covered the round, and inbound demo requests doubled that week.`,
    ],
  },
  {
    what: 'the partner API',
    lines: (c: Cast) => [
      `We launched the ${c.company} partner API, our biggest release this year.`,
      'The launch campaign and webinar brought in our best month of marketing leads.',
    ],
  },
];

/** A company's news, sent to its investors: a subject that says so, and two lines about it. */
export function announcement(rng: Rng, cast: Cast, truth: Truth): { subject: string; body: string } {
  const news = rng.pick(NEWS);
  return {
    subject: `${cast.company} announces ${news.what}`,
    body: ['Hi all,', '', ...news.lines(cast, truth), '', 'Best,', cast.founder].join('\n'),
  };
}

/** Paperwork that needs investors' signatures. */
export function legalEmail(cast: Cast): { subject: string; body: string } {
  return {
    subject: 'Side letter for signature',
    body: [
      'Hi all,',
      '',
      'Please sign the side letter this week; the board consent also covers the option pool refresh.',
      '',
      'Thanks,',
      cast.founder,
    ].join('\n'),
  };
}

/** The deck sent before a board meeting: highlights, then the quarter's numbers. */
export function boardDeck(rng: Rng, truth: Truth, quarter: string, revenue: number): string[][] {
  return [
    [
      `${quarter} board deck`,
      '',
      `Highlights: ${rng.pick(HIGHLIGHTS)}`,
      'Enterprise pipeline grew after the channel launch.',
    ],
    ['Financials', '', `${quarter} revenue: ${money(revenue, truth.currency)}`, `Main risk: ${rng.pick(LOWLIGHTS)}`],
  ];
}
