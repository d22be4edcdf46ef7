import { looksBinary } from './text';

export type Format = 'pdf' | 'xlsx' | 'docx' | 'pptx' | 'csv' | 'txt' | 'md';

const MEDIA_TYPES: Record<Format, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  csv: 'text/csv',
  txt: 'text/plain',
  md: 'text/markdown',
};

/** How messages name each format: "The PDF could not be read". */
export const FORMAT_NAMES: Record<Format, string> = {
  pdf: 'PDF',
  xlsx: 'Excel file',
  docx: 'Word document',
  pptx: 'PowerPoint file',
  csv: 'CSV file',
  txt: 'text file',
  md: 'Markdown file',
};

export const ZIP_FORMATS: ReadonlySet<Format> = new Set(['xlsx', 'docx', 'pptx']);

const EXTENSIONS: Record<string, Format> = {
  pdf: 'pdf',
  xlsx: 'xlsx',
  xlsm: 'xlsx',
  docx: 'docx',
  docm: 'docx',
  pptx: 'pptx',
  pptm: 'pptx',
  csv: 'csv',
  txt: 'txt',
  text: 'txt',
  md: 'md',
  markdown: 'md',
};

const DECLARED: Record<string, Format> = {
  ...Object.fromEntries(Object.entries(MEDIA_TYPES).map(([format, type]) => [type, format as Format])),
  'application/csv': 'csv',
  'text/x-markdown': 'md',
};

/**
 * What the bytes are and what parseFile will do with them:
 * read them as `format`, or refuse them as corrupt, encrypted, an older Office format, or unsupported.
 */
type Sniffed =
  | { verdict: 'read'; format: Format; mediaType: string }
  | { verdict: 'corrupt'; format: Format; mediaType: string }
  | { verdict: 'encrypted'; format: Format | undefined; mediaType: string }
  | { verdict: 'legacy' | 'unsupported' };

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0]; // OLE compound file: legacy Office, or encrypted OOXML

function startsWith(bytes: Uint8Array, magic: number[], at = 0): boolean {
  return magic.every((b, i) => bytes[at + i] === b);
}

/**
 * PDF readers accept the header anywhere in the first 1 KB, after junk some generators prepend;
 * only a file that says it is a PDF gets that leeway, so notes that mention "%PDF-" stay text.
 */
function isPdf(bytes: Uint8Array, claimed: Format | undefined): boolean {
  const end = claimed === 'pdf' ? Math.min(bytes.length - PDF_MAGIC.length, 1024) : 0;
  for (let at = 0; at <= end; at++) if (startsWith(bytes, PDF_MAGIC, at)) return true;
  return false;
}

/** The format the file name claims, or else its declared media type. */
function claimedFormat(name: string, declaredType: string | undefined): Format | undefined {
  const dot = name.lastIndexOf('.');
  const byName = dot >= 0 ? EXTENSIONS[name.slice(dot + 1).toLowerCase()] : undefined;
  const declared = declaredType?.split(';')[0]?.trim().toLowerCase();
  return byName ?? (declared ? DECLARED[declared] : undefined);
}

/**
 * Entry names from a ZIP's central directory, read synchronously so detection stays synchronous;
 * undefined when the directory cannot be found (a truncated or damaged file). The full check,
 * sizes included, is zip-guard's, with yauzl.
 */
function zipEntryNames(bytes: Uint8Array): string[] | undefined {
  if (bytes.length < 22) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decoder = new TextDecoder();
  // The end-of-central-directory record sits in the last 22 bytes plus up to 64 KB of comment.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) !== 0x06054b50) continue;
    const names: string[] = [];
    let p = view.getUint32(at + 16, true);
    while (p + 46 <= bytes.length && view.getUint32(p, true) === 0x02014b50 && names.length <= 10_000) {
      const nameLength = view.getUint16(p + 28, true);
      names.push(decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength)));
      p += 46 + nameLength + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
    }
    return names.length > 0 ? names : undefined;
  }
  return undefined;
}

/** Office Open XML packages keep each application's parts in its own folder. */
function ooxmlFormat(names: string[]): Format | undefined {
  const parts: [string, Format][] = [
    ['xl/workbook.xml', 'xlsx'],
    ['word/document.xml', 'docx'],
    ['ppt/presentation.xml', 'pptx'],
    ['xl/', 'xlsx'],
    ['word/', 'docx'],
    ['ppt/', 'pptx'],
  ];
  return parts.find(([prefix]) => names.some((name) => name.startsWith(prefix)))?.[1];
}

/** Whether an OLE file holds a stream of this name (directory names are UTF-16LE). */
function hasStream(bytes: Uint8Array, stream: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(stream, 'utf16le'));
}

/**
 * Office encrypts an OOXML file by wrapping it in an OLE compound file ("EncryptedPackage").
 * Legacy .xls/.doc/.ppt files are OLE files too; those are refused as an older format.
 */
function sniffOle(bytes: Uint8Array, claimed: Format | undefined): Sniffed {
  const ooxml = claimed !== undefined && ZIP_FORMATS.has(claimed) ? claimed : undefined;
  const legacy = ['WordDocument', 'Workbook', 'PowerPoint Document'].some((s) => hasStream(bytes, s));
  if (hasStream(bytes, 'EncryptedPackage') || (ooxml && !legacy)) {
    return { verdict: 'encrypted', format: ooxml, mediaType: ooxml ? MEDIA_TYPES[ooxml] : 'application/x-cfb' };
  }
  return { verdict: 'legacy' };
}

/** Magic bytes first; the name or declared type only for text formats, which have none. */
export function sniff(name: string, declaredType: string | undefined, bytes: Uint8Array): Sniffed {
  const claimed = claimedFormat(name, declaredType);
  const read = (format: Format): Sniffed => ({ verdict: 'read', format, mediaType: MEDIA_TYPES[format] });
  if (isPdf(bytes, claimed)) return read('pdf');
  if (startsWith(bytes, OLE_MAGIC)) return sniffOle(bytes, claimed);
  if (startsWith(bytes, ZIP_MAGIC)) {
    const names = zipEntryNames(bytes);
    const format = names && ooxmlFormat(names);
    if (format) return read(format);
  } else if (claimed && !ZIP_FORMATS.has(claimed) && claimed !== 'pdf' && !looksBinary(bytes)) {
    return read(claimed);
  }
  // A file that says it is a PDF or an Office file but is not one is damaged, not of another type.
  if (claimed && (claimed === 'pdf' || ZIP_FORMATS.has(claimed))) {
    return { verdict: 'corrupt', format: claimed, mediaType: MEDIA_TYPES[claimed] };
  }
  return { verdict: 'unsupported' };
}
