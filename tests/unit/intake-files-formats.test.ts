import { describe, expect, it } from 'vitest';
import { mediaTypeOf, parseFile } from '../../lib/intake/files';
import { docx, para, pdf, pptx, utf8, xlsx } from './intake-files-fixtures';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

describe('PDF', () => {
  it('gives each page as an element with its text, "Page N"', async () => {
    const bytes = await pdf([['Quarterly review', 'Revenue grew 12%'], ['Risks: churn']]);
    expect(await parseFile('review.pdf', 'application/pdf', bytes)).toEqual({
      mediaType: 'application/pdf',
      elements: [
        { kind: 'page', label: 'Page 1', index: 0, content: 'Quarterly review\nRevenue grew 12%' },
        { kind: 'page', label: 'Page 2', index: 1, content: 'Risks: churn' },
      ],
    });
  });
});

describe('XLSX', () => {
  it('gives each sheet by tab name, its cells as displayed, months as columns', async () => {
    const bytes = await xlsx([
      {
        name: 'P&L 2024',
        rows: [
          ['Metric', new Date(Date.UTC(2024, 0, 1)), new Date(Date.UTC(2024, 1, 1)), new Date(Date.UTC(2024, 2, 1))],
          ['Revenue', 1200000.5, 1250000, 1310000],
          ['Net', 15000, -2500, 0],
          ['Margin', 0.25, 0.333, { formula: 'C4+0.1', result: 0.433 }],
        ],
        formats: { 'B1:D1': 'mmm yyyy', 'B2:D2': '#,##0', 'B3:D3': '#,##0;(#,##0);"-"', 'B4:D4': '0.0%' },
      },
      { name: 'Notes', rows: [['Owner', 'Ada'], [], ['Checked', true]] },
    ]);
    const parsed = await parseFile('model.xlsx', undefined, bytes);
    expect(parsed.mediaType).toBe(XLSX);
    expect(parsed.truncated).toBeUndefined();
    expect(parsed.elements).toEqual([
      {
        kind: 'sheet',
        label: 'P&L 2024',
        index: 0,
        rows: [
          ['Metric', 'Jan 2024', 'Feb 2024', 'Mar 2024'],
          ['Revenue', '1,200,001', '1,250,000', '1,310,000'],
          ['Net', '15,000', '(2,500)', '-'],
          ['Margin', '25.0%', '33.3%', '43.3%'],
        ],
        content:
          'Metric\tJan 2024\tFeb 2024\tMar 2024\nRevenue\t1,200,001\t1,250,000\t1,310,000\n' +
          'Net\t15,000\t(2,500)\t-\nMargin\t25.0%\t33.3%\t43.3%',
      },
      {
        kind: 'sheet',
        label: 'Notes',
        index: 1,
        rows: [
          ['Owner', 'Ada'],
          ['', ''],
          ['Checked', 'TRUE'],
        ],
        content: 'Owner\tAda\n\nChecked\tTRUE',
      },
    ]);
  });

  it('shows rich text, links, errors, plain dates and merged ranges as Excel does', async () => {
    const bytes = await xlsx([
      {
        name: 'Misc',
        rows: [
          [
            { richText: [{ text: 'Bold', font: { bold: true } }, { text: ' plain' }] },
            { text: 'Site', hyperlink: 'https://example.com' },
          ],
          [{ error: '#N/A' }, new Date(Date.UTC(2024, 4, 17))],
          ['Merged title', null, null],
          [0.1 + 0.2, 1234.5],
        ],
        formats: { B4: '[$€-407]#,##0.00' },
        merges: ['A3:C3'],
      },
    ]);
    const [sheet] = (await parseFile('misc.xlsx', undefined, bytes)).elements;
    expect(sheet?.rows).toEqual([
      ['Bold plain', 'Site'],
      ['#N/A', '2024-05-17'],
      ['Merged title', ''],
      ['0.3', '€1,234.50'],
    ]);
  });
});

describe('CSV', () => {
  it('is one sheet named after the file, BOM removed, semicolons detected, rows padded', async () => {
    const bytes = utf8('\uFEFFAccount;Jan 2024;Feb 2024\n"Acme; Inc";100;120\nGlobex;90\n');
    expect(await parseFile('uploads/accounts.csv', 'application/vnd.ms-excel', bytes)).toEqual({
      mediaType: 'text/csv',
      elements: [
        {
          kind: 'sheet',
          label: 'accounts.csv',
          index: 0,
          rows: [
            ['Account', 'Jan 2024', 'Feb 2024'],
            ['Acme; Inc', '100', '120'],
            ['Globex', '90', ''],
          ],
          content: 'Account\tJan 2024\tFeb 2024\nAcme; Inc\t100\t120\nGlobex\t90',
        },
      ],
    });
  });
});

