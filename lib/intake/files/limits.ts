/**
 * How much of an uploaded file intake reads. A limit cuts the file short and says so in
 * `ParsedFile.truncated`; only the ZIP limits refuse a file outright, because a parser
 * cannot read part of an archive safely. Exported so the API docs and README can quote them.
 */
export const FILE_LIMITS = Object.freeze({
  /** PDF pages read, from the first; text extraction costs time per page. */
  pdfPages: 500,
  /** Entries in a ZIP-based file (XLSX, DOCX, PPTX); real documents have a few hundred at most. */
  zipEntries: 2_000,
  /** Total uncompressed size of a ZIP-based file, in bytes (100 MiB); the parsers hold it all in memory. */
  zipUncompressedBytes: 100 * 1024 * 1024,
  /** Uncompressed size of any one part, in bytes (50 MiB): past it no parser reads a part within its heap. */
  zipPartBytes: 50 * 1024 * 1024,
  /** Compression ratio above which a part counts as a zip bomb... */
  zipEntryRatio: 200,
  /** ...for every part over 64 KiB: a smaller part costs nothing to unpack, whatever its ratio. */
  zipRatioMinBytes: 64 * 1024,
  /** Sheets read from a workbook, in tab order. */
  sheets: 50,
  /** Rows read per sheet (and per CSV file). */
  sheetRows: 10_000,
  /** Columns read per sheet (and per CSV file). */
  sheetColumns: 200,
  /** Characters kept per element (page, sheet, slide, section or text). */
  elementChars: 1_000_000,
});

/** "10,000": counts as people write them, whatever the server's locale. */
export function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** "100 MB" (or "640 KB" below a megabyte) for a byte size, rounded; for messages only. */
export function megabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${count(Math.round(bytes / 1024))} KB`;
  return `${count(Math.round(bytes / (1024 * 1024)))} MB`;
}
