/**
 * Periods in tables: a header cell ("Sep 2026", "Q3 2026", "FY2025", "Sep 2026 Actual"), also in German, French or
 * Spanish ("Mai 2026", "avril 2026", "Exercice 2025", "T3"), a period's total ("Q1 total") or a day-first date
 * ("30/06/2026"); the heading above a body table; a month named in a row's label ("Net burn (Sep)").
 */

import { fiscalDated, fiscalQuarterEnd, quarterRanges, type FiscalYear } from './block-dates';
import { findPeriods, isoDate, monthEnd, type Period } from './periods';
import { type Span } from './sentences';

const FORECAST_HEADER =
  /\b(?:forecasts?|fcst|budget|plan|target|projected|projection|proj|estimated?|est|outlook|guidance)\b|\d[FEB]\b/i;

/**
 * A table header cell that is a period ("Sep 2026", "2026-07", "Q3 2026", "FY2025", "2025", "Sep 2026 Actual"),
 * or null (also for forecast columns such as "Oct 2026 (forecast)" or "2027E"). A month-end date is the month.
 */
export function cellPeriod(cell: string, writtenAt: Date): Period | null {
  const text = cell.trim();
  if (FORECAST_HEADER.test(text)) return null;
  const bare = text.replace(/\s*[(]?\b(?:actuals?|act\.?)[)]?$/i, '').trim();
  const year = /^(?:FY\s?)?((?:19|20)\d{2})A?$/i.exec(bare);
  if (year) return { effectiveAt: `${year[1]}-12-31`, period: 'year' };
  const mentions = findPeriods(bare, writtenAt);
  const only = mentions[0];
  // A fiscal quarter ("Q2 FY27") is not dated here: the table does not say when its fiscal year ends.
  if (
    mentions.length !== 1 ||
    !only ||
    only.half ||
    only.fiscal === 'quarter' ||
    only.start !== 0 ||
    only.end !== bare.length
  )
    return null;
  const p: Period = { effectiveAt: only.effectiveAt, period: only.period };
  const [y, m] = p.effectiveAt.split('-').map(Number);
  if (p.period === 'point' && y !== undefined && m !== undefined && p.effectiveAt === monthEnd(y, m - 1).effectiveAt) {
    return { effectiveAt: p.effectiveAt, period: 'month' };
  }
  return p;
}

const FOREIGN_MONTHS: Record<string, string> = {
  januar: 'January',
  janvier: 'January',
  februar: 'February',
  février: 'February',
  fevrier: 'February',
  märz: 'March',
  maerz: 'March',
  mars: 'March',
  avril: 'April',
  mai: 'May',
  juni: 'June',
  juin: 'June',
  juli: 'July',
  juillet: 'July',
  août: 'August',
  aout: 'August',
  septembre: 'September',
  oktober: 'October',
  octobre: 'October',
  novembre: 'November',
  dezember: 'December',
  décembre: 'December',
  decembre: 'December',
  // Dutch, Italian, Portuguese and Norwegian, and their short forms where not the English ones.
  januari: 'January',
  gennaio: 'January',
  janeiro: 'January',
  februari: 'February',
  febbraio: 'February',
  fevereiro: 'February',
  fev: 'February',
  maart: 'March',
  marzo: 'March',
  março: 'March',
  aprile: 'April',
  abril: 'April',
  abr: 'April',
  maggio: 'May',
  maio: 'May',
  giugno: 'June',
  junho: 'June',
  luglio: 'July',
  julho: 'July',
  augustus: 'August',
  agosto: 'August',
  ago: 'August',
  settembre: 'September',
  setembro: 'September',
  set: 'September',
  ottobre: 'October',
  outubro: 'October',
  out: 'October',
  dicembre: 'December',
  dezembro: 'December',
  desember: 'December',
  dez: 'December',
  // Spanish, and Italian, French and Dutch short forms.
  enero: 'January',
  ene: 'January',
  gen: 'January',
  janv: 'January',
  febrero: 'February',
  févr: 'February',
  mrt: 'March',
  avr: 'April',
  mayo: 'May',
  mag: 'May',
  mei: 'May',
  junio: 'June',
  giu: 'June',
  julio: 'July',
  lug: 'July',
  juil: 'July',
  septiembre: 'September',
  setiembre: 'September',
  octubre: 'October',
  ott: 'October',
  okt: 'October',
  noviembre: 'November',
  diciembre: 'December',
  dic: 'December',
  déc: 'December',
};
const ENGLISH_SHORT = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)$/;

