/**
 * The demo checked against its own truth, over HTTP. Each company's truth is
 * drawn again with `truthOf` from the same inputs the seed used (its index
 * and months of story), never read from what the rules derived: every system
 * value (suggested or confirmed) must equal it for that company, metric and
 * date, and every insight must state only figures its cited passage holds.
 */
import { DEMO_SLUG, storyInputs } from '../../lib/seed/demo';
import { quarterRevenue, truthOf, type Truth } from '../../lib/seed/story/truth';

/** Every item of a list endpoint of the API, with one member's key. */
export type ListReader = <T>(path: string) => Promise<T[]>;

interface Cited {
  type: string;
  publicId: string;
  quote: string | null;
  name?: string;
  headline?: string | null;
  title?: string;
  subject?: string | null;
  parent?: { type: string; publicId: string };
}
interface Value {
  companyPublicId: string;
  value: number | string | boolean;
  unit?: string;
  effectiveAt: string;
  status: string;
  origin: string;
  citations: Cited[];
}
interface Insight {
  content: string;
  citations: Cited[];
}
interface Tracker {
  publicId: string;
  name: string;
}

export interface WrongValue {
  tracker: string;
  company: string;
  effectiveAt: string;
  value: Value['value'];
  unit: string | null;
  status: string;
  truth: number | null;
  quote: string;
  cause: string;
}

export interface TruthReport {
  /** System values compared, by tracker name. */
  checked: Record<string, number>;
  /** Values of trackers the story holds no truth for (text trackers). */
  unchecked: Record<string, number>;
  wrong: WrongValue[];
  insights: number;
  /** Insights stating a figure their cited passages do not hold. */
  unsupported: { content: string; support: string }[];
  /** Insights showing Markdown (`**`, `[text](url)`, a heading's `#`). */
  markdown: string[];
  /** Items that yielded a system value but that no insight cites. */
  uncitedUpdates: number;
  itemsWithValues: number;
  /** ARR values whose figure no insight of the same item states. */
  arrWithoutInsight: number;
  /** Insight contents once figures, months and the company's name are taken out. */
  templates: number;
  /** The same sentence in several companies' insights: sentence, companies, times. */
  repeated: { content: string; companies: number; times: number }[];
}

const MONTHS =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g;
const FIGURE = /[$€£]?\d+(?:[.,]\d+)*\s?[KkMmBb%]?/g;

/** The story's figure for a tracker on a date, or undefined when the story holds none for that day. */
function truthFor(tracker: string, truth: Truth, date: string): number | undefined {
  const i = truth.months.findIndex((m) => m.date === date);
  const m = truth.months[i];
  if (!m) return undefined;
  switch (tracker) {
    case 'ARR':
      return m.arr;
    case 'Net burn':
      return m.burn;
    case 'Headcount':
      return m.headcount;
    case 'Revenue':
      return new Date(m.ms).getUTCMonth() % 3 === 2 && i >= 2
        ? quarterRevenue(truth.months.slice(i - 2, i + 1))
        : undefined;
    default:
      return undefined;
  }
}
const CHECKED = new Set(['ARR', 'Net burn', 'Headcount', 'Revenue']);

/** The passage a citation stands for: its quote, else what names the whole source. */
const supportOf = (c: Cited): string =>
  c.quote ?? [c.name, c.headline, c.title, c.subject].filter((s): s is string => Boolean(s)).join('\n');

/** The item a citation points into: an element's file stands for it. */
const itemOf = (c: Cited): string =>
  c.type === 'element' && c.parent ? `${c.parent.type}:${c.parent.publicId}` : `${c.type}:${c.publicId}`;

/** Why a value is wrong, in words that group alike values: the tracker, what is off, and the line's shape. */
function causeOf(tracker: string, v: Value, truth: number | undefined, currency: string): string {
  const shape = (v.citations[0]?.quote ?? v.citations[0]?.name ?? '')
    .replace(FIGURE, '#')
    .replace(MONTHS, 'MONTH')
    .replace(/\s+/g, ' ')
    .slice(0, 70);
  const what =
    truth === undefined
      ? /-(?:28|29|30|31)$/.test(v.effectiveAt)
        ? 'no truth for that month'
        : 'dated a day that ends no month'
      : v.unit && v.unit !== currency && tracker !== 'Headcount'
        ? 'wrong currency'
        : 'wrong amount';
  return `${tracker}: ${what}: "${shape}"`;
}

const wrongValue = (tracker: string, v: Value, truth: number | undefined, cause: string): WrongValue => ({
  tracker,
  company: v.companyPublicId,
  effectiveAt: v.effectiveAt,
  value: v.value,
  unit: v.unit ?? null,
  status: v.status,
  truth: truth ?? null,
  quote: v.citations[0]?.quote ?? '',
  cause,
});

