/**
 * Dates a block of prose speaks from, beyond its own sending day:
 *
 * - A forward speaks from the day its forwarded message was written ("Sent: Monday, 5 October 2026", "Gesendet:
 *   Freitag, 6. November 2026", "Envoyé : lundi 13 avril 2026"): "as of today" in it is that day, not the day a
 *   partner passed it on.
 * - A fiscal year ends in the month the text gives ("our fiscal year ends in September", "FY ending 30 September
 *   2026", or a fiscal quarter's months: "Q2 FY27 (July to September)"); a fiscal year across two calendar years
 *   ("FY 2025/26") whose end the text does not give is taken to be the one that ended with the last quarter before
 *   the text was written, when that quarter falls in its second year.
 * - A figure whose sentence, section and the sentences before name no period, in a note whose other figures are for
 *   a recent month or quarter ("We filed yesterday. Team of 40 as of today. September net burn was $1.3M."), is for
 *   that period: the note reports on it.
 * - A heading that opens with a year ("2025 in review") is that year's section.
 */

import { type FoundValue } from '../types';
import { DATE_LABEL, FORWARD_BANNER, FORWARD_SUBJECT } from './mail-headers';
import { findPeriods, isoDate, monthEnd, type Period, type PeriodMention, previousQuarter } from './periods';

const FORWARD_MARK = new RegExp(`^\\s*(?:${FORWARD_BANNER}|_{10,})\\s*$`, 'im');
/** The date line of a forwarded message's header, in any client's language. */
const HEADER_DATE = new RegExp(`^[ \\t*]*${DATE_LABEL}\\**\\s?:\\**[ \\t]*(.+)$`, 'im');

const DAY = 86_400_000;

/** When the forwarded message in `text` was written, or `writtenAt` when the block forwards nothing. */
export function forwardedAt(text: string, subject: string | undefined, writtenAt: Date): Date {
  const mark = FORWARD_MARK.exec(text);
  if (!mark && !FORWARD_SUBJECT.test(subject ?? '')) return writtenAt;
  const from = mark ? mark.index : 0;
  const line = HEADER_DATE.exec(text.slice(from))?.[1];
  const day = line ? findPeriods(line, writtenAt).find((m) => m.period === 'point') : undefined;
  if (!day) return writtenAt;
  const at = new Date(`${day.effectiveAt}T12:00:00Z`);
  // A forward is sent after what it forwards, and not years later.
  const gap = writtenAt.getTime() - at.getTime();
  return gap >= -DAY && gap <= 366 * DAY ? new Date(Math.min(at.getTime(), writtenAt.getTime())) : writtenAt;
}

