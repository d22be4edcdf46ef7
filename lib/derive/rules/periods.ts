/**
 * Periods named in text ("October", "Oct '26", "Q3 2026", "FY2025", "as of 30 September", "last month", "year ended
 * 31 December 2025"), each resolved to the last day of the period it names. All dates are UTC calendar dates.
 *
 * A month, quarter or day without a year takes the latest year in which it starts on or before `writtenAt` —
 * "December" in an email of 2026-01-05 is Dec 2025, "January" in it is Jan 2026 (a period in progress is still the
 * one meant), "30 September" written on 2026-09-15 is 2025-09-30. Two-digit years are 20xx. Fiscal years and
 * quarters ("Q3 FY26") are dated as calendar ones here; block-dates.ts moves them when the text says when its
 * fiscal year ends. Slash dates like 03/04/2026 are not read: day and month order cannot be told apart.
 */

type PeriodKind = 'month' | 'quarter' | 'year' | 'point';
export interface Period {
  effectiveAt: string;
  period: PeriodKind;
}
export interface PeriodMention extends Period {
  start: number;
  end: number;
  /** False after "since", "from", "until", "by"…: the text names a boundary, not the period a figure is for. */
  anchor: boolean;
  /** "H1", "second half": a half year, dated its last day. A balance is as of then; no flow is read for it. */
  half?: boolean;
  /** A fiscal year ("FY2025", "fiscal year 2026"; 'split': "FY 2025/26") or quarter ("Q3 FY26"): it ends in the
   * month the text gives. */
  fiscal?: 'year' | 'split' | 'quarter';
  /** A quarter written without its year ("Q1", "first quarter"). */
  yearless?: boolean;
  /** Named relative to the day written ("at month end", "last quarter"): a month or quarter the same sentence names
   * outright is the one meant. */
  relative?: 'this' | 'last';
}

// German, French, Spanish and other names too: founders write their notes in their own language.
const MONTH_NAMES =
  'January|February|March|April|May|June|July|August|September|October|November|December|Sept|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec|' +
  'Januar|Februar|März|Juni|Juli|Oktober|Dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|' +
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|' +
  // Dutch, Italian, Portuguese and Norwegian ("mei", "mai" are names and words too often: left out).
  'januari|februari|maart|augustus|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|' +
  'janeiro|fevereiro|março|junho|julho|setembro|outubro|novembro|dezembro|desember';
/** Names whose first three letters are not the English month's. */
const OTHER_MONTHS: Record<string, number> = {
  märz: 2,
  mars: 2,
  mai: 4,
  mei: 4,
  juin: 5,
  juillet: 6,
  juli: 6,
  // Dutch, German and Norwegian write it in lower case: "netto burn juni".
  juni: 5,
  août: 7,
  oktober: 9,
  dezember: 11,
  février: 1,
  avril: 3,
  décembre: 11,
  enero: 0,
  abril: 3,
  agosto: 7,
  diciembre: 11,
  maart: 2,
  gennaio: 0,
  maggio: 4,
  giugno: 5,
  luglio: 6,
  settembre: 8,
  ottobre: 9,
  dicembre: 11,
  fevereiro: 1,
  junho: 5,
  julho: 6,
  setembro: 8,
  outubro: 9,
  dezembro: 11,
  desember: 11,
};
// Not \\b: "março" ends in a letter \\b does not know.
const M = `(${MONTH_NAMES})(?![\\wÀ-ÿ])\\.?`;
const YEAR4 = '((?:19|20)\\d{2})';

const pad = (n: number): string => String(n).padStart(2, '0');
const daysIn = (y: number, m0: number): number => new Date(Date.UTC(y, m0 + 1, 0)).getUTCDate();
const ymd = (y: number, m0: number, d: number): string => `${y}-${pad(m0 + 1)}-${pad(d)}`;
export const isoDate = (d: Date): string => d.toISOString().slice(0, 10);

export const monthEnd = (y: number, m0: number): Period => ({
  effectiveAt: ymd(y, m0, daysIn(y, m0)),
  period: 'month',
});
const quarterEnd = (y: number, q: number): Period => ({ ...monthEnd(y, q * 3 - 1), period: 'quarter' });
const yearEnd = (y: number): Period => ({ effectiveAt: `${y}-12-31`, period: 'year' });

/** The calendar month before the one `w` falls in. */
export function previousMonth(w: Date): Period {
  const m0 = w.getUTCMonth();
  return m0 === 0 ? monthEnd(w.getUTCFullYear() - 1, 11) : monthEnd(w.getUTCFullYear(), m0 - 1);
}

