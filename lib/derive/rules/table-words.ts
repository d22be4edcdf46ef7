/**
 * How tables written outside the rules' own English name their rows and columns: a label with a qualifier
 * ("Closing ARR", "ARR (end of period)"), in two languages ("Effectif / headcount", "Mitarbeiter (FTE)"), or a
 * one-word column ("Team"). Each is read as the English the rules know, so labels stay as written in quotes.
 */

import { type MetricMention, metricOfLabel } from './metrics';

/**
 * A balance's qualifier that keeps its metric: "Closing ARR", "End-of-period headcount", "Subscription ARR" (a
 * subscription business's recurring revenue is its ARR). Not "Opening".
 */
const QUALIFIER =
  /^(?:closing|ending|exit|current|monthly|subscription(?=\s+ARR\b)|period[- ]end|(?:month|quarter|year)[- ]end|end[- ]of[- ](?:period|month|quarter|year)|#|no\.(?:\s+of)?|number\s+of)\s*(?<=\s|#)/i;

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
