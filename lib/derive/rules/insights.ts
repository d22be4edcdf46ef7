/**
 * Insights: sentences and bullet points of the author's own text, sorted into a category by keyword rules.
 *
 * The statement (`content`) is the source text itself — one sentence, or the first two sentences of a bullet —
 * made plain (see plainStatement), never a paraphrase, so it cannot claim what its source does not. Past 300
 * characters it is cut at a word and ends with "…"; `quote` is exactly the source text kept, as written.
 */

import { INSIGHT_CATEGORIES, type InsightCategory } from '../../schemas/common';
import { type TextBlock } from '../types';
import { findAmounts } from './amounts';
import { findMetrics } from './metrics';
import {
  cutAtWord,
  dropGreeting,
  isBoilerplate,
  isGreeting,
  isSignOff,
  liveLines,
  splitSentences,
  type Span,
  textUnits,
} from './sentences';
import { FORWARD_SUBJECT, REPLY_SUBJECT } from './mail-headers';
import { tableStatement } from './table-insights';
import { findValues } from './values';
import { textTables } from './tables';

interface FoundInsight {
  category: InsightCategory;
  content: string;
  quote: string;
}

const MAX_INSIGHTS = 6;
const MAX_CONTENT = 300;

type Rule = [RegExp, number];
const w = (words: string, weight = 1): Rule => [new RegExp(`\\b(?:${words})\\b`, 'gi'), weight];

/** Keyword rules per category; a specific phrase ("term sheet", "option pool") weighs more than a common word. */
const RULES: Record<Exclude<InsightCategory, 'other'>, Rule[]> = {
  funding: [
    w(
      'term sheet|pre-money|post-money|valuation|fundrais(?:e|ing)|seed round|series [a-e]|safe notes?|convertible notes?|bridge round',
      3,
    ),
    w('raised|raising|round|investors|lead investor|led by|closed our', 2),
  ],
  growth: [
    w('grew|growth|doubled|tripled|record|MoM|YoY|month over month|year over year', 2),
    w('customers added|new customers|new logos|(?:ARR|MRR|revenue) (?:is )?up|increased|expansion', 2),
  ],
  product: [
    w('launched|shipped|release[ds]?|rolled out|beta|general availability|new feature|features?', 2),
    w('product|roadmap|platform|integration|API|app|version', 1),
  ],
  go_to_market: [
    w('partnerships?|partnered|pipeline|channel|resellers?|distribution|go-to-market|GTM|enterprise deals?', 2),
    w('sales|signed|contracts?|deals?|leads|outbound|pilots?', 1),
  ],
  team: [
    w(
      'hired|hiring|joined|joins|left the company|departed|resigned|stepped down|promoted|headcount|layoffs?|laid off',
      2,
    ),
    w('CEO|CTO|CFO|COO|CPO|VP|head of|team|employees|engineers', 1),
  ],
  operations: [
    w(
      'office|supply chain|suppliers?|manufacturing|logistics|warehouse|inventory|relocat(?:e|ed|ion)|SOC ?2|ISO 27001',
      2,
    ),
    w('process(?:es)?|operations|ops|facility|vendor', 1),
  ],
  financial_health: [
    w('burn|runway|cash|profitab(?:le|ility)|break-?even|EBITDA|gross margins?|default alive', 2),
    w('margins?|costs?|expenses|spend|savings|cash flow', 1),
  ],
  marketing: [
    w('campaign|brand(?:ing)?|press|PR|media coverage|webinar|conference|SEO|awareness|marketing|TechCrunch', 2),
  ],
  governance: [
    w(
      'board meeting|board approved|resolutions?|option pool|ESOP|bylaws|shareholder vote|written consent|auditors?|audit',
      3,
    ),
    w('board|approved|approval|shareholders?|vote', 1),
  ],
  exit: [
    w('acquisition|acquired|acquire|acquirer|M&A|IPO|merger|letter of intent|LOI|sale of the company|exit', 3),
    w('sold|buyer|bidders?', 2),
  ],
};

/** The category of a line that reports a figure of a metric: ARR and revenue are growth, cash and burn health. */
const METRIC_CATEGORY: Record<string, Exclude<InsightCategory, 'other'>> = {
  arr: 'growth',
  mrr: 'growth',
  revenue: 'growth',
  bookings: 'growth',
  gmv: 'growth',
  customers: 'growth',
  nrr: 'growth',
  churn: 'growth',
  burn: 'financial_health',
  cash: 'financial_health',
  runway: 'financial_health',
  ebitda: 'financial_health',
  gross_margin: 'financial_health',
  headcount: 'team',
};