/** The calendar quarter before the one `w` falls in. */
export function previousQuarter(w: Date): Period {
  const q = Math.floor(w.getUTCMonth() / 3) + 1;
  return q === 1 ? quarterEnd(w.getUTCFullYear() - 1, 4) : quarterEnd(w.getUTCFullYear(), q - 1);
}

/** The latest year in which (m0, day) is on or before `w`. */
function yearFor(m0: number, day: number, w: Date): number {
  const y = w.getUTCFullYear();
  return Date.UTC(y, m0, day) > w.getTime() ? y - 1 : y;
}

function monthIndex(name: string): number | null {
  // "may" and short lowercase English names ("mar", "dec") are ordinary words far more often than months; French and
  // Spanish write their month names in lower case ("fin juin", "31 de marzo").
  const lower = name.toLowerCase();
  const english = lower === 'may' || (name.length <= 4 && OTHER_MONTHS[lower] === undefined && lower !== 'mayo');
  if (english && name[0] === name[0]?.toLowerCase()) return null;
  const other = OTHER_MONTHS[lower];
  if (other !== undefined) return other;
  const i = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(
    lower.slice(0, 3),
  );
  return i < 0 ? null : i;
}

const year2 = (s: string | undefined): number | undefined => (s === undefined ? undefined : 2000 + Number(s));
const year4 = (s: string | undefined): number | undefined => (s === undefined ? undefined : Number(s));

function point(y: number, m0: number, d: number): Period | null {
  return d >= 1 && d <= daysIn(y, m0) ? { effectiveAt: ymd(y, m0, d), period: 'point' } : null;
}

function dayDate(monthName: string, day: string, y: number | undefined, w: Date): Period | null {
  const m0 = monthIndex(monthName);
  if (m0 === null) return null;
  const d = Number(day);
  return point(y ?? yearFor(m0, d, w), m0, d);
}

function monthOf(monthName: string, y: number | undefined, w: Date): Period | null {
  const m0 = monthIndex(monthName);
  if (m0 === null) return null;
  return monthEnd(y ?? yearFor(m0, 1, w), m0);
}

function quarterOf(q: number, y: number | undefined, w: Date): Period {
  return quarterEnd(y ?? yearFor((q - 1) * 3, 1, w), q);
}

function relative(which: string, unit: string, w: Date): Period {
  const last = !/^(this|current)$/i.test(which);
  const y = w.getUTCFullYear();
  if (/month/i.test(unit)) return last ? previousMonth(w) : monthEnd(y, w.getUTCMonth());
  if (/quarter/i.test(unit)) return last ? previousQuarter(w) : quarterEnd(y, Math.floor(w.getUTCMonth() / 3) + 1);
  return yearEnd(last ? y - 1 : y);
}

/** The most recent month, quarter or year that ended before `w`: "we ended the quarter with…" speaks of it. */
function lastEnded(unit: string, written: Date): Period {
  // Written on a month's last day ("closed the month at £1.11m" on 31 July), that month is the one that ended.
  const w = new Date(written.getTime() + 86_400_000);
  if (/month/i.test(unit)) return previousMonth(w);
  if (/quarter/i.test(unit)) return previousQuarter(w);
  return yearEnd(w.getUTCFullYear() - 1);
}

type Extra = Pick<PeriodMention, 'half' | 'fiscal' | 'relative' | 'yearless'>;
type Handler = (m: RegExpExecArray, w: Date) => (Period & Extra) | null;

/** The last day of a half year: "H1" → 30 June; without a year, the latest half that began by `w`. */
function halfOf(h: number, y: number | undefined, w: Date): Period & { half: true } {
  const year = y ?? yearFor(h === 1 ? 0 : 6, 1, w);
  return { effectiveAt: h === 1 ? `${year}-06-30` : `${year}-12-31`, period: 'point', half: true };
}
const ORDINALS = ['first', 'second', 'third', 'fourth'];
const GERMAN_ORDINALS = ['erst', 'zweit', 'dritt', 'viert'];
const DUTCH_ORDINALS = ['eerste', 'tweede', 'derde', 'vierde'];
const FOREIGN_ORDINALS = ['premier', 'deuxième', 'troisième', 'quatrième', 'primer', 'segundo', 'tercer', 'cuarto'];

