import type { Rng } from '../random';
import { Deck, type SectorWords } from './sectors';
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
function money(x: number, currency: Truth['currency']): string {
  const s = SYMBOL[currency];
  if (x >= 1_000_000) return `${s}${(x / 1_000_000).toFixed(2).replace(/0$/, '')}M`;
  return `${s}${Math.round(x / 1000)}K`;
}

/** A company's way of telling its news: its business's words, drawn without repeats, and its own headings. */
interface Voice {
  words: SectorWords;
  highlights: Deck<(rng: Rng) => string>;
  risks: Deck<string>;
  asks: Deck<string>;
  labels: readonly [string, string, string];
  opening: (company: string, month: string) => string;
}

const LABELS = [
  ['Highlights', 'Lowlights', 'Asks'],
  ['Wins', 'Challenges', 'How you can help'],
  ['Good news', 'Less good', 'Asks'],
] as const;
const OPENINGS = [
  (company: string, month: string) => `Here is the ${company} update for ${month}.`,
  (company: string, month: string) => `${month} at ${company}, in brief.`,
  (_: string, month: string) => `Our numbers and news for ${month} are below.`,
];

/** Risks and asks any business has; each company mixes two of each with its sector's own. */
const COMMON_RISKS = [
  'sales cycles with larger buyers got longer',
  'hiring senior engineers is slower than planned',
  'a key account delayed its renewal',
  'FX moves cost us margin',
  'our second product line is behind schedule',
];
const COMMON_ASKS = [
  'intros to CFO candidates',
  'warm intros to growth investors',
  'a reference call with a portfolio company that sold to the same buyers',
  'feedback on our pricing page',
];

/** Highlights a company of this business could report, each drawn fresh (names and counts vary). */
function highlightsOf(w: SectorWords, product: string): Array<(rng: Rng) => string> {
  const counting = ['two', 'three', 'four', 'five'];
  return [
    (rng) => `we signed ${rng.pick(counting)} new ${rng.pick(w.buyers)} for ${product}.`,
    (rng) => `we shipped ${rng.pick(w.features)}, the most requested item on our roadmap.`,
    (rng) => `${rng.pick(w.partners)} started reselling ${product}.`,
    (rng) => `a pilot with one of the largest ${rng.pick(w.buyers)} in our market converted to a paid contract.`,
    (rng) => `we hired our first ${rng.pick(w.roles)}.`,
    (rng) => `the renewal with our biggest account came in early and larger, after ${rng.pick(w.features)} went live.`,
    (rng) =>
      `we presented ${product} at our first industry conference and came back with ${rng.pick(counting)} warm leads.`,
  ];
}

/** A company's voice, from its own stream: the same company always tells its news the same way. */
export function voiceOf(rng: Rng, words: SectorWords, product: string): Voice {
  return {
    words,
    highlights: new Deck(rng, highlightsOf(words, product)),
    risks: new Deck(rng, [...words.risks, ...rng.sample(COMMON_RISKS, 2)]),
    asks: new Deck(rng, [...words.asks, ...rng.sample(COMMON_ASKS, 2)]),
    labels: rng.pick(LABELS),
    opening: rng.pick(OPENINGS),
  };
}

const pct = (now: number, before: number | undefined) =>
  before === undefined ? undefined : Math.round((now / before - 1) * 100);

