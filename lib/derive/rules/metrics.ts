/** The metrics the rules read, the words that name them, and which amounts can be a value of each. */

import { type Amount } from './amounts';
import { NUMBER_WORD } from './number-words';

/** money: a currency or k/m/bn amount; percent: "45%"; count: whole things; months: a runway. */
type MetricKind = 'money' | 'percent' | 'count' | 'months';

export interface MetricDef {
  key: string;
  kind: MetricKind;
  /** A balance at a moment (cash, ARR…), as opposed to a flow over a period (revenue, burn…) or a ratio. */
  balance: boolean;
  pattern: RegExp;
}

const def = (key: string, kind: MetricKind, balance: boolean, words: string): MetricDef => ({
  key,
  kind,
  balance,
  // A space in a name may be a line break in hard-wrapped mail ("volume\nd'affaires").
  pattern: new RegExp(`\\b(?:${words.replace(/ (?![?*+{])/g, '\\s+')})\\b`, 'gi'),
});

// Where names overlap ("net revenue retention" / "net revenue" / "revenue") the longest match wins.
const METRICS: MetricDef[] = [
  def('nrr', 'percent', false, 'net (?:revenue|dollar) retention(?: rate)?|NRR|NDR'),
  def('mrr', 'money', true, 'monthly recurring revenue|MRR'),
  def('arr', 'money', true, 'annuali[sz]ed recurring revenue|annual recurring revenue|ARR|run[- ]rate'),
  def('churn', 'percent', false, '(?:(?:monthly|annual|logo|customer|revenue|gross|net) )?churn(?: rate)?'),
  def('gross_margin', 'percent', false, 'gross margins?'),
  def(
    'revenue',
    'money',
    false,
    // "Net revenue" is what a marketplace keeps, its revenue (GMV is the gross value of orders).
    '(?:(?:total|monthly|gross|net|quarterly|annual) )?revenues?|turnover|' +
      // German, French and Spanish: founders write their notes in their own language.
      "Umsatz(?:erlöse)?|chiffre d['’]affaires|ingresos|facturaci[oó]n|" +
      // Dutch, Norwegian, Italian and Portuguese.
      'omzet|omsetning(?:en)?|ricavi|fatturato|receitas?|fatura[çc][ãa]o|faturamento|' +
      // "Rev $2.2MM", "Q2 rev: $1.1M": the short form, only right before its figure.
      'rev(?=\\s*:?\\s*[$€£]?\\d)|' +
      // French "CA du T2", "CA de juin": chiffre d'affaires, before its period.
      'CA(?=\\s+(?:du|de)\\s|\\s+T[1-4]\\b)',
  ),
  // "we burned €240k": the verb names it too.
  // Gross burn (spend before revenue) is not net burn: it names no metric read here.
  def(
    'burn',
    'money',
    false,
    // Dutch, Norwegian, Italian, Portuguese and German "brutto", "bruto", "lordo" are gross.
    '(?<!(?:gross|brutto|bruto|lordo)[ -](?:(?:monthly|cash|operating) )?)(?:(?:net|netto|monthly|cash|operating)[ -]){0,2}burn(?:ed|t| rate)?(?! multiple)(?! (?:brutto|bruto|lordo)\\b)|queima l[íi]quida|quema neta|queimamos|quemamos|' +
      // "monthly net cash outflow", "September's net outflow": net burn by its accounting name.
      '(?:monthly )?net (?:cash )?outflow',
  ),
  def('runway', 'months', true, '(?:cash )?runway'),
  def(
    'cash',
    'money',
    true,
    'cash (?:in (?:the )?bank|balance|on hand|position|reserves?)|bank balance|in (?:the )?bank|cash(?![\\s-]*(?:flow|outflow|burn|runway))',
  ),
  def(
    'headcount',
    'count',
    true,
    // "people" only where it can mean the team: "we are 18 people", "a team of 25 people", "30 people on the team",
    // and a count of people that ends its clause ("ARR $1.2M, 30 people, burn $90k"; not "met 18 people at…") or
    // is dated ("90 people on staff", "68 people at month end").
    // "Team: 9", "team of 40", "19 on payroll", "20 of us", "21 full-time"; French and German words for employees.
    "head ?count|(?:full[- ]time )?employees|FTEs?|team size|staff|(?<=\\b(?:we(?:'re|’re| are)(?: now)?|team of|grown to|grew to)\\s+\\d{1,3}(?:,\\d{3})*\\s+)people|people(?= (?:on|in) (?:the|our) team)|" +
      `(?<=\\b(?:\\d{1,3}(?:,\\d{3})*|${NUMBER_WORD})\\s+)(?:people(?=\\s*(?:[.,;()]|$|and\\b|now\\b|strong\\b|after\\b|in total\\b|on staff\\b|on (?:the )?payroll\\b|(?:at|on) \\d{1,2}(?:st|nd|rd|th)? [A-Z][a-z]+\\b|(?:at|on|as of) [A-Z][a-z]+ \\d{1,2}(?:st|nd|rd|th)?\\b|at (?:the )?(?:month|quarter|year)[- ]end\\b|at (?:the )?end of (?:the )?(?:month|quarter|year|[A-Z][a-z]+)\\b))|of us|on (?:the )?payroll|full[- ]time(?! (?:hires?|roles?|equivalents?))|personnes|salariés|collaborateurs|persone|pessoas)|` +
      // "bringing us to 63", "we hired 3, now 17", "hc 88", "58 team members", "25 on the team", "26 ppl".
      '(?:bringing|brings|brought|taking|takes|took) (?:us|the team|headcount) to(?=\\s+\\d{1,4}\\b)|(?<=\\b(?:hired|added|onboarded)\\s+\\d{1,3}(?: people)?,?\\s+)now(?=\\s+\\d{1,4}\\b)|hc(?=\\s*:?\\s*\\d)|(?<=\\b\\d{1,3}(?:,\\d{3})*\\s+)(?:team members|on (?:the|our) team|ppl(?=\\s*(?:[.,;()]|$|and\\b|now\\b)))|' +
      // "so we're 11 now", "we were still 44 at the end of July", "we're 66 as of the end of July", "We're 35 (plus 4
      // Werkstudenten)": the number of us.
      `we(?:'re|’re| are| were)(?:\\s+(?:now|still|only))?(?=\\s+(?:\\d{1,4}|${NUMBER_WORD})(?:\\s+(?:now|today|strong|at|as\\s+(?:of|at))\\b|\\s*[.,;(]))|` +
      `team(?:'s|’s)(?=\\s+(?:now\\s+)?at\\s+(?:\\d|${NUMBER_WORD}))|team(?=\\s*:(?:\\*\\*)?\\s*\\d|\\s+(?:of|(?:stays|stayed|remains|is|was)(?:\\s+at)?)\\s+(?:\\d|${NUMBER_WORD})|\\s+\\d{1,4}\\s*(?:[.,;\\n]|$))|(?:people|ppl)(?=(?:\\s+at\\s+(?:the\\s+)?end\\s+of\\s+\\w+)?\\s*:\\s*\\d)|effectifs?|Mitarbeit(?:er(?:innen)?|ende)|Beschäftigte|empleados|plantilla|` +
      // Dutch, Norwegian, Italian and Portuguese: employees; a team ("equipa de 28", "Equipa: 25"); staff ("organico di 32").
      // "Organico (FTE)" as a table's label.
      'medewerkers|ansatte|dipendenti|colaboradores|(?:equipa|organico)(?=\\s*:\\s*\\d|\\s+(?:de|di)\\s+\\d)|organico(?=\\s*\\((?:FTE|dipendenti)\\))',
  ),
  def('customers', 'count', true, '(?:(?:paying|active|enterprise|total) )?customers|customer count|clients|logos'),
  def('bookings', 'money', false, '(?:(?:new|net new|total) )?bookings'),
  def('ebitda', 'money', false, '(?:adjusted )?EBITDA'),
  def('gmv', 'money', false, "GMV|gross merchandise (?:value|volume)|volume d['’]affaires|Transaktionsvolumen"),
];