/** Checks the demo workspace seeded with `companies` against its truth; `readers` are members' keys. */
export async function checkDemoTruth(readers: ListReader[], companies?: number): Promise<TruthReport> {
  const inputs = storyInputs(DEMO_SLUG, companies);
  const truths = new Map(inputs.map((s) => [s.publicId, truthOf(DEMO_SLUG, s.index, s.months)]));
  const report: TruthReport = {
    checked: {},
    unchecked: {},
    wrong: [],
    insights: 0,
    unsupported: [],
    markdown: [],
    uncitedUpdates: 0,
    itemsWithValues: 0,
    arrWithoutInsight: 0,
    templates: 0,
    repeated: [],
  };
  const seen = new Set<string>();
  const valueItems = new Map<string, { arr: Value[] }>();
  for (const read of readers) {
    for (const tracker of await read<Tracker>('/trackers')) {
      if (seen.has(tracker.publicId)) continue;
      seen.add(tracker.publicId);
      const values = await read<Value>(`/trackers/${tracker.publicId}/values?status=suggested&status=confirmed`);
      for (const v of values) {
        if (v.origin !== 'system') continue;
        const truth = truths.get(v.companyPublicId);
        // The demo's own items only: other files derive (and delete) companies of theirs in this workspace meanwhile.
        for (const c of truth ? v.citations : []) {
          const item = valueItems.get(itemOf(c)) ?? { arr: [] };
          if (tracker.name === 'ARR') item.arr.push(v);
          valueItems.set(itemOf(c), item);
        }
        if (tracker.name === 'Latest round' && truth) {
          report.checked[tracker.name] = (report.checked[tracker.name] ?? 0) + 1;
          const month = v.effectiveAt.slice(0, 7);
          const round = truth.months.filter((m) => m.raised && m.date.slice(0, 7) <= month).at(-1)?.raised;
          const text = String(v.value);
          if (round && text.includes(round.stage) && text.includes(shortMoney(round.amount))) continue;
          const why = round ? `not the ${round.stage} of ${shortMoney(round.amount)}` : 'no round by then';
          report.wrong.push(wrongValue(tracker.name, v, round?.amount, `Latest round: ${why}`));
          continue;
        }
        if (!CHECKED.has(tracker.name) || !truth) {
          report.unchecked[tracker.name] = (report.unchecked[tracker.name] ?? 0) + 1;
          continue;
        }
        report.checked[tracker.name] = (report.checked[tracker.name] ?? 0) + 1;
        const want = truthFor(tracker.name, truth, v.effectiveAt);
        const unitOk = tracker.name === 'Headcount' || v.unit === truth.currency;
        if (want !== undefined && v.value === want && unitOk) continue;
        report.wrong.push(wrongValue(tracker.name, v, want, causeOf(tracker.name, v, want, truth.currency)));
      }
    }
  }
  await checkInsights(readers[0], [...truths.keys()], valueItems, report);
  return report;
}

async function checkInsights(
  read: ListReader | undefined,
  companies: string[],
  valueItems: Map<string, { arr: Value[] }>,
  report: TruthReport,
): Promise<void> {
  if (!read) return;
  const templates = new Set<string>();
  const bySentence = new Map<string, { companies: Set<string>; times: number }>();
  const citedItems = new Map<string, string[]>();
  for (const company of companies) {
    for (const tp of await read<{ headline: string | null; insights: Insight[] }>(
      `/companies/${company}/touchpoints`,
    )) {
      for (const insight of tp.insights) {
        report.insights++;
        const support = insight.citations.map(supportOf).join('\n');
        const figures = insight.content.match(/\d+(?:[.,]\d+)*/g) ?? [];
        if (figures.some((f) => !support.includes(f))) report.unsupported.push({ content: insight.content, support });
        if (/\*\*|__|\]\(|^#{1,6}\s|`/.test(insight.content)) report.markdown.push(insight.content);
        for (const c of insight.citations) {
          const k = itemOf(c);
          citedItems.set(k, [...(citedItems.get(k) ?? []), insight.content]);
        }
        const name = tp.headline?.split(' — ')[0] ?? '';
        const shape = insight.content.replaceAll(name, 'CO').replace(FIGURE, '#').replace(MONTHS, 'MONTH');
        templates.add(shape);
        const s = bySentence.get(insight.content) ?? { companies: new Set<string>(), times: 0 };
        s.companies.add(company);
        s.times++;
        bySentence.set(insight.content, s);
      }
    }
  }
  report.templates = templates.size;
  report.repeated = [...bySentence]
    .filter(([, s]) => s.companies.size >= 5)
    .map(([content, s]) => ({ content, companies: s.companies.size, times: s.times }))
    .sort((a, b) => b.times - a.times);
  report.itemsWithValues = valueItems.size;
  for (const [item, { arr }] of valueItems) {
    const said = citedItems.get(item);
    if (!said) report.uncitedUpdates++;
    for (const v of arr) {
      const figure = shortMoney(Number(v.value));
      if (!said?.some((s) => s.includes(figure))) report.arrWithoutInsight++;
    }
  }
}

/** "2.41M", "850K": how an amount reads in prose, without its currency. */
function shortMoney(x: number): string {
  return x >= 1_000_000 ? `${(x / 1_000_000).toFixed(2).replace(/0$/, '')}M` : `${Math.round(x / 1000)}K`;
}

/** Wrong values counted by cause, most first. */
export function byCause(wrong: WrongValue[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const w of wrong) counts.set(w.cause, (counts.get(w.cause) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}
