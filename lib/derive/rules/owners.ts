/**
 * Figures near a metric that are not its value: a change ("3 joined", "+3", "up 12%", "$200k added"), a note in
 * parentheses ("24 (3 joined)"), and an amount that belongs to someone else — a customer, deal, churn, contract,
 * pipeline or competitor ("one churn (about $40k ARR)", "a $200k ARR contract", "our competitor passed $40M ARR").
 */

import { type Amount } from './amounts';
import { type MetricMention } from './metrics';
import { findPeriods } from './periods';
import { type Span } from './sentences';

/** Things that own an amount which is not the company's own metric. */
const OWNER =
  "(?:deals?|contracts?|customers?|clients?|accounts?|logos?|churns?|churned|renewals?|upsells?|orders?|pilots?|opportunit(?:y|ies)|pipeline|LOIs?|POs?|prospects?|tenders?|RFPs?|competitors?|competitor's|rivals?)";
/** Right after the amount, past metric words: "$200k ARR contract", "a $1.2M deal", "$5M of pipeline". */
const OWNER_AFTER = new RegExp(
  `^(?:\\s+(?:ARR|MRR|ACV|TCV|annual|recurring|revenue|in|of|worth|a|an|new|year|per))*\\s+${OWNER}\\b`,
  'i',
);
/** Right before it: "a contract worth $200k", "a broker worth about £40k", "churn of $40k", "lost $60k", and an ARR
 * bridge's other lines ("opening $6.1M, new $0.45M, expansion $0.27M"). */
const OWNER_BEFORE = new RegExp(
  `(?:\\b${OWNER}\\s+(?:of|valued\\s+at|at|for|totall?ing|with|was|is|were)|\\b(?:worth|lost|churned|downgraded|cancell?ed|opening|new|expansion|contraction|starting)\\s*:?)\\s+(?:(?:about|around|roughly|approx(?:imately|\\.)?|some|~|≈)\\s*)?$`,
  'i',
);
/** A sentence about an account won or lost: an amount in its parentheses is that account's. */
const ACCOUNT_NEWS = new RegExp(`\\b(?:lost|won|signed|churn(?:ed)?|${OWNER})\\b`, 'i');
/**
 * A clause about an account won or lost before a figure whose metric follows it: "We lost one customer in Bilbao,
 * roughly €30k of ARR" is that customer's ARR; "we signed 12 customers, bringing ARR to $2.4M" is not about one.
 */
const ACCOUNT_EVENT = new RegExp(
  `\\b(?:lost|churned|won|signed|landed)\\b[^.;]{0,60}?\\b${OWNER}\\b(?![^.;]*\\b(?:bring(?:s|ing)?|tak(?:es|ing)|to|reach(?:es|ing)?|total(?:ling)?|now)\\b)` +
    // "The churn was Quillon, ~$60k ARR": the account churned named as the subject.
    `|\\b(?:the|one|a|our|only)\\s+(?:churn|loss|lost\\s+${OWNER})\\s+(?:was|is|this\\s+\\w+\\s+was)\\b`,
  'i',
);
/** Words that make a metric someone else's or a part of it: "Churned ARR", "New ARR", "Pipeline ARR". */
const MODIFIER = new RegExp(`\\b(?:${OWNER}|lost|new|net\\s+new|added|expansion|contracted)\\s+$`, 'i');
/** Text before the amount about a competitor: the figure is theirs. */
const COMPETITOR = /\b(?:competitors?|competition|rivals?|peers?)\b/i;
/** A figure followed by what describes a change or an addition. */
const CHANGE_AFTER =
  /^\s*(?:joined|left|departed|leavers?|joiners?|new\s+(?:hires?|joiners?|starters?)|hires?\b|hired|more\b|fewer|less\b|added|additions?|departures?|increase|decrease|growth|(?:month|quarter|year)[- ]on[- ](?:month|quarter|year)|MoM|QoQ|YoY)/i;

/** People counted beside the team who are not on it: interns, working students, contractors, advisors. */
const NOT_STAFF =
  /^\s*(?:interns?|stagisti|tirocinanti|stagiaires|alternants|Werkstudent(?:en|innen)?|Praktikant(?:en|innen)?|becari[oa]s|estagi[áa]rios|stagiairs|contractors?|freelancers?|consultants?|advisors?|(?:collaboratori|colaboradores|collaborateurs)\s+e[sx]tern[oiae]s?)\b/iu;
/** Hearsay about another company: "Hushabye is telling people they're at $80M ARR", "says it's past $50M". */
const HEARSAY =
  /\b(?:(?:says|said|claims?|claimed|(?:is|are)\s+telling\s+\w+|told\s+\w+)\s+(?:that\s+)?(?:it|they|it's|they're|it’s|they’re|its|their)\b|according\s+to\s+(?:press|market|industry|media)|segundo\s+fontes|según\s+fuentes|secondo\s+fonti|selon\s+(?:des\s+)?sources)|^\W*(?:they|he|she)\s+(?:did|had|have|has|made|booked|posted|reported)\b/i;
