import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { FileParseError, mediaTypeOf, parseFile } from '../../lib/intake/files';
import { docx, encryptedPdf, oleFile, para, pdf, pptx, rawZip, utf8, xlsx } from './intake-files-fixtures';

/** The FileParseError a parse rejects with; fails the test if it resolves or throws anything else. */
async function failure(parse: Promise<unknown>): Promise<FileParseError> {
  const error = await parse.then(
    () => new Error('the file was read'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FileParseError);
  return error as FileParseError;
}

async function zipOf(files: Record<string, string>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(files)) zip.file(name, text);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

describe('corrupt files', () => {
  it('a PDF that is damaged or cut off', async () => {
    const rubbish = await failure(parseFile('broken.pdf', undefined, utf8('%PDF-1.7\nnot really a pdf')));
    expect(rubbish.reason).toBe('corrupt');
    expect(rubbish.message).toMatch(/^The PDF could not be read: .+\.$/);
    const whole = await pdf([['Some text']]);
    const cut = await failure(parseFile('cut.pdf', undefined, whole.slice(0, 400)));
    expect(cut.reason).toBe('corrupt');
    expect(cut.message).toMatch(/^The PDF could not be read: /);
  });

  it('a file named .pdf that is not one', async () => {
    const error = await failure(parseFile('report.pdf', undefined, utf8('<html>Not found</html>')));
    expect(error.reason).toBe('corrupt');
    expect(error.message).toBe('The PDF could not be read: the file is damaged or in another format.');
  });

  it('an XLSX cut off, or with a broken workbook', async () => {
    const whole = await xlsx([{ name: 'S', rows: [['a', 1]] }]);
    const cut = await failure(parseFile('cut.xlsx', undefined, whole.slice(0, 300)));
    expect(cut.reason).toBe('corrupt');
    expect(cut.message).toBe('The Excel file could not be read: the file is damaged or in another format.');
    const broken = await zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook><sheets><sheet' });
    const error = await failure(parseFile('broken.xlsx', undefined, broken));
    expect(error.reason).toBe('corrupt');
    expect(error.message).toMatch(/^The Excel file could not be read: /);
  });

  it('a DOCX that is not a ZIP, or whose document part is broken', async () => {
    const text = await failure(parseFile('memo.docx', undefined, utf8('just some text')));
    expect(text.reason).toBe('corrupt');
    expect(text.message).toBe('The Word document could not be read: the file is damaged or in another format.');
    const broken = await zipOf({ 'word/document.xml': '<w:document><w:body><w:p>' });
    const error = await failure(parseFile('broken.docx', undefined, broken));
    expect(error.reason).toBe('corrupt');
    expect(error.message).toMatch(/^The Word document could not be read: /);
  });

  it('a ZIP whose compressed data is damaged, caught by the guard before the parser', async () => {
    const bytes = rawZip([{ name: 'word/document.xml', data: utf8('<w:document>'.repeat(2000)) }]);
    for (let i = 60; i < 90; i++) bytes[i] = 0xff;
    const error = await failure(parseFile('damaged.docx', undefined, bytes));
    expect(error.reason).toBe('corrupt');
    expect(error.message).toMatch(/^The Word document could not be read: the file is damaged or incomplete \(.+\)\.$/);
  });

  it('always as a FileParseError, wherever a file is cut', async () => {
    const files: [string, Uint8Array][] = [
      ['cut.pdf', await pdf([['One'], ['Two']])],
      ['cut.xlsx', await xlsx([{ name: 'S', rows: [['a', 1]] }])],
      ['cut.docx', await docx(para('Heading', 'Heading1') + para('Body'))],
      ['cut.pptx', await pptx([{ file: 1, title: 'T', body: ['B'], notes: 'N' }])],
    ];
    for (const [name, bytes] of files) {
      for (const fraction of [0.1, 0.5, 0.9, 0.99]) {
        const error = await failure(parseFile(name, undefined, bytes.slice(0, Math.floor(bytes.length * fraction))));
        expect(error.reason).toBe('corrupt');
      }
    }
  });
});

describe('encrypted files', () => {
  it('a password-protected PDF', async () => {
    const error = await failure(parseFile('secret.pdf', undefined, encryptedPdf()));
    expect(error.reason).toBe('encrypted');
    expect(error.message).toBe('The PDF is password-protected. Remove the password and upload it again.');
  });

  it('an encrypted XLSX or DOCX: an OLE compound file where OOXML was expected', async () => {
    const encrypted = oleFile(['Root Entry', 'EncryptionInfo', 'EncryptedPackage']);
    const sheet = await failure(parseFile('forecast.xlsx', undefined, encrypted));
    expect(sheet.reason).toBe('encrypted');
    expect(sheet.message).toBe('The Excel file is password-protected. Remove the password and upload it again.');
    expect(mediaTypeOf('forecast.xlsx', undefined, encrypted)).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const memo = await failure(parseFile('memo.docx', undefined, oleFile(['Root Entry'])));
    expect(memo.reason).toBe('encrypted');
    expect(memo.message).toBe('The Word document is password-protected. Remove the password and upload it again.');
  });
});

describe('unsupported files', () => {
  it('an unknown binary, an image named .txt, a plain ZIP', async () => {
    const binary = new Uint8Array(1024).map((_, i) => (i * 37) % 256);
    const zip = await zipOf({ 'photos/a.txt': 'x' });
    for (const [name, bytes] of [
      ['blob.bin', binary],
      ['notes.txt', binary],
      ['archive.zip', zip],
    ] as const) {
      const error = await failure(parseFile(name, undefined, bytes));
      expect(error.reason).toBe('unsupported');
      expect(error.message).toBe(
        'This type of file is not supported. Upload a PDF, an Excel (.xlsx), Word (.docx) or PowerPoint (.pptx) file, a CSV, or a text or Markdown file.',
      );
      expect(mediaTypeOf(name, undefined, bytes)).toBeUndefined();
    }
  });

  it('a legacy .xls, which is an OLE file too but not encrypted', async () => {
    const error = await failure(parseFile('old.xls', 'application/vnd.ms-excel', oleFile(['Root Entry', 'Workbook'])));
    expect(error.reason).toBe('unsupported');
    expect(error.message).toBe(
      'This is an older Office file (.xls, .doc or .ppt). Save it as .xlsx, .docx or .pptx and upload it again.',
    );
  });
});