/** Earlier patterns win where matches overlap ("30 September 2026" is a date, not the month "September 2026"). */
const PATTERNS: [RegExp, Handler][] = [
  [
    // "year ended 31 December 2025", "quarter ended 30 June 2026", "six months ended 30 June 2026": a report's period.
    new RegExp(
      `\\b(year|quarter|month|half[- ]year|six\\s+months)\\s+(?:ended|ending|to)\\s+(?:on\\s+)?(?:([0-2]?\\d|3[01])(?:st|nd|rd|th)?\\s+${M}|${M}\\s+([0-2]?\\d|3[01]))(?:st|nd|rd|th)?,?\\s+${YEAR4}\\b`,
      'gi',
    ),
    (m, w) => {
      const day = dayDate(m[3] ?? m[4] ?? '', m[2] ?? m[5] ?? '', year4(m[6]), w);
      const kind = (m[1] ?? '').toLowerCase();
      if (!day || /^(?:half|six)/.test(kind)) return day && { ...day, half: true };
      return { effectiveAt: day.effectiveAt, period: kind as 'year' | 'quarter' | 'month' };
    },
  ],
  [
    new RegExp(`\\b${YEAR4}-(0[1-9]|1[0-2])-([0-2]\\d|3[01])\\b`, 'g'),
    (m) => point(+(m[1] ?? 0), +(m[2] ?? 1) - 1, +(m[3] ?? 0)),
  ],
  [
    // "21/08/2026", "30.06.2026": a day only when one reading is possible (the day is past 12).
    new RegExp(`(?<![\\d/.])(\\d{1,2})([/.])(\\d{1,2})\\2${YEAR4}\\b`, 'g'),
    (m) => {
      const [a, b, y] = [Number(m[1]), Number(m[3]), Number(m[4])];
      if (a > 12 && b <= 12) return point(y, b - 1, a);
      return b > 12 && a <= 12 ? point(y, a - 1, b) : null;
    },
  ],
  [
    new RegExp(
      `\\b([0-2]?\\d|3[01])(?:st|nd|rd|th|\\.)?\\s+(?:of\\s+|de\\s+)?${M}(?:,?\\s+(?:de\\s+)?${YEAR4}\\b|\\s*['’](\\d{2})\\b)?`,
      'gi',
    ),
    (m, w) => dayDate(m[2] ?? '', m[1] ?? '', year4(m[3]) ?? year2(m[4]), w),
  ],
  [
    // "20 mei", "3. Mai 2026": left out of the month names (they are words too), but a day before them makes a date.
    new RegExp(`\\b([0-2]?\\d|3[01])\\.?\\s+(mei|mai)\\b(?:\\s+${YEAR4}\\b)?`, 'gi'),
    (m, w) => dayDate(m[2] ?? '', m[1] ?? '', year4(m[3]), w),
  ],
  [
    // "September 30, 2026"; not "September 12 customers" read as a scale or percent.
    new RegExp(
      `\\b${M}\\s+([0-2]?\\d|3[01])(?:st|nd|rd|th)?\\b(?![.,]?\\d|\\s*(?:%|[kKmMbB]\\b|bn\\b|mn\\b|million|thousand))(?:,?\\s+${YEAR4}\\b)?`,
      'gi',
    ),
    (m, w) => dayDate(m[1] ?? '', m[2] ?? '', year4(m[3]), w),
  ],
  [
    // "FY26 Q1", "FY2026-Q3": a fiscal quarter written year first.
    /\bFY\s?['’]?((?:19|20)\d{2}|\d{2})\s*[-/]?\s*Q([1-4])\b/gi,
    (m, w) => {
      const y = (m[1] ?? '').length === 2 ? 2000 + Number(m[1]) : Number(m[1]);
      return { ...quarterOf(Number(m[2]), y, w), fiscal: 'quarter' as const };
    },
  ],
  [
    new RegExp(
      `\\b(?:Q([1-4])|([1-4])Q)(?:(?:\\s+|[-/])(?:(?:of\\s+)?(FY|fiscal(?:\\s+year)?)\\s?)?${YEAR4}\\b|\\s?['’](\\d{2})\\b|(?:(?:\\s+of)?\\s*(FY)\\s?|[-/])?(\\d{2})\\b)?(?![A-Za-z\\d])`,
      'gi',
    ),
    (m, w) => {
      const y = year4(m[4]) ?? year2(m[5] ?? m[7]);
      const fiscal = (m[3] ?? m[6]) ? { fiscal: 'quarter' as const } : {};
      return { ...quarterOf(Number(m[1] ?? m[2]), y, w), ...fiscal, ...(y === undefined ? { yearless: true } : {}) };
    },
  ],
  [
    new RegExp(`\\b(first|second|third|fourth)\\s+quarter(?:\\s+(?:of\\s+)?${YEAR4}\\b)?`, 'gi'),
    (m, w) => ({
      ...quarterOf(ORDINALS.indexOf((m[1] ?? '').toLowerCase()) + 1, year4(m[2]), w),
      ...(m[2] ? {} : { yearless: true }),
    }),
  ],
  [
    // French and Spanish: "premier trimestre", "troisième trimestre 2026", "segundo trimestre de 2026".
    new RegExp(`\\b(${FOREIGN_ORDINALS.join('|')})\\s+trimestre(?:\\s+(?:de\\s+)?${YEAR4}\\b)?`, 'gi'),
    (m, w) => quarterOf((FOREIGN_ORDINALS.indexOf((m[1] ?? '').toLowerCase()) % 4) + 1, year4(m[2]), w),
  ],
  [
    // German and Dutch: "im ersten Quartal", "3. Quartal 2026", "het derde kwartaal".
    new RegExp(
      `\\b(?:(erst|zweit|dritt|viert)e[nmrs]?|(eerste|tweede|derde|vierde)|([1-4])\\.)\\s*(?:Quartal|kwartaal)(?:\\s+${YEAR4}\\b)?`,
      'gi',
    ),
    (m, w) => {
      const n = m[1]
        ? GERMAN_ORDINALS.indexOf(m[1].toLowerCase()) + 1
        : m[2]
          ? DUTCH_ORDINALS.indexOf(m[2].toLowerCase()) + 1
          : Number(m[3]);
      return { ...quarterOf(n, year4(m[4]), w), ...(m[4] ? {} : { yearless: true }) };
    },
  ],
  [
    // Portuguese and Spanish: "1T26", "3T 2026" (primeiro/tercer trimestre).
    new RegExp(`(?<![\\w.])([1-4])T\\s?(?:(\\d{2})|${YEAR4})\\b`, 'g'),
    (m, w) => quarterOf(Number(m[1]), m[2] ? 2000 + Number(m[2]) : year4(m[3]), w),
  ],
  [
    // Portuguese and Italian: "3.º trimestre", "2º trimestre de 2026", "3° trimestre".
    new RegExp(`(?<![\\w.])([1-4])\\.?\\s?[ºª°]\\s+trimestre(?:\\s+(?:de\\s+|del\\s+)?${YEAR4}\\b)?`, 'gi'),
    (m, w) => quarterOf(Number(m[1]), year4(m[2]), w),
  ],
  [
    // "FY 2025/26", "GJ 2025/26", "Geschäftsjahr 2025/26": a fiscal year across two calendar years ends in the second.
    new RegExp(
      `(?:\\b(?:FY|GJ|fiscal\\s+year|financial\\s+year)|Geschäftsjahr|\\bexercice)\\s?${YEAR4}\\s?[/-]\\s?(\\d{2}|${YEAR4})\\b`,
      'gi',
    ),
    (m) => ({ ...yearEnd(Number((m[1] ?? '').slice(0, 2) + (m[2] ?? m[3] ?? '').slice(-2))), fiscal: 'split' }),
  ],
  [
    /\bFY\s?['’]?((?:19|20)\d{2}|\d{2})\b/gi,
    (m) => ({ ...yearEnd((m[1] ?? '').length === 2 ? 2000 + Number(m[1]) : Number(m[1])), fiscal: 'year' }),
  ],
  [
    new RegExp(`\\b(fiscal|financial|full)[\\s-]year\\s+(?:of\\s+)?${YEAR4}\\b`, 'gi'),
    (m) => ({ ...yearEnd(Number(m[2])), ...(/^f(?:isc|inan)/i.test(m[1] ?? '') ? { fiscal: 'year' as const } : {}) }),
  ],
  [
    new RegExp(
      `\\b(?:H([12])|(first|second)\\s+half)(?:(?:\\s+(?:of\\s+)?|[-/])${YEAR4}\\b|\\s?['’](\\d{2})\\b)?`,
      'gi',
    ),
    (m, w) => halfOf(m[1] ? Number(m[1]) : /^f/i.test(m[2] ?? '') ? 1 : 2, year4(m[3]) ?? year2(m[4]), w),
  ],
  // "we ended 2025 with 12 people", "2025 closed with revenue of $3.05M": the year that closed.
  [
    // "at end of 2024", "by the end of 2025" too.
    new RegExp(
      `\\b(?:(?:ended|closed|finished|exited)\\s+${YEAR4}\\b|${YEAR4}\\s+(?:closed|ended)\\b|end\\s+of\\s+${YEAR4}\\b)`,
      'gi',
    ),
    (m) => yearEnd(Number(m[1] ?? m[2] ?? m[3])),
  ],
  [new RegExp(`\\b(?:in|for|during|en|im)\\s+${YEAR4}\\b(?![-/.,]\\d)`, 'gi'), (m) => yearEnd(Number(m[1]))],
  // "Revenue 2025: $6.8M", "Chiffre d'affaires 2025 : 6,8 M€": a year heading its figure.
  // Not a month's, quarter's or half's year ("Aug 2025:", "Q3 2025:"), which the patterns above read.
  [
    new RegExp(
      `(?<![\\d/.-]|(?:\\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mai|juin|juil|déc|dez|okt|mär)[a-zéû]*\\.?|\\b[QHT][1-4]|\\bFY|\\bGJ)\\s?)${YEAR4}(?=\\s?:\\s)`,
      'gi',
    ),
    (m) => yearEnd(Number(m[1])),
  ],
  [
    new RegExp(`\\b${M}(?:(?:\\s+(?:de\\s+)?|\\s*[-/]\\s*)${YEAR4}\\b|\\s*['’](\\d{2})\\b|-(\\d{2})\\b)?`, 'gi'),
    (m, w) => monthOf(m[1] ?? '', year4(m[2]) ?? year2(m[3] ?? m[4]), w),
  ],
  [
    // "feb: $560k ARR, 9 people", "ARR at end of feb": a short name in lower case is a month where it opens a line,
    // before a colon, or after "end of".
    // "(dec was $2.02M)", "(dec: $2.02M)", "quick one for jan:": and where it opens a bracketed comparison or
    // ends a heading.
    /^[ \t]*(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)(?=\s*:)|(?<=\bend\s+of\s+)(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)\b|(?<=\(\s*)(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)(?=\s+(?:was|were)\b|\s*:)|(?<=\b(?:for|in)\s+)(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)(?=\s*:)/gim,
    (m, w) => {
      const m0 = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(
        (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').toLowerCase().slice(0, 3),
      );
      return monthEnd(yearFor(m0, 1, w), m0);
    },
  ],
  [new RegExp(`\\b${YEAR4}[-/](0[1-9]|1[0-2])\\b(?![-/]\\d)`, 'g'), (m) => monthEnd(Number(m[1]), Number(m[2]) - 1)],
  [new RegExp(`\\b(0?[1-9]|1[0-2])[/.-]${YEAR4}\\b`, 'g'), (m) => monthEnd(Number(m[2]), Number(m[1]) - 1)],
  [
    // "ended the quarter with", "closed the month with", "at the end of the quarter", "quarter-end cash".
    // "averaged $248k a month over the quarter": a figure for the quarter the text looks back on.
    /\b(?:(?:ended|closed|finished|exited|wrapped\s+up)\s+the\s+(month|quarter|year)|(?:the\s+)?end\s+of\s+the\s+(month|quarter|year)|(month|quarter|year)[- ]end|(?:over|across|during|for)\s+the\s+(quarter|(?:full|whole)\s+year))\b/gi,
    (m, w) => ({ ...lastEnded(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '', w), relative: 'last' as const }),
  ],
  [
    /\b(last|this|previous|prior|current)\s+(month|quarter|year)(?:'s)?\b/gi,
    (m, w) => ({
      ...relative(m[1] ?? '', m[2] ?? '', w),
      relative: /^(?:this|current)$/i.test(m[1] ?? '') ? ('this' as const) : ('last' as const),
    }),
  ],
];

// Also a comparison: "higher than January", "vs. Q2", "up 6% on March" name the period compared with.
const BOUNDARY =
  /\d\s?%\s+(?:on|over)\s+(?:the\s+)?$|\b(?:since|from|until|till|after|before|by|starting|beginning|through|thru|than|vs\.?|versus|compared\s+(?:to|with))\s+(?:the\s+)?(?:(?:end|start)\s+of\s+)?$/i;
/** Between the two ends of a range: "October 2025 to September 2026". */
const RANGE = /^\s*(?:to|until|till|through|[-–—])\s*$/i;

/** Every period named in `text`, in order of position. */
export function findPeriods(text: string, writtenAt: Date): PeriodMention[] {
  const found: PeriodMention[] = [];
  for (const [re, handle] of PATTERNS) {
    for (const m of text.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      const p = handle(m as RegExpExecArray, writtenAt);
      if (!p) continue;
      const anchor = !BOUNDARY.test(text.slice(Math.max(0, start - 24), start));
      found.push({ ...p, start, end, anchor });
    }
  }
  found.sort((a, b) => a.start - b.start);
  // A range's ends are its bounds, not periods figures are for.
  for (let i = 0; i + 1 < found.length; i++) {
    const [a, b] = [found[i], found[i + 1]];
    if (a && b && RANGE.test(text.slice(a.end, b.start))) a.anchor = b.anchor = false;
  }
  return found;
}