const MONTH_WORD = '([A-Za-zäéû]{3,10})';
const FISCAL_END = new RegExp(
  `\\b(?:fiscal|financial)\\s+year\\s+(?:ends|ended|ending|closes|closed|runs\\s+to)\\s+(?:in\\s+|on\\s+)?(?:\\d{1,2}(?:st|nd|rd|th)?\\s+)?${MONTH_WORD}|\\bFY\\s+(?:ends|ending)\\s+(?:in\\s+|on\\s+)?(?:\\d{1,2}(?:st|nd|rd|th)?\\s+)?${MONTH_WORD}|\\bFY\\s?['’]?\\d{2,4}\\s*\\(\\s*year\\s+(?:to|ended|ending)\\s+\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH_WORD}|` +
    // "fiscal year 2026 (October 2025 – September 2026)", "FY26 (Oct 2025 to Sep 2026)": the range's last month.
    `\\b(?:(?:fiscal|financial)\\s+year|FY)\\s?['’]?\\d{2,4}\\s*\\(\\s*[A-Za-z]{3,10}\\.?\\s+\\d{4}\\s*(?:[-–—]|to|through)\\s*${MONTH_WORD}|` +
    // "fiscal 2026 (year ended January 31, 2026)": the month, day first or after.
    `\\b(?:fiscal|FY)\\s?['’]?\\d{2,4}\\s*\\(\\s*(?:fiscal\\s+)?year\\s+(?:to|ended|ending)\\s+${MONTH_WORD}\\s+\\d{1,2}\\b`,
  'i',
);
/** A fiscal quarter and the months it spans: "Q2 FY27 (July to September)", "Q1 of FY27 (April–June 2026)". */
const FISCAL_QUARTER_MONTHS = /\bQ([1-4])\s*(?:of\s+)?(?:FY|fiscal(?:\s+year)?)\s?['’]?\d{2,4}\s*\(([^()]{3,40})\)/i;
/** The same written year first: "FY27 Q1 (Jul–Sep 2026)"; or none: "Fiscal Q3 (August–October)". */
const FY_QUARTER_MONTHS = /\bFY\s?['’]?\d{2,4}\s*Q([1-4])\s*\(([^()]{3,40})\)/i;
const FISCAL_Q_MONTHS = /\b(?:fiscal|FY)\s+Q([1-4])\s*\(([^()]{3,40})\)/i;
/** A quarter said to run over months: "Q1 for us is July to September", "our Q2 runs October–December". */
const QUARTER_RUNS =
  /\bQ([1-4])\s+(?:for\s+us\s+)?(?:is|runs|covers|spans)\s+(?:from\s+)?([A-Za-z]{3,10}\.?\s*(?:to|through|[-–—])\s*[A-Za-z]{3,10})/i;
const FISCAL_QUARTER = /\bQ[1-4]\s*(?:of\s+)?(?:FY|fiscal(?:\s+year)?)\s?['’]?\d{2}|\bFY\s?['’]?\d{2,4}\s*Q[1-4]\b/i;

/** How a block's fiscal year runs: the month (0–11) it ends in, if the text says, and whether it names fiscal quarters. */
export interface FiscalYear {
  end: number | null;
  quarters: boolean;
}

const monthOfName = (name: string, writtenAt: Date): number | null => {
  const month = findPeriods(name, writtenAt).find((p) => p.period === 'month');
  return month ? Number(month.effectiveAt.slice(5, 7)) - 1 : null;
};

/** The fiscal year `text` speaks of: its end as the text gives it, or as a fiscal quarter's months imply. */
export function fiscalYearOf(text: string, writtenAt: Date): FiscalYear {
  const quarters = FISCAL_QUARTER.test(text);
  const m = FISCAL_END.exec(text);
  const name = m?.[1] ?? m?.[2] ?? m?.[3] ?? m?.[4] ?? m?.[5];
  if (name) return { end: monthOfName(name, writtenAt), quarters };
  // The first quarter whose months say when it ends: "Q1 FY27 (April–June)", "Q1 FY27 (three months ended 30 June
  // 2026)" (its last day's month).
  for (const re of [FISCAL_QUARTER_MONTHS, FY_QUARTER_MONTHS, FISCAL_Q_MONTHS, QUARTER_RUNS]) {
    for (const q of text.matchAll(new RegExp(re.source, 'gi'))) {
      const last = findPeriods(q[2] ?? '', writtenAt)
        .filter((p) => p.period === 'month' || (p.period === 'point' && !p.half))
        .at(-1);
      if (!last) continue;
      const m0 = Number(last.effectiveAt.slice(5, 7)) - 1;
      return { end: (m0 + 3 * (4 - Number(q[1]))) % 12, quarters };
    }
  }
  return { end: null, quarters };
}

/** The end of fiscal quarter `n` of the fiscal year ending in month `end` of `fyYear`. */
export function fiscalQuarterEnd(n: number, fyYear: number, end: number): Period {
  const m = end - 3 * (4 - n);
  const p = m < 0 ? monthEnd(fyYear - 1, m + 12) : monthEnd(fyYear, m);
  return { effectiveAt: p.effectiveAt, period: 'quarter' };
}

/** The latest fiscal quarter `n` (or, n = 0, fiscal year end) that began on or before `writtenAt`. */
function latestFiscal(n: number, end: number, writtenAt: Date): Period {
  const today = writtenAt.toISOString().slice(0, 10);
  for (let y = writtenAt.getUTCFullYear() + 1; ; y--) {
    if (n === 0) {
      const p = monthEnd(y, end);
      if (p.effectiveAt <= today) return { effectiveAt: p.effectiveAt, period: 'year' };
      continue;
    }
    const q = fiscalQuarterEnd(n, y, end);
    const [qy, qm] = q.effectiveAt.split('-').map(Number) as [number, number];
    const start = new Date(Date.UTC(qy, qm - 3, 1));
    if (start <= writtenAt) return q;
  }
}

/**
 * A fiscal mention dated the end of that fiscal year or quarter (see the file's comment); other mentions unchanged.
 * A fiscal quarter of a year whose end the text does not give cannot be dated: it is no anchor. In a text that
 * names fiscal quarters, "Q1" alone is one too; "we finished the year" is the fiscal year.
 */
export function fiscalDated(m: PeriodMention, fy: FiscalYear, writtenAt: Date): PeriodMention {
  const endMonth = fy.end;
  const n = m.period === 'quarter' ? Number(m.effectiveAt.slice(5, 7)) / 3 : 0;
  if (m.fiscal === 'quarter') {
    if (endMonth === null) return { ...m, anchor: false };
    return { ...m, ...fiscalQuarterEnd(n, Number(m.effectiveAt.slice(0, 4)), endMonth) };
  }
  if (endMonth !== null && endMonth !== 11) {
    if (fy.quarters && m.yearless && m.period === 'quarter') return { ...m, ...latestFiscal(n, endMonth, writtenAt) };
    // "over the quarter", "ended the quarter": the fiscal quarter that ended last.
    if (m.period === 'quarter' && m.relative === 'last')
      return { ...m, ...lastEndedFiscalQuarter(endMonth, writtenAt) };
    if (m.period === 'year' && m.relative === 'last') return { ...m, ...latestFiscal(0, endMonth, writtenAt) };
  }
  if (!m.fiscal) return m;
  const year = Number(m.effectiveAt.slice(0, 4));
  if (endMonth !== null) return { ...m, ...yearPeriod(monthEnd(year, endMonth)) };
  if (m.fiscal !== 'split') return m;
  const last = previousQuarter(writtenAt);
  return last.effectiveAt.startsWith(`${year}-`) ? { ...m, ...yearPeriod(last) } : m;
}

/** The latest quarter of a fiscal year ending in month `end` (0–11) that ended before `writtenAt`. */
function lastEndedFiscalQuarter(end: number, writtenAt: Date): Period {
  const today = isoDate(writtenAt);
  // Month ends going back from the month written in, counted in months since year 0.
  for (let at = writtenAt.getUTCFullYear() * 12 + writtenAt.getUTCMonth(); ; at--) {
    const m0 = at % 12;
    const p = monthEnd(Math.floor(at / 12), m0);
    if ((m0 - end + 12) % 3 === 0 && p.effectiveAt < today) return { effectiveAt: p.effectiveAt, period: 'quarter' };
  }
}

const yearPeriod = (p: Period): Period => ({ effectiveAt: p.effectiveAt, period: 'year' });

/** A value read from a sentence, and whether its period was only the block's fallback. */
export interface ProseValue {
  value: FoundValue;
  guessed: boolean;
  /** A comparison in parentheses ("(dec was $2.02M)"): it does not say which period the note reports on. */
  aside?: boolean;
}

/** How far before the day written the period a note reports on may end. */
const RECENT = 100 * DAY;

/** The values, guessed dates replaced by the recent month or quarter the note's other figures are for (if `free`). */
export function dateGuesses(values: ProseValue[], free: boolean, writtenAt: Date): FoundValue[] {
  let reported: Period | null = null;
  for (const { value: v, guessed, aside } of values) {
    if (guessed || aside || typeof v.amount !== 'number' || (v.period !== 'month' && v.period !== 'quarter')) continue;
    const end = new Date(`${v.effectiveAt}T23:59:59Z`).getTime();
    if (end > writtenAt.getTime() || writtenAt.getTime() - end > RECENT) continue;
    if (!reported || v.effectiveAt > reported.effectiveAt) reported = { effectiveAt: v.effectiveAt, period: v.period };
  }
  return values.map(({ value, guessed }) => (guessed && free && reported ? { ...value, ...reported } : value));
}

/** The period a heading names: its first anchored period, or a year it opens with ("2025 in review"). */
export function headingPeriod(heading: string, mentions: PeriodMention[]): Period | null {
  const m = mentions.find((p) => p.anchor);
  if (m) return { effectiveAt: m.effectiveAt, period: m.period };
  const year = /^\W*((?:19|20)\d{2})\b(?![-/.,]\d)/.exec(heading)?.[1];
  return year ? { effectiveAt: `${year}-12-31`, period: 'year' } : null;
}

/** Between the ends of a range of months: "July–September", "juillet à septembre", "de julio a septiembre". */
const MONTH_RANGE = /^\s*(?:to|until|through|thru|à|a|bis|[-–—])\s*$/i;

/**
 * Mentions with each range of three months that is a calendar quarter ("revenue for July–September") joined into
 * that quarter: the range's ends are bounds (no anchors), the quarter is the period its figures are for.
 */
export function quarterRanges(text: string, mentions: PeriodMention[]): PeriodMention[] {
  const out: PeriodMention[] = [];
  for (let i = 0; i < mentions.length; i++) {
    const [a, b] = [mentions[i], mentions[i + 1]];
    if (!a) continue;
    const [ay, am] = a.effectiveAt.split('-').map(Number) as [number, number];
    const [by, bm] = (b?.effectiveAt ?? '').split('-').map(Number) as [number, number];
    const quarter = b && a.period === 'month' && b.period === 'month' && ay === by && bm === am + 2 && bm % 3 === 0;
    if (quarter && MONTH_RANGE.test(text.slice(a.end, b.start))) {
      // "Q4 net burn: averaged $655k per month (January–March)", "Q1 FY26 (Jul–Sep 25)": the months in
      // parentheses say which quarter the name before them is.
      const named = out.at(-1);
      if (named?.period === 'quarter' && /^[^()]*\(\s*$/.test(text.slice(named.end, a.start))) out.pop();
      out.push({ start: a.start, end: b.end, anchor: true, effectiveAt: b.effectiveAt, period: 'quarter' });
      i++;
    } else out.push(a);
  }
  return out;
}

/** Words of a French or Spanish report: its "T3" is the third quarter (trimestre), not a name. */
const TRIMESTRE =
  /\b(?:trimestres?|chiffre d['’]affaires|effectifs?|résultats|ingresos|plantilla|resultados|cierre)\b/i;

/** Whether `text` is a French or Spanish report, where "T3" is the third quarter: asked once per text. */
function isForeignReport(text: string): boolean {
  return TRIMESTRE.test(text);
}

/** `text` as the period reader reads it: in a French or Spanish report, "T3" (troisième trimestre) is "Q3". */
export function quarterWords(text: string): string {
  return isForeignReport(text) ? text.replace(/\bT(?=[1-4]\b)/g, 'Q') : text;
}
