import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { type ParsedElement } from '../types';
import { cellText } from './cell-text';
import { count, FILE_LIMITS } from './limits';
import { type Parsed } from './parsed';
import { baseName, decodeText } from './text';

/** Cells by row and column from 0, sparse, and what the row and column limits left out. */
interface Cells {
  lines: (string | undefined)[][];
  moreRows: boolean;
  moreColumns: boolean;
}

function emptyCells(): Cells {
  return { lines: [], moreRows: false, moreColumns: false };
}

/** Records a cell's text if it is within the limits (row and column from 1). */
function put(cells: Cells, row: number, column: number, text: string): void {
  if (!text) return;
  if (row > FILE_LIMITS.sheetRows) cells.moreRows = true;
  else if (column > FILE_LIMITS.sheetColumns) cells.moreColumns = true;
  else (cells.lines[row - 1] ??= [])[column - 1] = text;
}

/**
 * A row as a line of content: cells joined by tabs, without the empty cells that pad it to the
 * table's width (a wide header would otherwise fill every line with tabs).
 */
function lineOf(row: string[]): string {
  let end = row.length;
  while (end > 0 && !row[end - 1]) end--;
  return row.slice(0, end).join('\t');
}

/**
 * The table as shown: a rectangle as wide as its last filled column, without trailing empty rows,
 * and with no more rows than keep its content within the character limit.
 */
function sheetElement(label: string, index: number, cells: Cells, where: string, notes: string[]): ParsedElement {
  if (cells.moreRows) notes.push(`Only the first ${count(FILE_LIMITS.sheetRows)} rows of ${where} were read.`);
  if (cells.moreColumns) notes.push(`Only the first ${count(FILE_LIMITS.sheetColumns)} columns of ${where} were read.`);
  const width = cells.lines.reduce((max, line) => Math.max(max, line?.length ?? 0), 0);
  const rows: string[][] = [];
  const lines: string[] = [];
  let length = -1;
  for (const cellsOfRow of Array.from(cells.lines)) {
    const row = Array.from({ length: width }, (_, column) => cellsOfRow?.[column] ?? '');
    const line = lineOf(row);
    length += line.length + 1;
    if (length > FILE_LIMITS.elementChars) {
      const limit = count(FILE_LIMITS.elementChars);
      notes.push(
        `Only the first ${count(rows.length)} rows of ${where} were kept, to stay within ${limit} characters.`,
      );
      break;
    }
    rows.push(row);
    lines.push(line);
  }
  return { kind: 'sheet', label, index, rows, content: lines.join('\n') };
}

/** Each worksheet of an XLSX file as a 'sheet' element named by its tab, in tab order. */
export async function parseXlsx(bytes: Uint8Array): Promise<Parsed> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer; a copy is one, of exactly these bytes.
  await workbook.xlsx.load(bytes.slice().buffer);
  const sheets = workbook.worksheets;
  const notes: string[] = [];
  if (sheets.length > FILE_LIMITS.sheets) {
    notes.push(`Only the first ${count(FILE_LIMITS.sheets)} of ${count(sheets.length)} sheets were read.`);
  }
  const elements = sheets.slice(0, FILE_LIMITS.sheets).map((sheet, index) => {
    const cells = emptyCells();
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        // A merged range shows its value once, in its top-left cell.
        if (cell.master.address !== cell.address) return;
        put(cells, rowNumber, column, cellText(cell.value, cell.numFmt));
      });
    });
    return sheetElement(sheet.name, index, cells, `sheet "${sheet.name}"`, notes);
  });
  return { elements, notes };
}

/** The separator a CSV file uses: Excel in many European locales writes semicolons. */
function delimiterOf(text: string): string {
  const header = (text.slice(0, 65_536).split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => ({ d, n: header.split(d).length - 1 }));
  const best = counts.reduce((a, b) => (b.n > a.n ? b : a));
  return best.n > 0 ? best.d : ',';
}

/** A CSV file as one 'sheet' element named after the file. */
export function parseCsv(name: string, bytes: Uint8Array): Parsed {
  const text = decodeText(bytes);
  const records = parse(text, {
    delimiter: delimiterOf(text),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    // One record past the limit, to know whether there were more.
    to: FILE_LIMITS.sheetRows + 1,
  });
  const cells = emptyCells();
  records.forEach((record, r) => record.forEach((text, c) => put(cells, r + 1, c + 1, text)));
  const notes: string[] = [];
  return { elements: [sheetElement(baseName(name), 0, cells, 'the CSV file', notes)], notes };
}