/** The category of a line reporting a metric's figure ("ARR: $2.41M", "Net burn $104k"), or undefined. */
function figureCategory(s: string): Exclude<InsightCategory, 'other'> | undefined {
  const metric = findMetrics(s).find((m) => METRIC_CATEGORY[m.def.key]);
  const category = metric ? METRIC_CATEGORY[metric.def.key] : undefined;
  return category && findAmounts(s).length > 0 ? category : undefined;
}

function classify(s: string): { category: InsightCategory; score: number } | null {
  let best: { category: InsightCategory; score: number } | null = null;
  for (const category of INSIGHT_CATEGORIES) {
    if (category === 'other') continue;
    const score = RULES[category].reduce((sum, [re, weight]) => sum + (s.match(re)?.length ?? 0) * weight, 0);
    if (score > 0 && (!best || score > best.score)) best = { category, score };
  }
  // A line reporting a metric's figure ("ARR: $2.41M") is an insight even when no keyword says so.
  const category = figureCategory(s);
  if (!best && category) return { category, score: 3 };
  return best;
}

/** The span an insight is stated from: a sentence, or a bullet's first two sentences. */
function statement(text: string, unit: Span & { bullet: boolean }): Span {
  if (!unit.bullet) return unit;
  const sentences = splitSentences(text, unit);
  const second = sentences[1] ?? sentences[0];
  return second ? { start: unit.start, end: second.end } : unit;
}

/**
 * The statement as a reader sees it: Markdown gone (emphasis, links, a list's or heading's marker), and a line
 * that names a metric and then its figure ("Net burn: $70K") said as a sentence ("Net burn was $70K").
 */
