import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ANCHOR } from '../time';

/**
 * A plain PDF, one page per entry and one line per string (A4, Helvetica).
 * Its dates are the seed's anchor, so the same story gives the same bytes.
 */
export async function pdfOf(pages: string[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(ANCHOR);
  doc.setModificationDate(ANCHOR);
  doc.setProducer('Portfolio Intelligence demo');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 56, y: 780 - 22 * i, size: 13, font }));
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