/** "30/06/2026", "30.06.2026": a date only when one reading is possible (a month end always is: day ≥ 28). */
function numericDate(text: string): string | null {
  const m = /^(\d{1,2})[/.](\d{1,2})[/.]((?:19|20)\d{2})$/.exec(text);
  if (!m) return null;
  const [a, b] = [Number(m[1]), Number(m[2])];
  const [day, month] = a > 12 && b <= 12 ? [a, b] : b > 12 && a <= 12 ? [b, a] : [0, 0];
  if (!day || !month) return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "Jun 26" over a table's column is June 2026 (not 26 June) when 26 is this year's or last year's two digits. */
function monthYear(text: string, writtenAt: Date): string | null {
  const m = /^([A-Za-z]{3,9}\.?)\s+(\d{2})$/.exec(text);
  const yy = writtenAt.getUTCFullYear() % 100;
  return m?.[1] && (Number(m[2]) === yy || Number(m[2]) === yy - 1) ? `${m[1]} 20${m[2]}` : null;
}

/** A table header cell as a period, also in German or French or as a day-first date; or null. */
export function headerPeriod(cell: string, writtenAt: Date): Period | null {
  const text = cell.trim();
  // Foreign month names; a French quarter ("T3 2026", trimestre) is a quarter.
  const english = text
    // snake_case headers ("q1_total") read as words.
    .replace(/_/g, ' ')
    // "Q1 total", "Total 2025", "Summe Q2": the period's total is its figure.
    .replace(/^(?:total|summe|gesamt|somme|totale)\s+|\s+(?:total|summe|gesamt)$/i, '')
    // "Exercice 2025", "Ejercicio 2025", "Geschäftsjahr 2025": a financial year.
    .replace(/^(?:exercice|ejercicio|gesch[äa]ftsjahr|GJ)\s+(?=(?:19|20)\d{2}$)/i, 'FY ')
    // "jan/26", "fev-26": a month and its year's two digits.
    .replace(/^([\p{L}]{3,9})\.?[/-](\d{2})$/u, '$1 $2')
    .replace(/^[\p{L}]+(?=\.?(?:\s|$))/u, (w) => {
      const lower = w.toLowerCase();
      // A header is a heading: a short English name in lower case ("jan") is the month there.
      return FOREIGN_MONTHS[lower] ?? (ENGLISH_SHORT.test(w) ? lower[0]?.toUpperCase() + lower.slice(1) : w);
    })
    .replace(/^T([1-4])(?=\s|$)/, 'Q$1');
  const own = cellPeriod(numericDate(english) ?? monthYear(english, writtenAt) ?? english, writtenAt);
  // "Avril (April)": a header and its translation.
  const pair = /^(.+?)\s*\((.+)\)$/.exec(text);
  return own ?? (pair?.[1] && pair[2] ? (headerPeriod(pair[1], writtenAt) ?? headerPeriod(pair[2], writtenAt)) : null);
}

/**
 * The period a table's own heading names: the line just above it (a blank line between allowed), short and ending
 * in a colon, with one period in it ("January flash (USD):", "Q3 in one table:"); or null.
 */
export function headingPeriod(
  text: string,
  live: Span[],
  table: Span[],
  writtenAt: Date,
  fiscal: FiscalYear,
): Period | null {
  const first = table[0];
  if (!first) return null;
  const above = live.filter((l) => l.end <= first.start).slice(-2);
  const line = above
    .map((l) => text.slice(l.start, l.end).trim())
    .filter(Boolean)
    .at(-1);
  if (!line || line.length > 80 || !line.endsWith(':')) return null;
  // "FY26 Q1 (October–December 2025):" names one quarter twice: its fiscal name and its months.
  const found = quarterRanges(
    line,
    findPeriods(line, writtenAt).map((m) => fiscalDated(m, fiscal, writtenAt)),
  ).filter((m) => m.anchor);
  const only = found[0];
  const one = only && found.every((m) => m.effectiveAt === only.effectiveAt && m.period === only.period);
  return one ? { effectiveAt: only.effectiveAt, period: only.period } : null;
}

/**
 * A label that names the month its figure is for, in a quarter's or year's column ("Net burn (Sep)", "Net burn,
 * June" under "Q3 2026"): that month, when it falls within the column's period; else the column's period.
 */
export function labelMonth(label: string, column: Period): Period {
  const m = /(?:\(([\p{L}]{3,10})\.?\)|,\s*([\p{L}]{3,10}))\s*:?$/u.exec(label.trim());
  const name = m?.[1] ?? m?.[2];
  if (!name || (column.period !== 'quarter' && column.period !== 'year')) return column;
  const [year, end] = [column.effectiveAt.slice(0, 4), column.effectiveAt];
  const month = headerPeriod(`${name} ${year}`, new Date(`${end}T23:59:59Z`));
  const months = column.period === 'quarter' ? 3 : 12;
  const start = new Date(`${end}T00:00:00Z`);
  start.setUTCDate(1);
  start.setUTCMonth(start.getUTCMonth() - months + 1);
  const inside = month?.period === 'month' && month.effectiveAt <= end && month.effectiveAt >= isoDate(start);
  return inside && month ? month : column;
}

const FY_HEADER = /^FY\s?['’]?((?:19|20)?\d{2})(?:\s*Q([1-4]))?$|^Q([1-4])\s*FY\s?['’]?((?:19|20)?\d{2})$/i;

/**
 * A header "FY25", "FY27 Q1" or "Q1 FY27" of a text that says its fiscal year ends in month `end` (0–11): that
 * fiscal year's or quarter's end, the year named by the calendar year it ends in. Null otherwise.
 */
export function fiscalHeader(cell: string, end: number | null | undefined): Period | null {
  const m = FY_HEADER.exec(cell.trim());
  if (!m || end === null || end === undefined) return null;
  const written = m[1] ?? m[4] ?? '';
  const year = written.length === 2 ? 2000 + Number(written) : Number(written);
  const quarter = m[2] ?? m[3];
  if (quarter) return fiscalQuarterEnd(Number(quarter), year, end);
  return { effectiveAt: monthEnd(year, end).effectiveAt, period: 'year' };
}
