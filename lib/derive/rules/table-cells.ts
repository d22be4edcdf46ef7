/**
 * A table's cells as values: the amount a cell holds, read with its table's conventions (German numbers, a
 * currency named once for the table), scaled and labelled by its metric's label, quoting its labels and itself.
 */

import { type CellRef, type FoundValue } from '../types';
import { type Amount, labelUnit, timesTenTo } from './amounts';
import { type MetricMention, fits } from './metrics';
import { type Period } from './periods';
import { readableLabel } from './table-marks';
import { currencyCell, dotGrouped, tableAmount } from './table-numbers';
import { cornerScale, type TableScale } from './table-scale';
import { labelMonth } from './table-periods';
import { tableMetricOfLabel } from './table-words';
import { cellQuote } from '../../sources/cell-quote';

export interface GridCell {
  text: string;
  /** Where the cell's (trimmed) text starts in the block's text; body tables only. */
  offset?: number;
}

export interface TableValue {
  metric: MetricMention;
  amount: number;
  unit: string | null;
  period: Period;
  quote: string;
  offset?: number;
  cell: CellRef;
}

export const ACTUAL_HEADER = /^(?:actuals?|value|current|this month|amount|total)$/i;
export const FORECAST_LABEL = /\b(?:forecasts?|fcst|budget|plan|target|projected|projection|goal|guidance|estimate)\b/i;

export interface Reader {
  writtenAt: Date;
  /** The currency the text around the table says its figures are in ("All figures EUR"), if one. */
  currency?: string | null;
  /** The scale the text around the table says its figures are in ("in TEUR", "($000s)"), if one. */
  scale?: TableScale | null;
  /** The period for a value with no period in its table (the block's own period, by metric). */
  fallback: (metric: MetricMention) => Period;
  /** The sheet or file is named as a plan ("Forecast 2026.csv"): only cells marked Actual are actuals. */
  planned?: boolean;
  /** The month (0–11) the text says its fiscal year ends in: a header "FY25" or "FY27 Q1" is dated by it. */
  fiscalEnd?: number | null;
}

/** Where a cell sits and what labels it: the metric's label and the period's header, as written. */
interface At {
  r: number;
  c: number;
  labelCol: number;
  header: number;
  metricLabel: string;
  periodLabel: string;
  /** The metric's label opens the cell itself ("ARR 900 K€"): the quote names the period and the cell. */
  inCell?: boolean;
}

/** What a whole table says about its cells: German number format, a currency and a scale for cells without one. */
interface Conventions {
  germanNumbers: boolean;
  currency: string | null;
  /** Power of ten a money cell written without a scale is in ("Metric (USD k)": 3). */
  pow: number;
}

/** A table in thousands holds no cell of a million or more: such a cell is written in full, not in thousands. */
const IN_FULL = 1_000_000;

/** One cell as a value of `metric`, or null when it is not an amount that metric can have. */
export function cellValue(
  grid: GridCell[][],
  at: At,
  metric: MetricMention,
  period: Period,
  conv: Conventions,
): TableValue | null {
  const { r, c, labelCol, header } = at;
  const cell = grid[r]?.[c];
  const written = at.inCell ? cell?.text.trim().slice(at.metricLabel.length) : cell?.text;
  const amount: Amount | null = written ? tableAmount(written, conv.germanNumbers) : null;
  if (!cell || !amount) return null;
  const unit = labelUnit(readableLabel(at.metricLabel));
  const percent = amount.percent || (unit.percent && metric.def.kind === 'percent');
  if (!fits(metric.def.kind, amount, true, unit.percent)) return null;
  const money = metric.def.kind === 'money';
  // The label's own unit wins: "Revenue ($)" in a table headed "(USD k)" is in dollars.
  const tablePow = unit.currency === null && Math.abs(amount.value) < IN_FULL ? conv.pow : 0;
  const pow = unit.pow || tablePow;
  const value = money && !amount.scaled && pow ? timesTenTo(amount.value, pow) : amount.value;
  return {
    metric,
    amount: metric.def.kind === 'months' && amount.duration === 'years' ? value * 12 : value,
    unit: percent ? '%' : money ? (amount.currency ?? unit.currency ?? conv.currency) : null,
    period: labelMonth(at.metricLabel, period),
    quote: cellQuote(at.inCell ? [at.periodLabel] : [at.metricLabel, at.periodLabel], cell.text),
    offset: cell.offset,
    cell: {
      row: r,
      column: c,
      rowLabel: grid[r]?.[labelCol]?.text ?? '',
      columnLabel: header >= 0 ? (grid[header]?.[c]?.text ?? '') : '',
    },
  };
}

