/**
 * Uploaded files into elements: the pages, sheets, slides or sections intake stores and
 * derivation quotes. Pure: bytes in, text out, no database. Every failure is a FileParseError.
 */
import { FileParseError, type ParsedFile } from '../types';
import { FORMAT_NAMES, sniff, ZIP_FORMATS, type Format } from './detect';
import { detail, type Parsed } from './parsed';
import { baseName, decodeText, finishElements } from './text';
import { guardZip } from './zip-guard';

export { FILE_LIMITS } from './limits';
export { FileParseError };

function parseText(name: string, bytes: Uint8Array): Parsed {
  return { elements: [{ kind: 'text', label: baseName(name), index: 0, content: decodeText(bytes) }], notes: [] };
}

// Each format's library loads on first use: a parse worker starts in a fraction of the time.
const PARSERS: Record<Format, (name: string, bytes: Uint8Array) => Parsed | Promise<Parsed>> = {
  pdf: async (_, bytes) => (await import('./pdf')).parsePdf(bytes),
  xlsx: async (_, bytes) => (await import('./sheets')).parseXlsx(bytes),
  docx: async (_, bytes) => (await import('./docx')).parseDocx(bytes),
  pptx: async (_, bytes) => (await import('./pptx')).parsePptx(bytes),
  csv: async (name, bytes) => (await import('./sheets')).parseCsv(name, bytes),
  txt: parseText,
  md: parseText,
};

const UNSUPPORTED =
  'This type of file is not supported. Upload a PDF, an Excel (.xlsx), Word (.docx) or PowerPoint (.pptx) file, a CSV, or a text or Markdown file.';

/**
 * The media type parseFile reads the file as, sniffed from its bytes (the name and declared type
 * only decide between text formats); undefined when parseFile would refuse it as unsupported.
 */
export function mediaTypeOf(name: string, declaredType: string | undefined, bytes: Uint8Array): string | undefined {
  const sniffed = sniff(name, declaredType, bytes);
  return 'mediaType' in sniffed ? sniffed.mediaType : undefined;
}

/**
 * Reads a file into elements, in order: a PDF's pages, a workbook's sheets (a CSV is one sheet),
 * a presentation's slides, a Word document's sections, or a text file whole. Limits (FILE_LIMITS)
 * cut a file short and say so in `truncated`. Throws FileParseError: 'corrupt', 'encrypted',
 * 'unsupported', or 'too_large' for a ZIP-based file that would unpack too far.
 */
export async function parseFile(
  name: string,
  declaredType: string | undefined,
  bytes: Uint8Array,
): Promise<ParsedFile> {
  const sniffed = sniff(name, declaredType, bytes);
  switch (sniffed.verdict) {
    case 'unsupported':
      throw new FileParseError(UNSUPPORTED, 'unsupported');
    case 'legacy':
      throw new FileParseError(
        'This is an older Office file (.xls, .doc or .ppt). Save it as .xlsx, .docx or .pptx and upload it again.',
        'unsupported',
      );
    case 'encrypted': {
      const what = sniffed.format ? FORMAT_NAMES[sniffed.format] : 'Office file';
      throw new FileParseError(
        `The ${what} is password-protected. Remove the password and upload it again.`,
        'encrypted',
      );
    }
    case 'corrupt': {
      const what = FORMAT_NAMES[sniffed.format];
      throw new FileParseError(`The ${what} could not be read: the file is damaged or in another format.`, 'corrupt');
    }
  }
  const { format, mediaType } = sniffed;
  let parsed: Parsed;
  try {
    if (ZIP_FORMATS.has(format)) await guardZip(bytes, FORMAT_NAMES[format]);
    parsed = await PARSERS[format](name, bytes);
  } catch (error) {
    if (error instanceof FileParseError) throw error;
    throw new FileParseError(`The ${FORMAT_NAMES[format]} could not be read: ${detail(error)}.`, 'corrupt');
  }
  const notes = [...parsed.notes, ...finishElements(parsed.elements)];
  return { mediaType, elements: parsed.elements, ...(notes.length > 0 ? { truncated: notes.join(' ') } : {}) };
}