function plainStatement(source: string): string {
  const plain = source
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__|`/g, '')
    .replace(/(^|\s)[*_]([^*_\s][^*_]*?)[*_](?=[\s.,;:!?]|$)/g, '$1$2')
    .replace(/^\s*(?:#{1,6}\s+|[-*•·▪◦–]\s+|\d{1,2}[.)]\s+|>\s*)/, '')
    .trim();
  // "ARR: $2.4M", "ARR ......... $5.30M", or a short line "Net burn $104k".
  const labelled =
    /^([^:\n]{2,40}?)(?::\s+|\s*\.{2,}\s*)(?=[$€£]?\d)/.exec(plain) ??
    /^([^:\n\d$€£]{2,40}?)\s+(?=[$€£]?\d[\d.,]*\s?[A-Za-z%]{0,9}$)/.exec(plain);
  // "Headcount is 31." says it already: no "was" after a verb.
  if (
    labelled?.[1] &&
    findMetrics(labelled[1]).length > 0 &&
    !/\b(?:is|was|are|were|stands|stood|at|of)$/i.test(labelled[1])
  )
    return `${labelled[1]} was ${plain.slice(labelled[0].length)}`;
  return plain;
}

/**
 * An insight's words and quote from its source, cut at a word under MAX_CONTENT and said plainly (`plain`: the
 * words before any "…" marking the cut); none if nothing is left.
 */
function stated(source: string): { plain: string; said: { content: string; quote: string } } | undefined {
  const { text: kept, cut } = cutAtWord(source, MAX_CONTENT - 1);
  const plain = plainStatement(kept);
  return plain ? { plain, said: { content: cut ? `${plain}…` : plain, quote: kept } } : undefined;
}

/** Whether a sign-off ends the author's text: nothing follows but a short signature (a name, a title). "Thanks for
 * today's meeting." opening a board summary is not one. */
function signsOff(text: string, s: string, end: number, live: Span[]): boolean {
  if (!isSignOff(s)) return false;
  const rest = live.filter((l) => l.start >= end && text.slice(l.start, l.end).trim() !== '');
  return rest.length <= 4 && rest.every((l) => l.end - l.start <= 60);
}

/**
 * "Aug numbers: ARR 7.6M / burn 550k" over "as per subject": an email's own subject stated as an insight when it
 * reports a metric's figure that no insight from the body reports (the values read from it cite it alike).
 */
function subjectInsight(block: TextBlock, ranked: { insight: FoundInsight }[]): FoundInsight | undefined {
  let subject = block.subject?.trim();
  // "Fwd: FW: Aug numbers…": the forwarded message's own subject.
  while (subject && FORWARD_SUBJECT.test(subject)) subject = subject.replace(FORWARD_SUBJECT, '').trim();
  if (!subject || block.source.type !== 'email' || REPLY_SUBJECT.test(subject)) return undefined;
  const category = figureCategory(subject);
  if (!category) return undefined;
  const told = new Set(ranked.flatMap(({ insight }) => findMetrics(insight.quote).map((m) => m.def.key)));
  if (findMetrics(subject).every((m) => told.has(m.def.key))) return undefined;
  const words = stated(subject);
  return words && { category, ...words.said };
}

/** Up to six insights from `block`, most informative first: a table's figures (one sentence per block, see
 * table-insights.ts), then by keyword weight (capped, so one wordy sentence does not crowd out the rest), then figures
 * and metrics named, then length. A line reporting a metric's figure ("ARR $1.12M") counts however short, heading or
 * not. A block with nothing classified gives its longest plain sentence as `other`: relevant enough to have been
 * written to investors. */
export function findInsights(block: TextBlock): FoundInsight[] {
  const { text } = block;
  // The subject tells a forward ("FW: …"), whose forwarded text is the content, from a reply.
  const live = liveLines(text, block.subject);
  const tables = textTables(text, live);
  const tableLines = new Set(tables.flatMap((t) => t.lines.map((l) => l.start)));
  const ranked: { insight: FoundInsight; rank: number; at: number }[] = [];
  let unclassified: { insight: FoundInsight; rank: number; at: number } | undefined;
  for (const whole of textUnits(text, live, (l) => tableLines.has(l.start))) {
    const line = text.slice(whole.start, whole.end);
    if (signsOff(text, line, whole.end, live)) break;
    // "Hi Ada, October headcount is 31.": a greeting that goes on to report a figure is stated without the greeting.
    const greeting = isGreeting(line);
    if (greeting && figureCategory(line) === undefined) continue;
    const unit = greeting ? { ...whole, start: whole.end - dropGreeting(line).length } : whole;
    const s = text.slice(unit.start, unit.end);
    const figure = figureCategory(s) !== undefined;
    if (isBoilerplate(s) || (!figure && (unit.heading || s.split(/\s+/).length < 4))) continue;
    const span = statement(text, unit);
    const source = text.slice(span.start, span.end);
    const found = classify(source);
    const words = stated(source);
    if (!words) continue;
    const { plain } = words;
    const insight = { category: found?.category ?? 'other', ...words.said };
    if (!found) {
      if (plain.split(/\s+/).length >= 6 && (!unclassified || plain.length > unclassified.insight.content.length))
        unclassified = { insight, rank: 0, at: span.start };
      continue;
    }
    const numbers = findAmounts(source).length + findMetrics(source).length;
    ranked.push({
      insight,
      rank: Math.min(found.score, 4) + Math.min(numbers, 3) + Math.min(source.length / 150, 1),
      at: span.start,
    });
  }
  const fromSubject = subjectInsight(block, ranked);
  if (fromSubject) ranked.push({ insight: fromSubject, rank: 0, at: -1 });
  if (ranked.length === 0 && unclassified) ranked.push(unclassified);
  // A sheet's table is its rows; its text's tables are the same rows again.
  const table = tableStatement(block, block.rows ? [] : tables.map((t) => t.lines));
  if (table) {
    const { metric, ...said } = table;
    ranked.push({ insight: { category: METRIC_CATEGORY[metric] ?? 'growth', ...said }, rank: Infinity, at: -1 });
  }
  const seen = new Set<string>();
  return ranked
    .sort((a, b) => b.rank - a.rank || a.at - b.at)
    .filter(({ insight }) => !seen.has(insight.content) && seen.add(insight.content))
    .slice(0, MAX_INSIGHTS)
    .map((r) => r.insight);
}

/**
 * For a message that reports a figure yet gave no insight (a bare table, a figure a sign-off hides, a line too
 * terse to state): one insight stating the first figure's own passage, so every update is cited by an insight.
 */
export function figureInsight(block: TextBlock): FoundInsight | undefined {
  const [value] = findValues(block);
  if (!value) return undefined;
  const words = stated(value.quote);
  return words && { category: METRIC_CATEGORY[value.metric] ?? 'other', ...words.said };
}