/** The definition of a metric key ('arr', 'burn'…), or undefined for a key the rules do not define (a text metric). */
export function metricDef(key: string): MetricDef | undefined {
  return METRICS.find((d) => d.key === key);
}

export interface MetricMention {
  def: MetricDef;
  start: number;
  end: number;
  /** As written: "monthly burn". */
  label: string;
}

/** Every metric named in text[from, to), offsets into `text`. */
export function findMetrics(text: string, from = 0, to = text.length): MetricMention[] {
  const slice = text.slice(from, to);
  const all: MetricMention[] = [];
  for (const d of METRICS) {
    for (const m of slice.matchAll(d.pattern)) {
      all.push({ def: d, start: from + m.index, end: from + m.index + m[0].length, label: m[0] });
    }
  }
  all.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: MetricMention[] = [];
  for (const m of all) if (!kept.some((k) => m.start < k.end && m.end > k.start)) kept.push(m);
  return kept.sort((a, b) => a.start - b.start);
}

/** The metric a table's row or column label names ("ARR ($)", "Net burn", "Headcount (FTE)"), or null. */
export function metricOfLabel(label: string): MetricMention | null {
  const text = label.trim();
  if (text.split(/\s+/).length > 6) return null;
  const found = findMetrics(text);
  // The label must start with the metric: "Revenue from top 10 customers" is about revenue, not customers.
  const first = found[0];
  // "Avg monthly net burn": an average is still the metric's figure.
  return first && /^(?:total\s+|av(?:era)?g\.?\s+)?$/i.test(text.slice(0, first.start)) ? first : null;
}

/**
 * Whether `a` can be a value of `kind`. In prose a bare money figure needs a currency, a scale or four digits
 * ("ARR is 120" is not read); in tables (`table`) any number is, since the label carries the unit.
 */
export function fits(kind: MetricKind, a: Amount, table = false, labelPercent = false): boolean {
  switch (kind) {
    case 'money':
      return !a.percent && !a.duration && (table || a.currency !== null || a.scaled || Math.abs(a.value) >= 1000);
    case 'percent':
      return !a.currency && !a.duration && !a.scaled && (a.percent || (table && labelPercent));
    case 'count':
      // A million people or customers is no count a portfolio company reports: a money figure read in a row of them.
      return !a.currency && !a.percent && !a.duration && !a.fractional && a.value >= 0 && a.value < 1_000_000;
    case 'months':
      return !a.currency && !a.percent && !a.scaled && a.value >= 0 && a.value <= 120;
  }
}
