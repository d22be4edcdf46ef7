/**
 * A table's insight: the values a table reports, said as one plain sentence ("In Aug 2026, ARR was $3.14M,
 * Net burn was $395k and Headcount was 49."), so an update whose figures come from a table (a CFO's KPI table, an
 * HTML table, a CSV or a workbook) is cited by an insight like one written in prose.
 *
 * The sentence is built from the values the table yields (findValues, so it says what the values say): each
 * metric's label, period header and cell as written, for the latest period the table reports. The quote is the table's passage
 * as written for a body table, or for a sheet the lead value's cell quote (a sheet page marks that one cell).
 */

import { CELL_SEPARATOR } from '../../sources/cell-quote';
import { type FoundValue, type TextBlock } from '../types';
import { cellPeriod } from './table-periods';
import { type Span } from './sentences';
import { findValues } from './values';

interface TableStatement {
  /** The lead value's metric key ('arr', 'burn', …): it decides the insight's category. */
  metric: string;
  content: string;
  quote: string;
}

/** Enough figures for one readable sentence. */
const MAX_FIGURES = 4;
/** A body table's passage past this is cut at a line: the quote names the table, it need not hold all of it. */
const MAX_PASSAGE = 1_200;

/** The table's period header as written ("Q1 2026", "Aug 2026"), when the value's quote names one. A value whose
 * table names no period (a metric-by-amount table) states none: the block's period was inferred, not written. */
function periodAsWritten(v: FoundValue, writtenAt: Date): string | undefined {
  const parts = v.quote.split(CELL_SEPARATOR);
  const label = parts.length === 3 ? parts[1] : undefined;
  return label && cellPeriod(label, writtenAt) ? label : undefined;
}

/** "a", "a and b", "a, b and c". */
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

/** A body table's lines from the first to the last, cut at a line past MAX_PASSAGE. */
function passage(text: string, lines: Span[]): string {
  const [first] = lines;
  if (!first) return '';
  let end = first.end;
  for (const l of lines) if (l.end - first.start <= MAX_PASSAGE) end = l.end;
  return text.slice(first.start, end);
}

/**
 * One statement for the values read from the block's tables (`tables`: a body's tables by their lines; none for a
 * sheet, whose rows are given), or none when its tables yield no value.
 */
export function tableStatement(block: TextBlock, tables: Span[][]): TableStatement | undefined {
  if (!block.rows && tables.length === 0) return undefined;
  const values = findValues(block).filter((v) => v.cell && typeof v.amount === 'number');
  const latest = values.reduce<string>((max, v) => (v.effectiveAt > max ? v.effectiveAt : max), '');
  // The first value of the latest period leads; "Q1" and "March" both end on 31 March, but are not one period.
  const lead = values.find((v) => v.effectiveAt === latest);
  if (!lead) return undefined;
  const shown = values.filter((v) => v.effectiveAt === latest && v.period === lead.period).slice(0, MAX_FIGURES);
  // A cell quote is "label · period · cell": the metric's label and the cell, each as written.
  const figures = shown.map((v) => {
    const parts = v.quote.split(CELL_SEPARATOR);
    return `${parts[0] ?? v.label ?? v.metric} was ${parts.at(-1) ?? ''}`;
  });
  const period = periodAsWritten(lead, block.writtenAt);
  const said = list(figures);
  const content = period ? `In ${period}, ${said}.` : `${said.charAt(0).toUpperCase()}${said.slice(1)}.`;
  if (block.rows) return { metric: lead.metric, content, quote: lead.quote };
  const at = lead.offset ?? -1;
  const table = tables.find((lines) => lines.some((l) => l.start <= at && at <= l.end)) ?? tables[0] ?? [];
  return { metric: lead.metric, content, quote: passage(block.text, table) };
}