/** What a figure is when it is no metric of ours: "a $62M net loss", "a $300M valuation". */
const OTHER_AFTER = /^\s+(?:net\s+)?(?:loss(?:es)?|valuation|market\s+cap)\b/i;

/** Whether `s` is a period as the label of a figure: "January:", "Q2 2026:", "Sept:", "dec was". */
function isPeriodLabel(s: string): boolean {
  const label = /^\s*(\S.{0,20}?)(?:\s*:|\s+(?:was|were))\s*$/.exec(s)?.[1];
  if (!label) return false;
  // Read with its colon: a month's short name in lower case is one only so ("dec:").
  const found = findPeriods(`${label}:`, new Date());
  return found.length === 1 && found[0]?.start === 0 && found[0].end === label.length;
}

/** "(vs $4.1M in 2024)", "(contre 4,1 M€ en 2024)": the same metric's figure for a period it names. */
function comparedWithPeriod(text: string, a: Amount, parens: Span): boolean {
  const lead = text.slice(parens.start + 1, a.start);
  if (!/^\s*(?:(?:up|down)\s+)?(?:vs\.?|versus|contre|gegenüber|compared\s+(?:to|with)|from)\s*$/i.test(lead))
    return false;
  const rest = text.slice(a.end, parens.end - 1);
  const at = /^\s*(?:in|en|im|for|at|as\s+of|(?:at\s+)?(?:the\s+)?end\s+of)?\s*(?:the\s+)?$/i;
  return findPeriods(rest, new Date()).some((m) => m.anchor && at.test(rest.slice(0, m.start)));
}

/** "($630k July, $575k August)", "(46 at the end of May)": a figure followed by the period it is for, and nothing else. */
function periodAfter(text: string, a: Amount, parens: Span): boolean {
  const part = /^[^,;]*/.exec(text.slice(a.end, parens.end - 1))?.[0] ?? '';
  const found = findPeriods(part, new Date());
  const only = found[0];
  return (
    found.length === 1 &&
    only?.anchor === true &&
    /^\s*(?:in\s+|at\s+the\s+end\s+of\s+|(?:at\s+)?end\s+of\s+|as\s+of\s+)?$/i.test(part.slice(0, only.start)) &&
    part.slice(only.end).trim() === ''
  );
}

/** The parentheses `a` stands in within `unit`, or null. */
function parensOf(text: string, a: Amount, unit: Span): Span | null {
  // Searched within the unit only: a search of the whole text for each figure makes a long text quadratic.
  const before = text.slice(unit.start, a.start);
  const open = before.lastIndexOf('(');
  if (open < 0 || before.includes(')', open)) return null;
  const close = text.slice(a.end, unit.end + 1).indexOf(')');
  if (close < 0) return null;
  return { start: unit.start + open, end: a.end + close + 1 };
}

/**
 * Whether amount `a`, read for `metric` in `clause` of `unit`, is not the company's value of that metric.
 */
export function notTheValue(text: string, a: Amount, metric: MetricMention, clause: Span, unit: Span): boolean {
  const parens = parensOf(text, a, unit);
  if (parens) {
    // A note on the figure before it ("24 (3 joined)"), unless it names its own metric ("(18 months of runway)") or
    // its own period, the same metric's earlier figure ("ARR of £665k (January: £640k)").
    const ownPeriod =
      isPeriodLabel(text.slice(parens.start + 1, a.start)) ||
      comparedWithPeriod(text, a, parens) ||
      periodAfter(text, a, parens);
    if ((metric.start < parens.start || metric.end > parens.end) && !ownPeriod) return true;
    // "one churn (about $40k ARR)", "our largest customer ($300k ARR)".
    const lead = text.slice(Math.max(unit.start, parens.start - 40), parens.start);
    if (new RegExp(`\\b${OWNER}\\s*$`, 'i').test(lead)) return true;
    if (ACCOUNT_NEWS.test(text.slice(unit.start, parens.start))) return true;
  }
  // Past the metric when it is named right after the figure: "140 customers" is the metric, "3 customers added" not.
  const tail = metric.start >= a.end && /^\s*$/.test(text.slice(a.end, metric.start)) ? metric.end : a.end;
  const after = text.slice(tail, Math.min(unit.end, tail + 60));
  if (CHANGE_AFTER.test(after) || OWNER_AFTER.test(after) || OTHER_AFTER.test(text.slice(a.end, a.end + 24)))
    return true;
  if (metric.def.key === 'headcount' && NOT_STAFF.test(text.slice(a.end, a.end + 32))) return true;
  if (HEARSAY.test(text.slice(clause.start, a.start)) || HEARSAY.test(text.slice(unit.start, a.start))) return true;
  // From the metric on, so the metric's own words ("Customer churn was 2%") are not read as an owner.
  const from = metric.end <= a.start ? Math.max(clause.start, metric.end) : clause.start;
  if (OWNER_BEFORE.test(text.slice(from, a.start)) || COMPETITOR.test(text.slice(clause.start, a.start))) return true;
  if (metric.start >= a.end && ACCOUNT_EVENT.test(text.slice(clause.start, a.start))) return true;
  return MODIFIER.test(text.slice(Math.max(unit.start, metric.start - 24), metric.start));
}
