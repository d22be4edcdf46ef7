/**
 * Files for the intake-files tests, built in code so each test shows what its file holds.
 * DOCX and PPTX packages are assembled by hand with only the parts the parsers read.
 */
import zlib from 'node:zlib';
import ExcelJS, { type CellValue } from 'exceljs';
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export const utf8 = (text: string) => new TextEncoder().encode(text);

/** A PDF with one page per entry, each line of the entry drawn on its own line. */
export async function pdf(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([300, 300]);
    lines.forEach((line, i) => page.drawText(line, { x: 20, y: 260 - 20 * i, size: 12, font }));
  }
  return doc.save();
}

/**
 * A PDF whose trailer names a standard security handler with a user password: pdfjs cannot
 * open it without one. Written by hand because pdf-lib does not encrypt.
 */
export function encryptedPdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${'AB'.repeat(32)}> /U <${'CD'.repeat(32)}> /P -4 >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const id = '<0123456789ABCDEF0123456789ABCDEF>';
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [${id} ${id}] >>\n`;
  out += `startxref\n${xref}\n%%EOF\n`;
  return utf8(out);
}

export interface SheetSpec {
  name: string;
  rows: CellValue[][];
  /** Number formats by cell or range, e.g. { 'B1:D1': 'mmm yyyy' }. */
  formats?: Record<string, string>;
  merges?: string[];
}

export async function xlsx(sheets: SheetSpec[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name);
    spec.rows.forEach((row) => sheet.addRow(row));
    for (const [range, format] of Object.entries(spec.formats ?? {})) {
      const [from = '', to = from] = range.split(':');
      const [first, last] = [sheet.getCell(from), sheet.getCell(to)];
      for (let row = Number(first.row); row <= Number(last.row); row++) {
        for (let col = Number(first.col); col <= Number(last.col); col++) sheet.getCell(row, col).numFmt = format;
      }
    }
    for (const range of spec.merges ?? []) sheet.mergeCells(range);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

export function contentTypes(overrides: Record<string, string>): string {
  const parts = Object.entries(overrides).map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    `<Default Extension="xml" ContentType="application/xml"/>${parts.join('')}</Types>`
  );
}

export function rels(targets: Record<string, [type: string, target: string]>): string {
  const items = Object.entries(targets).map(
    ([id, [type, target]]) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG_REL}">${items.join('')}</Relationships>`;
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** A Word paragraph; style is a paragraph style id such as "Heading1". */
export function para(text: string, style?: string): string {
  const pPr = style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : '';
  return `<w:p>${pPr}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
}

/** A DOCX whose body is the given WordprocessingML, with heading styles named as Word names them. */
export async function docx(body: string): Promise<Uint8Array> {
  const style = (id: string, name: string) =>
    `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/></w:style>`;
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    contentTypes({
      '/word/document.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      '/word/styles.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml',
    }),
  );
  zip.file('_rels/.rels', rels({ rId1: ['officeDocument', 'word/document.xml'] }));
  zip.file('word/_rels/document.xml.rels', rels({ rId1: ['styles', 'styles.xml'] }));
  zip.file(
    'word/styles.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:styles xmlns:w="${W}">${style('Heading1', 'heading 1')}${style('Heading2', 'heading 2')}${style('Title', 'Title')}</w:styles>`,
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

export interface SlideSpec {
  /** The slide's file number: ppt/slides/slide{file}.xml. */
  file: number;
  title?: string;
  body: string[];
  notes?: string;
}

const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';

function shape(placeholder: string | undefined, paragraphs: string[]): string {
  const ph = placeholder ? `<p:ph type="${placeholder}"/>` : '';
  const ps = paragraphs.map((text) => `<a:p><a:r><a:rPr lang="en-US"/><a:t>${text}</a:t></a:r></a:p>`).join('');
  return `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Shape"/><p:cNvSpPr/><p:nvPr>${ph}</p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/>${ps}</p:txBody></p:sp>`;
}

function slideXml(root: 'sld' | 'notes', shapes: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><p:${root} xmlns:a="${A}" xmlns:p="${P}" xmlns:r="${REL}"><p:cSld><p:spTree>${shapes}</p:spTree></p:cSld></p:${root}>`;
}

/** A PPTX showing the slides in the order given, whatever their file numbers. */
export async function pptx(slides: SlideSpec[]): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    contentTypes({
      '/ppt/presentation.xml': 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
    }),
  );
  zip.file('_rels/.rels', rels({ rId1: ['officeDocument', 'ppt/presentation.xml'] }));
  const ids = slides.map((s, i) => `<p:sldId id="${256 + i}" r:id="rId${s.file}"/>`).join('');
  zip.file(
    'ppt/presentation.xml',
    `<?xml version="1.0" encoding="UTF-8"?><p:presentation xmlns:p="${P}" xmlns:r="${REL}"><p:sldIdLst>${ids}</p:sldIdLst></p:presentation>`,
  );
  zip.file(
    'ppt/_rels/presentation.xml.rels',
    rels(Object.fromEntries(slides.map((s) => [`rId${s.file}`, ['slide', `slides/slide${s.file}.xml`]]))),
  );
  for (const s of slides) {
    const title = s.title === undefined ? '' : shape('title', [s.title]);
    zip.file(`ppt/slides/slide${s.file}.xml`, slideXml('sld', title + shape(undefined, s.body)));
    if (s.notes === undefined) continue;
    zip.file(
      `ppt/slides/_rels/slide${s.file}.xml.rels`,
      rels({ rId1: ['notesSlide', `../notesSlides/notesSlide${s.file}.xml`] }),
    );
    // A real notes page also holds the slide image and the slide number, which are not notes.
    const notes = shape('sldImg', []) + shape('body', [s.notes]) + shape('sldNum', [String(s.file)]);
    zip.file(`ppt/notesSlides/notesSlide${s.file}.xml`, slideXml('notes', notes));
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

export interface ZipEntrySpec {
  name: string;
  /** The entry's bytes, or a number of megabytes of zeros. */
  data: Uint8Array | { zeroMegabytes: number };
  /** The uncompressed size the ZIP's headers claim; the real size unless a test lies. */
  declaredSize?: number;
  /** zlib's level for the entry's bytes: 9 unless a big file must be made quickly. */
  level?: number;
}

const MEGABYTE = 1024 * 1024;

/**
 * Deflated data and its CRC. Zeros are deflated a megabyte at a time, flushed to a byte
 * boundary, and the piece repeated: a valid stream made in milliseconds, where deflating
 * 300 MB takes seconds.
 */
function deflated(data: ZipEntrySpec['data'], level = 9): { bytes: Buffer; crc: number; size: number } {
  if (data instanceof Uint8Array) {
    return { bytes: zlib.deflateRawSync(data, { level }), crc: zlib.crc32(data), size: data.length };
  }
  const megabyte = Buffer.alloc(MEGABYTE);
  const piece = zlib.deflateRawSync(megabyte, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  let crc = 0;
  for (let i = 0; i < data.zeroMegabytes; i++) crc = zlib.crc32(megabyte, crc);
  const end = zlib.deflateRawSync(Buffer.alloc(0));
  const bytes = Buffer.concat([...Array.from({ length: data.zeroMegabytes }, () => piece), end]);
  return { bytes, crc, size: data.zeroMegabytes * MEGABYTE };
}

/**
 * A DEFLATE ZIP written byte by byte with Node's zlib, for the zip-bomb tests: jszip's
 * JavaScript deflate takes seconds over hundreds of megabytes, and cannot misstate a size.
 */
export function rawZip(entries: ZipEntrySpec[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const { bytes: data, crc, size: realSize } = deflated(entry.data, entry.level);
    const size = entry.declaredSize ?? realSize;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/**
 * The start of an OLE compound file, as Office writes a password-protected (encrypted) OOXML
 * file or a legacy .xls: the signature, then directory entries named in UTF-16LE.
 */
export function oleFile(streams: string[]): Uint8Array {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const directory = streams.map((name) => {
    const entry = Buffer.alloc(128);
    Buffer.from(name, 'utf16le').copy(entry);
    return entry;
  });
  return new Uint8Array(Buffer.concat([header, ...directory]));
}
