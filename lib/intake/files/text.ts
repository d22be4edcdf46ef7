import { type ParsedElement } from '../types';
import { count, FILE_LIMITS } from './limits';

// Lone UTF-16 surrogates cannot be encoded as UTF-8 (PostgreSQL rejects them), nor can NUL.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text that stores as valid UTF-8: NUL bytes removed, broken surrogates replaced. */
function cleanText(text: string): string {
  return text.replace(/\0/g, '').replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * Bytes of a text file as a string: UTF-8 with the BOM removed, or UTF-16 when it has a BOM
 * (Excel's "Unicode text" export). Invalid UTF-8 becomes U+FFFD rather than an error, so a
 * file with one bad byte is still read.
 */
export function decodeText(bytes: Uint8Array): string {
  const [b0, b1] = [bytes[0], bytes[1]];
  if (b0 === 0xff && b1 === 0xfe) return cleanText(new TextDecoder('utf-16le').decode(bytes.subarray(2)));
  if (b0 === 0xfe && b1 === 0xff) return cleanText(new TextDecoder('utf-16be').decode(bytes.subarray(2)));
  // TextDecoder drops a UTF-8 BOM by default.
  return cleanText(new TextDecoder('utf-8').decode(bytes));
}

/**
 * Whether bytes look like a binary file rather than text, from the first 8 KB: more than 5%
 * control characters other than NUL (compressed and image data has ~10%), or more than 30% NUL.
 * Stray NULs in a text file are allowed; they are stripped.
 */
export function looksBinary(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return false;
  const sample = bytes.subarray(0, 8192);
  let nul = 0;
  let control = 0;
  for (const b of sample) {
    // Tab, line feed, vertical tab, form feed, carriage return and escape occur in real text.
    if (b === 0) nul++;
    else if (b < 0x20 && (b < 0x09 || b > 0x0d) && b !== 0x1b) control++;
  }
  return control > sample.length * 0.05 || nul > sample.length * 0.3;
}

/** A file name without any folder a browser or client may have sent with it. */
export function baseName(name: string): string {
  return cleanText(name.split(/[\\/]/).pop() ?? name).trim() || 'file';
}

/** Text as a label: one line, at most 200 characters. */
export function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * The final pass over every parser's output: text made storable, and each element's content
 * cut at the character limit. Returns the sentences for what was cut.
 */
export function finishElements(elements: ParsedElement[]): string[] {
  const notes: string[] = [];
  for (const element of elements) {
    element.label = cleanText(element.label);
    element.content = cleanText(element.content);
    if (element.rows) element.rows = element.rows.map((row) => row.map(cleanText));
    if (element.content.length > FILE_LIMITS.elementChars) {
      let end = FILE_LIMITS.elementChars;
      // Never split a surrogate pair at the cut.
      if (/[\uD800-\uDBFF]/.test(element.content.charAt(end - 1))) end--;
      element.content = element.content.slice(0, end);
      notes.push(`"${element.label}" was cut short at ${count(FILE_LIMITS.elementChars)} characters.`);
    }
  }
  return notes;
}
