/**
 * The data that crosses the seam between intake and whatever reads it (see extractor.ts): plain data only, so an
 * extractor can run in a worker thread.
 */

/** Where a piece of text came from, so a value or insight can cite it exactly. */
export type SourceRef =
  | { type: 'email'; id: number }
  | { type: 'element'; id: number; fileId: number }
  | { type: 'file'; id: number }
  | { type: 'meeting'; id: number }
  | { type: 'note'; id: number };

/** A block of text to read, with the date it speaks from (an email's date, a meeting's time). */
export interface TextBlock {
  source: SourceRef;
  text: string;
  /** Sheets: their cells, so tables with months as columns or rows can be read. */
  rows?: string[][];
  /** When the text was written; periods without a year take theirs from it. */
  writtenAt: Date;
  /** An email's subject or a file's, meeting's or note's title: it often names the period an update covers. */
  subject?: string;
  /** An attachment's email text: it may say what the attachment's figures are in ("All figures EUR"). */
  mailText?: string;
  /** A file element's label (a sheet's tab name, "Page 2"): a sheet named "Plan Q4" holds no actuals. */
  label?: string;
}

/** The table cell a value was read from: a source page highlights it by these. */
export interface CellRef {
  /** Sheets: indexes into `rows`. Body tables: the table's rows from its first line (0), separator lines not counted. */
  row: number;
  column: number;
  /** The row's label cell (a metric name or a period), as written. */
  rowLabel: string;
  /** The column's header cell (a period or a metric name), as written; '' when the table has none. */
  columnLabel: string;
}

/** A reported actual found in text. */
export interface FoundValue {
  /** The metric as a normalised key: 'arr', 'mrr', 'revenue', 'burn', 'cash', 'runway', 'headcount',
   * 'customers', 'bookings', 'ebitda', 'gmv', 'gross_margin', 'nrr', 'churn'; or 'round', a text metric. */
  metric: string;
  /** The metric as named in the text, e.g. "monthly burn", "Cash in bank". */
  label?: string;
  /** A number; text for a text metric (a round: "Series A — $15M led by Sequoia"), the value of a text tracker. */
  amount: number | string;
  /** ISO currency ('USD', 'EUR', 'GBP'), '%', or null for a plain number. */
  unit: string | null;
  /** Last day of the period reported, YYYY-MM-DD. */
  effectiveAt: string;
  /** 'month', 'quarter', 'year' or 'point' (a balance as of a date). */
  period: 'month' | 'quarter' | 'year' | 'point';
  /** What the value was read from, as written: the sentence or bullet line (an exact substring of the block's
   * text, or of its subject when the subject reports it), or for a table its metric's label, its period's header and its cell, each exact, joined by " · "
   * ("ARR · Oct 2026 · 1,180,000"; see lib/sources/cell-quote.ts and `cell`). */
  quote: string;
  /** Where `quote` (for a table, its cell) starts in the block's text, when known (not for sheet cells, which come
   * from `rows`). */
  offset?: number;
  /** Set when the value was read from a table cell. */
  cell?: CellRef;
  /** A flow said to be a month's average over its (longer) period: "net burn averaged £150k/month in Q3". */
  perMonth?: boolean;
  source: SourceRef;
}

/** The citation columns pointing at a source: exactly one is set. */
export function citationTarget(source: SourceRef): Record<string, number> {
  switch (source.type) {
    case 'email':
      return { emailId: source.id };
    case 'element':
      return { elementId: source.id };
    case 'file':
      return { fileId: source.id };
    case 'meeting':
      return { meetingId: source.id };
    case 'note':
      return { noteId: source.id };
  }
}
