import { describe, expect, it } from 'vitest';
import { FILE_LIMITS, FileParseError, parseFile } from '../../lib/intake/files';
import { pdf, rawZip, utf8, xlsx } from './intake-files-fixtures';

const MB = 1024 * 1024;

/** Bytes of 16 values, drawn by a seeded generator: they pack about two to one. */
function lowEntropy(size: number, seed: number): Uint8Array {
  const out = new Uint8Array(size);
  let a = seed;
  for (let i = 0; i < size; i++) {
    a = (Math.imul(a, 1_103_515_245) + 12_345) >>> 0;
    out[i] = 97 + ((a >>> 16) & 15);
  }
  return out;
}

/** The FileParseError a parse rejects with; fails the test if it resolves or throws anything else. */
async function failure(parse: Promise<unknown>): Promise<FileParseError> {
  const error = await parse.then(
    () => new Error('the file was read'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FileParseError);
  return error as FileParseError;
}

describe('FILE_LIMITS', () => {
  it('are the documented limits', () => {
    expect(FILE_LIMITS).toEqual({
      pdfPages: 500,
      zipEntries: 2000,
      zipUncompressedBytes: 100 * MB,
      zipPartBytes: 50 * MB,
      zipEntryRatio: 200,
      zipRatioMinBytes: 64 * 1024,
      sheets: 50,
      sheetRows: 10_000,
      sheetColumns: 200,
      elementChars: 1_000_000,
    });
  });
});

describe('cutting files short', () => {
  it('reads the first 500 pages of a 600-page PDF and says so', async () => {
    const bytes = await pdf(Array.from({ length: 600 }, (_, i) => [`This is page ${i + 1}`]));
    const parsed = await parseFile('long.pdf', undefined, bytes);
    expect(parsed.truncated).toBe('Only the first 500 of 600 pages were read.');
    expect(parsed.elements).toHaveLength(500);
    expect(parsed.elements[499]).toEqual({ kind: 'page', label: 'Page 500', index: 499, content: 'This is page 500' });
  });

  it('reads 50 sheets of a workbook, 10,000 rows of a sheet', async () => {
    const sheets = Array.from({ length: 51 }, (_, i) => ({ name: `Tab ${i + 1}`, rows: [[`sheet ${i + 1}`]] }));
    sheets[0] = { name: 'Tab 1', rows: Array.from({ length: 10_001 }, (_, i) => [`row ${i + 1}`]) };
    const parsed = await parseFile('many.xlsx', undefined, await xlsx(sheets));
    expect(parsed.truncated).toBe(
      'Only the first 50 of 51 sheets were read. Only the first 10,000 rows of sheet "Tab 1" were read.',
    );
    expect(parsed.elements).toHaveLength(50);
    expect(parsed.elements[0]?.rows).toHaveLength(10_000);
    expect(parsed.elements[0]?.rows?.[9_999]).toEqual(['row 10000']);
    expect(parsed.elements[49]).toMatchObject({ label: 'Tab 50', index: 49, content: 'sheet 50' });
  });

  it('reads 200 columns and 10,000 rows of a CSV file', async () => {
    const header = Array.from({ length: 205 }, (_, i) => `c${i + 1}`).join(',');
    const lines = Array.from({ length: 10_001 }, (_, i) => `${i + 1},x`);
    const parsed = await parseFile('wide.csv', undefined, utf8([header, ...lines].join('\n')));
    expect(parsed.truncated).toBe(
      'Only the first 10,000 rows of the CSV file were read. Only the first 200 columns of the CSV file were read.',
    );
    const rows = parsed.elements[0]?.rows ?? [];
    expect(rows).toHaveLength(10_000);
    expect(rows[0]).toHaveLength(200);
    expect(rows[0]?.[199]).toBe('c200');
    expect(rows[9_999]?.slice(0, 3)).toEqual(['9999', 'x', '']);
    // Content leaves out the empty cells that pad a row to the table's width.
    expect(parsed.elements[0]?.content.split('\n')[10_000 - 1]).toBe('9999\tx');
  });

  it('keeps 1,000,000 characters of an element', async () => {
    const parsed = await parseFile('big.txt', undefined, utf8('a'.repeat(1_000_010)));
    expect(parsed.truncated).toBe('"big.txt" was cut short at 1,000,000 characters.');
    expect(parsed.elements[0]?.content).toHaveLength(1_000_000);
  });

  it('keeps whole rows of a sheet within 1,000,000 characters', async () => {
    const cell = 'b'.repeat(400_000);
    const parsed = await parseFile('long-cells.csv', undefined, utf8(`x,${cell}\ny,${cell}\nz,${cell}\n`));
    expect(parsed.truncated).toBe(
      'Only the first 2 rows of the CSV file were kept, to stay within 1,000,000 characters.',
    );
    expect(parsed.elements[0]?.rows?.map((row) => row[0])).toEqual(['x', 'y']);
    expect(parsed.elements[0]?.content).toHaveLength(800_005);
  });
});

describe('the zip-bomb guard', () => {
  it('refuses a DOCX whose 300 MB part of zeros compresses a thousandfold', async () => {
    const bytes = rawZip([
      { name: '[Content_Types].xml', data: utf8('<Types/>') },
      { name: 'word/document.xml', data: { zeroMegabytes: 300 } },
    ]);
    expect(bytes.length).toBeLessThan(400_000);
    const error = await failure(parseFile('bomb.docx', undefined, bytes));
    expect(error.reason).toBe('too_large');
    expect(error.message).toMatch(
      /^The Word document was refused: one of its parts expands [\d,]+ times to 300 MB, like a zip bomb\.$/,
    );
  });

  it('refuses a 20 MB part compressed more than 200:1, though the whole is under 100 MB', async () => {
    const bytes = rawZip([{ name: 'xl/workbook.xml', data: { zeroMegabytes: 20 } }]);
    const error = await failure(parseFile('zeros.xlsx', undefined, bytes));
    expect(error.reason).toBe('too_large');
    expect(error.message).toMatch(/^The Excel file was refused: one of its parts expands [\d,]+ times to 20 MB/);
  });

  it('refuses a small part compressed more than 200:1: the ratio holds for every part', async () => {
    const bytes = rawZip([{ name: 'word/document.xml', data: { zeroMegabytes: 1 } }]);
    const error = await failure(parseFile('small-bomb.docx', undefined, bytes));
    expect(error.reason).toBe('too_large');
    expect(error.message).toMatch(/^The Word document was refused: one of its parts expands [\d,]+ times to 1 MB/);
  });

  it('refuses one part over 50 MB, though it packs only a few times', async () => {
    const bytes = rawZip([{ name: 'word/document.xml', data: lowEntropy(51 * MB, 1), level: 1 }]);
    const error = await failure(parseFile('long.docx', undefined, bytes));
    expect(error.reason).toBe('too_large');
    expect(error.message).toBe('The Word document has a part that unpacks to 51 MB; at most 50 MB a part is read.');
  });

  it('refuses more than 100 MB in total, even in parts each within the limits', async () => {
    // Eleven 10 MB parts that pack about two to one: each is allowed, together they are over 100 MB.
    const parts = Array.from({ length: 11 }, (_, i) => ({
      name: `ppt/media/blob${i}.bin`,
      data: lowEntropy(10 * MB, i + 2),
      level: 1,
    }));
    const bytes = rawZip(parts);
    const error = await failure(parseFile('huge.pptx', undefined, bytes));
    expect(error.reason).toBe('too_large');
    expect(error.message).toBe('The PowerPoint file unpacks to more than 100 MB, the most that is read.');
  });

  it('refuses more than 2,000 entries', async () => {
    const entries = Array.from({ length: 2_001 }, (_, i) => ({ name: `xl/part${i}.xml`, data: utf8('<x/>') }));
    const error = await failure(parseFile('parts.xlsx', undefined, rawZip(entries)));
    expect(error.reason).toBe('too_large');
    expect(error.message).toBe('The Excel file has 2,001 parts inside; at most 2,000 are read.');
  });

  it('refuses a part that unpacks to more than its header declares', async () => {
    const bytes = rawZip([{ name: 'word/document.xml', data: { zeroMegabytes: 5 }, declaredSize: 1_000 }]);
    const error = await failure(parseFile('liar.docx', undefined, bytes));
    expect(error.reason).toBe('too_large');
    expect(error.message).toBe(
      'The Word document was refused: its parts unpack to more than they declare, like a zip bomb.',
    );
  });
});