describe('DOCX', () => {
  it('splits sections at headings, labelled by the heading; text before the first is "Document"', async () => {
    const table =
      '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Name</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>ARR</w:t></w:r></w:p></w:tc></w:tr>' +
      '<w:tr><w:tc><w:p><w:r><w:t>Acme</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>$1.2M</w:t></w:r></w:p></w:tc></w:tr></w:tbl>';
    const body = [
      para('Prepared for the board.'),
      para('Overview', 'Heading1'),
      para('Revenue grew &amp; churn fell.'),
      para('Accounts', 'Heading2'),
      table,
    ].join('');
    expect(await parseFile('memo.docx', DOCX, await docx(body))).toEqual({
      mediaType: DOCX,
      elements: [
        { kind: 'section', label: 'Document', index: 0, content: 'Prepared for the board.' },
        { kind: 'section', label: 'Overview', index: 1, content: 'Overview\nRevenue grew & churn fell.' },
        { kind: 'section', label: 'Accounts', index: 2, content: 'Accounts\nName\tARR\nAcme\t$1.2M' },
      ],
    });
  });

  it('is one "Document" section when it has no heading; a Title starts a section', async () => {
    const plain = await parseFile('plain.docx', undefined, await docx(para('One.') + para('Two.')));
    expect(plain.elements).toEqual([{ kind: 'section', label: 'Document', index: 0, content: 'One.\nTwo.' }]);
    const titled = await parseFile(
      'titled.docx',
      undefined,
      await docx(para('Account plan', 'Title') + para('Goals.')),
    );
    expect(titled.elements).toEqual([
      { kind: 'section', label: 'Account plan', index: 0, content: 'Account plan\nGoals.' },
    ]);
  });
});

describe('PPTX', () => {
  it('gives slides in presentation order, labelled by title or "Slide N", with their notes', async () => {
    const bytes = await pptx([
      { file: 2, title: 'Q3 Review', body: ['Revenue up 12%', 'Churn down'], notes: 'Mention the Acme renewal.' },
      { file: 1, body: ['Appendix figures'] },
    ]);
    expect(await parseFile('deck.pptx', undefined, bytes)).toEqual({
      mediaType: PPTX,
      elements: [
        {
          kind: 'slide',
          label: 'Q3 Review',
          index: 0,
          content: 'Q3 Review\nRevenue up 12%\nChurn down\n\nNotes:\nMention the Acme renewal.',
        },
        { kind: 'slide', label: 'Slide 2', index: 1, content: 'Appendix figures' },
      ],
    });
  });
});

describe('TXT and MD', () => {
  it('are one text element, BOM and NUL bytes removed, invalid UTF-8 replaced', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('caf\u00e9\0 notes '), 0xff, ...utf8('!')]);
    expect(await parseFile('C:\\Users\\ada\\notes.txt', undefined, bytes)).toEqual({
      mediaType: 'text/plain',
      elements: [{ kind: 'text', label: 'notes.txt', index: 0, content: 'caf\u00e9 notes \uFFFD!' }],
    });
    const md = await parseFile('README.md', 'text/plain', utf8('# Plan\n\n- ship it\n'));
    expect(md).toEqual({
      mediaType: 'text/markdown',
      elements: [{ kind: 'text', label: 'README.md', index: 0, content: '# Plan\n\n- ship it\n' }],
    });
  });
});

describe('mediaTypeOf', () => {
  it('trusts magic bytes over names, and names over declared types for text', async () => {
    const [pdfBytes, deck, memo] = await Promise.all([pdf([['x']]), pptx([{ file: 1, body: ['x'] }]), docx(para('x'))]);
    expect(mediaTypeOf('scan.bin', 'application/octet-stream', pdfBytes)).toBe('application/pdf');
    expect(mediaTypeOf('deck.zip', undefined, deck)).toBe(PPTX);
    expect(mediaTypeOf('renamed.xlsx', XLSX, memo)).toBe(DOCX);
    expect(mediaTypeOf('export', 'text/csv; charset=utf-8', utf8('a,b\n1,2'))).toBe('text/csv');
    expect(mediaTypeOf('notes.md', 'text/plain', utf8('# x'))).toBe('text/markdown');
    expect(
      mediaTypeOf(
        'photo.txt',
        'text/plain',
        new Uint8Array(256).map((_, i) => i),
      ),
    ).toBeUndefined();
    expect(mediaTypeOf('blob.bin', undefined, utf8('hello'))).toBeUndefined();
    // Only a file named as a PDF may have its header after some junk; notes may quote one.
    expect(mediaTypeOf('notes.md', undefined, utf8('Every PDF starts with %PDF-1.7'))).toBe('text/markdown');
  });

  it('reads a PDF whose header follows a few bytes of junk', async () => {
    const bytes = new Uint8Array([...utf8('junk\n'), ...(await pdf([['Still readable']]))]);
    expect(mediaTypeOf('prefixed.pdf', undefined, bytes)).toBe('application/pdf');
    const parsed = await parseFile('prefixed.pdf', undefined, bytes);
    expect(parsed.elements).toEqual([{ kind: 'page', label: 'Page 1', index: 0, content: 'Still readable' }]);
  });
});