/** The monthly investor update: each figure on its own line, as the rules read it. */
export function updateBody(
  rng: Rng,
  cast: Cast,
  voice: Voice,
  truth: Truth,
  m: MonthTruth,
  prev: MonthTruth | undefined,
): string {
  const c = truth.currency;
  const growth = pct(m.arr, prev?.arr);
  const hired = prev !== undefined && m.headcount > prev.headcount;
  const [good, bad, ask] = voice.labels;
  const news = m.raised
    ? `we closed our ${money(m.raised.amount, c)} ${m.raised.stage}; the money is in the bank.`
    : voice.highlights.next()(rng);
  return [
    'Hi all,',
    '',
    voice.opening(cast.company, monthLabel(m.ms)),
    '',
    `- ARR: ${money(m.arr, c)}${growth === undefined ? '' : `, ${growth >= 0 ? 'up' : 'down'} ${Math.abs(growth)}% month on month`}`,
    `- Net burn: ${money(m.burn, c)} for the month`,
    `- Cash in bank: ${money(m.cash, c)}`,
    `- Headcount: ${m.headcount}${hired ? ` (${m.headcount - prev.headcount} joined)` : ''}`,
    '',
    `${good}: ${news}`,
    `${bad}: ${voice.risks.next()}.`,
    `${ask}: ${voice.asks.next()}.`,
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

/** A board meeting's notes: the quarter's revenue, cash at its end, and the one risk the deck named too. */
export function boardNotes(
  rng: Rng,
  cast: Cast,
  voice: Voice,
  truth: Truth,
  quarter: { label: string; revenue: number; risk: string },
  last: MonthTruth,
): string {
  return [
    `# ${cast.company} board meeting — ${quarter.label}`,
    '',
    '## Numbers',
    `- ${quarter.label} revenue: ${money(quarter.revenue, truth.currency)}`,
    `- Cash in bank at quarter end: ${money(last.cash, truth.currency)}`,
    '',
    '## Discussion',
    `- Main risk: ${quarter.risk}.`,
    ...(rng.chance(0.3) ? [`- The team presented the plan to win more ${rng.pick(voice.words.buyers)}.`] : []),
    ...(rng.chance(0.15)
      ? ['- We received inbound acquisition interest from a larger competitor; the board decided not to engage.']
      : []),
    '',
    '## Decisions',
    `- The board approved ${rng.pick(DECISIONS)}.`,
  ].join('\n');
}

/** What was said in the room: a rounded figure, which a reviewer will not take over the written one. */
export function boardTranscript(cast: Cast, voice: Voice, investor: string, truth: Truth, last: MonthTruth): string {
  const rounded = Math.round(last.arr / 100_000) * 100_000;
  return [
    `**${cast.founder}:** Thanks for making time. We ended the quarter with ARR of about ${money(rounded, truth.currency)}.`,
    `**${investor}:** Good. What is driving it?`,
    `**${cast.founder}:** Mostly ${voice.words.buyers[0] ?? 'existing accounts'} buying more seats and sites.`,
  ].join('\n');
}

/** A partner's note after a call, quoting the last update's figures. */
export function callNote(rng: Rng, cast: Cast, voice: Voice, truth: Truth, m: MonthTruth, author: string): string {
  return [
    `## Catch-up with ${cast.founder}`,
    '',
    `- Last update: ARR ${money(m.arr, truth.currency)} and ${m.headcount} people`,
    `- Open question: ${voice.risks.next()}`,
    '',
    '**Next steps**',
    '',
    `1. ${author} to share intros to ${rng.int(2, 5)} portfolio companies`,
    `2. ${cast.founder} to send the updated [financial model](https://${cast.domain}/investors/model)`,
  ].join('\n');
}

/** A round closing, told as its own news: the stage and the amount the month's truth says reached the bank. */
export function roundNews(cast: Cast, truth: Truth, raised: { amount: number; stage: string }): Email {
  return {
    subject: `${cast.company} announces its ${raised.stage}`,
    body: [
      'Hi all,',
      '',
      `We closed our ${raised.stage} of ${money(raised.amount, truth.currency)}, led by a fund we have known for years.`,
      'Thank you for your support through the process.',
      '',
      'Best,',
      cast.founder,
    ].join('\n'),
  };
}

type Email = { subject: string; body: string };

/** A product launch, sent to investors: a subject that says so, and two lines about it. */
export function launchNews(rng: Rng, cast: Cast, voice: Voice): Email {
  const feature = rng.pick(voice.words.features);
  return {
    subject: `${cast.company} launches ${feature}`,
    body: [
      'Hi all,',
      '',
      `Today we launched ${feature}, our biggest release this year.`,
      `The first ${rng.pick(voice.words.buyers)} on it are already asking for more.`,
      '',
      'Best,',
      cast.founder,
    ].join('\n'),
  };
}

/** Paperwork that needs investors' signatures. */
export function legalEmail(cast: Cast): Email {
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

/** The deck sent before a board meeting: the quarter's news, then its numbers and the risk the notes discuss. */
export function boardDeck(
  rng: Rng,
  voice: Voice,
  truth: Truth,
  quarter: { label: string; revenue: number; risk: string },
): string[][] {
  return [
    [`${quarter.label} board deck`, '', `Highlights: ${voice.highlights.next()(rng)}`],
    [
      'Financials',
      '',
      `${quarter.label} revenue: ${money(quarter.revenue, truth.currency)}`,
      `Main risk: ${quarter.risk}.`,
    ],
  ];
}
