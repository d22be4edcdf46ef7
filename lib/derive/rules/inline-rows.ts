/**
 * A table row written on one line: "Net burn (£k): Jul 158, Aug 151, Sep 144; Q3 total 453 (budget 480)",
 * "Headcount: Jul 30, Aug 31, Sep 31". Each figure is the period's named right before it, in the label's unit; a
 * figure after a plan's word ("Q3 budget 3.10", "(budget 480)") is none. The line itself is the quote: a source
 * page marks it as written.
 */

import { type Amount, labelUnit, timesTenTo } from './amounts';
import { fits, type MetricMention } from './metrics';
import { monthEnd, type Period, type PeriodMention } from './periods';
import { type Span } from './sentences';
import { metricOf } from './table-cells';
import { tableAmount } from './table-numbers';
import { readableLabel } from './table-marks';

interface RowValue {
  metric: MetricMention;
  amount: number;
  unit: string | null;
  period: Period;
}

/** "Label (unit): the rest": a short label, a colon, then the entries. */
const ROW = /^([\p{L}][\p{L}\d ()/&$%£€'.-]{0,40}?)\s*:\s+(\S.*)$/su;
/** A period word or two ("Jul", "Q3", "Q3 total"), then one figure, then a separator or the end (of a sentence). */
const ENTRY =
  /(?<=^|[,;(]\s*)([\p{L}]{3,9}\.?|Q[1-4])(\s+total)?\s+([-+(]?[$€£]?\d[\d,.]*\s?(?:k|m|mn|bn)?\)?)(?=\s*(?:[,;()]|\.?\s*$))/giu;

/** The values of a one-line row in `unit`, or null when the line is not one (fewer than two period–figure pairs). */
export function inlineRow(text: string, unit: Span, mentions: PeriodMention[]): RowValue[] | null {
  const line = text.slice(unit.start, unit.end);
  const row = ROW.exec(line);
  if (!row?.[1] || !row[2] || line.includes('\n')) return null;
  const label = row[1].trim();
  const metric = metricOf(label);
  if (!metric) return null;
  const valuesAt = unit.start + line.length - row[2].length;
  const labelled = labelUnit(readableLabel(label));
  const out: RowValue[] = [];
  let pairs = 0;
  for (const m of row[2].matchAll(ENTRY)) {
    const word = m[1] ?? '';
    const at = valuesAt + m.index;
    const named = mentions.find((p) => p.anchor && p.start === at);
    if (!named || named.half) continue;
    pairs++;
    const amount: Amount | null = tableAmount(m[3] ?? '', false);
    if (!amount || !fits(metric.def.kind, amount, true, labelled.percent)) continue;
    // "Jul 30" in a row of months is July's figure 30, not the 30th of July.
    const [y, mo] = named.effectiveAt.split('-').map(Number) as [number, number];
    const period: Period = named.period === 'point' && named.end > at + word.length ? monthEnd(y, mo - 1) : named;
    const money = metric.def.kind === 'money';
    const scaled = money && !amount.scaled && labelled.pow > 0;
    out.push({
      metric,
      amount: scaled ? timesTenTo(amount.value, labelled.pow) : amount.value,
      unit: money ? (amount.currency ?? labelled.currency) : null,
      period: { effectiveAt: period.effectiveAt, period: period.period },
    });
  }
  return pairs >= 2 ? out : null;
}
