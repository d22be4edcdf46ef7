/**
 * How tables written outside the rules' own English name their rows and columns: a label with a qualifier
 * ("Closing ARR", "ARR (end of period)"), in two languages ("Effectif / headcount", "Mitarbeiter (FTE)"), or a
 * one-word column ("Team"); a header in German or French ("Mai 2026", "avril 2026") or a day-first date
 * ("30/06/2026"). Each is read as the English the rules know, so labels and headers stay as written in quotes.
 */

import { type MetricMention, metricOfLabel } from './metrics';
import { cellPeriod, findPeriods, type Period } from './periods';
import { type Span } from './sentences';

/** A balance's qualifier that keeps its metric: "Closing ARR", "End-of-period headcount". Not "Opening". */
const QUALIFIER =
  /^(?:closing|ending|exit|current|period[- ]end|(?:month|quarter|year)[- ]end|end[- ]of[- ](?:period|month|quarter|year))\s+/i;

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
  // "Effectif / headcount": the same label in two languages, the English after the slash.
  const parts = text.split(/\s+\/\s+/);
  return parts.length === 2 && parts[1] ? metricOfLabel(parts[1]) : null;
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

/** A table header cell as a period, also in German or French or as a day-first date; or null. */
export function headerPeriod(cell: string, writtenAt: Date): Period | null {
  const text = cell.trim();
  const english = text.replace(/^[\p{L}]+(?=\.?(?:\s|$))/u, (w) => FOREIGN_MONTHS[w.toLowerCase()] ?? w);
  const own = cellPeriod(numericDate(english) ?? english, writtenAt);
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
