import { describe, expect, it } from 'vitest';
import { formatSize, INPUT_ACCEPT, kindOf, MAX_UPLOAD_BYTES, refusalOf, typeLabel } from '@/components/uploads/rules';

/** What the console refuses before sending, in the words the upload list shows. */
describe('upload rules', () => {
  it('sends emails to intake and the contract’s file types to a company, whatever the case of the extension', () => {
    expect(kindOf('October update.EML')).toBe('email');
    for (const name of ['a.pdf', 'b.XLSX', 'c.csv', 'd.docx', 'e.pptx', 'f.txt', 'g.md'])
      expect(kindOf(name)).toBe('file');
    for (const name of ['setup.exe', 'photo.png', 'old.xls', 'archive.zip', 'README', 'pdf']) {
      expect(kindOf(name)).toBeUndefined();
    }
    expect(INPUT_ACCEPT).toBe('.eml,.pdf,.xlsx,.csv,.docx,.pptx,.txt,.md');
  });

  it('refuses an unsupported type, an oversized or empty file, and a file with no company, each with its reason', () => {
    expect(refusalOf({ name: 'setup.exe', size: 10 }, true)).toMatch(/^This type of file can't be read\./);
    expect(refusalOf({ name: 'deck.pdf', size: 26 * 1024 * 1024 }, true)).toBe(
      'It is 26 MB; files can be at most 25 MB.',
    );
    expect(refusalOf({ name: 'empty.csv', size: 0 }, true)).toBe('The file is empty.');
    expect(refusalOf({ name: 'kpis.csv', size: 10 }, false)).toMatch(/^Choose a company first/);
  });

  it('lets through 25 MB exactly, and an email with no company', () => {
    expect(refusalOf({ name: 'deck.pdf', size: MAX_UPLOAD_BYTES }, true)).toBeUndefined();
    expect(refusalOf({ name: 'deck.pdf', size: MAX_UPLOAD_BYTES + 1 }, true)).toMatch(/at most 25 MB/);
    expect(refusalOf({ name: 'update.eml', size: 2048 }, false)).toBeUndefined();
  });

  it('names types and sizes as an analyst reads them', () => {
    expect(typeLabel('q3.pptx')).toBe('PowerPoint deck');
    expect(typeLabel('x.eml')).toBe('Email');
    expect(typeLabel('setup.exe')).toBe('.exe file');
    expect(formatSize(1)).toBe('1 byte');
    expect(formatSize(70)).toBe('70 bytes');
    expect(formatSize(830 * 1024)).toBe('830 KB');
    expect(formatSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatSize(26 * 1024 * 1024)).toBe('26 MB');
  });
});
