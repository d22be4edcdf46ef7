'use client';

import { useMemo, useRef } from 'react';
import { findQuotedCell } from '@/lib/sources/cell-quote';
import { markQuote, useQuotedCell, useQuotePattern, useRevealQuote } from './quote';

/** Rows past this are left out of the page; the sheet's text and the download hold them all. */
const MAX_ROWS = 2_000;

/** A sheet as the spreadsheet showed it: the first row as the header, cells as text (a client component for the quote's mark). */
export function SheetTable({ rows }: { rows: string[][] }) {
  const [head = [], ...body] = rows;
  const shown = body.slice(0, MAX_ROWS);
  // A value read from a sheet quotes its metric, its period and its cell: that one cell is marked. Other quotes
  // (a bare cell, from before) mark every cell they match.
  const pattern = useQuotePattern();
  const quoted = useQuotedCell();
  const target = useMemo(() => (quoted ? findQuotedCell(rows, quoted) : undefined), [quoted, rows]);
  const show = (cell: string, r: number, c: number) => {
    if (target)
      return target.row === r && target.column === c ? (markQuote(cell, { start: 0, end: cell.length }) ?? cell) : cell;
    return pattern ? (markQuote(cell, pattern) ?? cell) : cell;
  };
  const ref = useRef<HTMLDivElement>(null);
  useRevealQuote(ref, pattern !== undefined);
  return (
    <div ref={ref} className="overflow-x-auto rounded-md border border-zinc-200 dark:border-zinc-800">
      <table className="w-full border-collapse text-sm tabular-nums">
        <thead className="bg-zinc-50 dark:bg-zinc-900">
          <tr>
            {head.map((cell, i) => (
              <th
                key={i}
                scope="col"
                className="border-b border-zinc-200 px-3 py-2 text-left font-medium dark:border-zinc-800"
              >
                {show(cell, 0, i)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row, r) => (
            <tr key={r} className="border-b border-zinc-100 last:border-0 dark:border-zinc-900">
              {row.map((cell, c) => (
                <td key={c} className="whitespace-pre-wrap px-3 py-1.5">
                  {show(cell, r + 1, c)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {body.length > MAX_ROWS && (
        <p className="px-3 py-2 text-sm text-zinc-600 dark:text-zinc-400">
          Showing {MAX_ROWS.toLocaleString('en')} of {body.length.toLocaleString('en')} rows. Download the file for the
          rest.
        </p>
      )}
    </div>
  );
}
