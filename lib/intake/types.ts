/**
 * What intake makes of a file: its sections as elements. The parsers produce
 * these; intake stores them; derivation reads them. Plain data, no database.
 */

type ElementKind = 'page' | 'sheet' | 'slide' | 'section' | 'text';

export interface ParsedElement {
  kind: ElementKind;
  /** "Page 3", a sheet's tab name, "Slide 2", a heading. */
  label: string;
  /** Position within the file, from 0. */
  index: number;
  /** The element's text, as shown on its source page and searched for quotes. */
  content: string;
  /** Sheets (and CSV files): the cells as text, row by row, as shown in the table. */
  rows?: string[][];
}

export interface ParsedFile {
  mediaType: string;
  elements: ParsedElement[];
  /** Set when a limit cut the file short: what was kept, in the user's words. */
  truncated?: string;
}

/** A file that cannot be read: corrupt, encrypted, or of a type we do not take. */
export class FileParseError extends Error {
  constructor(
    message: string,
    readonly reason: 'corrupt' | 'encrypted' | 'unsupported' | 'too_large',
  ) {
    super(message);
    this.name = 'FileParseError';
  }
}