export const texts = (row: GridCell[] | undefined): string[] => (row ?? []).map((c) => c.text);
export const metricOf = (label: string): MetricMention | null =>
  FORECAST_LABEL.test(label) ? null : tableMetricOfLabel(readableLabel(label));

/** Header and label words of a table written in German ("Ist", "Umsatzerlöse"): it groups thousands with a point. */
const GERMAN_LABELS =
  /(?:^|[\s(])(?:Ist|Soll|Vorjahr|Kennzahlen?|Umsatz\p{L}*|Erlöse|Mitarbeit\p{L}*|Beschäftigte|Monat|Quartal)(?=$|[\s)])/imu;

/**
 * The segment's conventions: German numbers if a cell can only be read so, its unit is German ("TEUR") or its
 * labels are; a currency named by a cell alone; a scale its corner ("Metric (USD k)", "£000") or the text around
 * it declares.
 */
export function conventionsOf(grid: GridCell[][], from: number, to: number, reader: Reader): Conventions {
  const cells = grid.slice(from, to).flatMap(texts);
  const named = new Set(cells.map(currencyCell).filter((c): c is string => c !== null));
  const own = named.size === 1 ? ([...named][0] ?? null) : null;
  // The corner cell ("Metric (USD k)"), not a metric's own header ("Revenue ($k)"), is the whole table's unit.
  const corner = grid[from]?.[0]?.text ?? '';
  const scale = (metricOf(corner) ? null : cornerScale(corner)) ?? reader.scale ?? null;
  const labels = [...texts(grid[from]), ...grid.slice(from, to).map((row) => row[0]?.text ?? '')].join('\n');
  return {
    germanNumbers: dotGrouped(cells) || Boolean(scale?.german) || GERMAN_LABELS.test(labels),
    currency: own ?? scale?.currency ?? reader.currency ?? null,
    pow: scale?.pow ?? 0,
  };
}

/** A cell that names its metric and then its figure ("ARR 900 K€", "Burn 130 K€"): the label and metric, or null. */
export function labelledCell(cell: string, germanNumbers: boolean): { label: string; metric: MetricMention } | null {
  const text = cell.trim();
  for (const m of text.matchAll(/\s+/g)) {
    const label = text.slice(0, m.index);
    const metric = metricOf(label);
    if (metric && tableAmount(text.slice(m.index + m[0].length), germanNumbers)) return { label, metric };
  }
  return null;
}

const DAY = 86_400_000;

/**
 * Whether a figure read from a sentence is one a table (the body's or an attachment's) reports too, for the
 * table's period: same metric, amount and currency, and dated the same day, or as the day written shortly after
 * the table's period ("ARR $6.7M" in a note of 12 October, the sheet's Q3 column). The table's dating is kept.
 */
export function restatedByTable(v: FoundValue, tables: FoundValue[]): boolean {
  if (v.cell) return false;
  return tables.some((t) => {
    if (t.metric !== v.metric || t.amount !== v.amount) return false;
    if (t.unit !== v.unit && t.unit !== null && v.unit !== null) return false;
    if (t.effectiveAt === v.effectiveAt) return true;
    const after = Date.parse(v.effectiveAt) - Date.parse(t.effectiveAt);
    return v.period === 'point' && after > 0 && after <= 45 * DAY;
  });
}
