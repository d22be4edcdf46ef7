/**
 * How tables written outside the rules' own English name their rows and columns: a label with a qualifier
 * ("Closing ARR", "ARR (end of period)"), in two languages ("Effectif / headcount", "Mitarbeiter (FTE)"), or a
 * one-word column ("Team"); a header in German or French ("Mai 2026", "avril 2026") or a day-first date
 * ("30/06/2026"). Each is read as the English the rules know, so labels and headers stay as written in quotes.
 */

import { type MetricMention, metricOfLabel } from './metrics';
import { cellPeriod, findPeriods, isoDate, type Period } from './periods';
import { type Span } from './sentences';

/** A balance's qualifier that keeps its metric: "Closing ARR", "End-of-period headcount". Not "Opening". */
const QUALIFIER =
  /^(?:closing|ending|exit|current|monthly|period[- ]end|(?:month|quarter|year)[- ]end|end[- ]of[- ](?:period|month|quarter|year)|#|no\.(?:\s+of)?|number\s+of)\s*(?<=\s|#)/i;

/** Words before a slash that change what the metric counts ("New / ARR", "Pipeline / ARR"): not a translation. */
const NOT_A_TRANSLATION = /^(?:new|churned|lost|expansion|contraction|pipeline|opening|prior|previous|gross|net)$/i;

/** Label words in German and French, as the English word the rules know. */
const FOREIGN_LABELS: [RegExp, string][] = [
  [/^(?:mitarbeiter(?:innen)?|mitarbeitende|beschäftigte|effectifs?|employés|salariés|personnel)\b/i, 'Headcount'],
  [/^(?:umsatz(?:erlöse)?|erlöse|chiffre d['’]affaires)\b/i, 'Revenue'],
  // A column headed "Team" or "People" in a KPI table counts the team.
  [/^(?:team|people)$/i, 'Headcount'],
];

/** The metric a table label names, reading qualifiers, bilingual labels and foreign words; or null. */
export function tableMetricOfLabel(label: string): MetricMention | null {
  const direct = metricOfLabel(label);
  if (direct) return direct;
  const text = label.trim();
  const unqualified = text.replace(QUALIFIER, '');
  if (unqualified !== text) return metricOfLabel(unqualified);
  for (const [re, english] of FOREIGN_LABELS) if (re.test(text)) return metricOfLabel(text.replace(re, english));
  // "Effectif / headcount": the same label in two languages, one word and then the English after the slash.
  const [word, english, ...more] = text.split(/\s+\/\s+/);
  const oneWord = word !== undefined && /^[\p{L}'’-]+$/u.test(word) && !NOT_A_TRANSLATION.test(word);
  return oneWord && english && more.length === 0 ? metricOfLabel(english) : null;
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
};

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
    .replace(/^[\p{L}]+(?=\.?(?:\s|$))/u, (w) => FOREIGN_MONTHS[w.toLowerCase()] ?? w)
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
export function headingPeriod(text: string, live: Span[], table: Span[], writtenAt: Date): Period | null {
  const first = table[0];
  if (!first) return null;
  const above = live.filter((l) => l.end <= first.start).slice(-2);
  const line = above
    .map((l) => text.slice(l.start, l.end).trim())
    .filter(Boolean)
    .at(-1);
  if (!line || line.length > 80 || !line.endsWith(':')) return null;
  const found = findPeriods(line, writtenAt).filter((m) => m.anchor);
  const only = found.length === 1 ? found[0] : undefined;
  return only ? { effectiveAt: only.effectiveAt, period: only.period } : null;
}

/**
 * A label that names the month its figure is for, in a quarter's or year's column ("Net burn (Sep)" under
 * "Q3 2026"): that month, when it falls within the column's period; else the column's period.
 */
export function labelMonth(label: string, column: Period): Period {
  const name = /\(([\p{L}]{3,9})\.?\)\s*$/u.exec(label.trim())?.[1];
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
