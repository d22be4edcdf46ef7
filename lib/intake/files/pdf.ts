import { getDocumentProxy } from 'unpdf';
import { FileParseError, type ParsedElement } from '../types';
import { count, FILE_LIMITS } from './limits';
import { detail, type Parsed } from './parsed';

type Pdf = Awaited<ReturnType<typeof getDocumentProxy>>;
type TextItem = Awaited<ReturnType<Awaited<ReturnType<Pdf['getPage']>>['getTextContent']>>['items'][number];

/**
 * pdfjs reports malformed files with its own errors; this bound only catches a promise that
 * never settles, so a stuck file fails instead of holding the caller forever.
 */
const STEP_TIMEOUT_MS = 30_000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took longer than ${STEP_TIMEOUT_MS / 1000} seconds`)),
      STEP_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function open(bytes: Uint8Array): Promise<Pdf> {
  try {
    // A copy, because pdfjs may take over (detach) the buffer it is given.
    return await withTimeout(getDocumentProxy(bytes.slice(), { verbosity: 0 }), 'opening the file');
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new FileParseError('The PDF is password-protected. Remove the password and upload it again.', 'encrypted');
    }
    throw new FileParseError(`The PDF could not be read: ${detail(error)}.`, 'corrupt');
  }
}

/**
 * A page's text as pdfjs lays it out: its text runs, with a newline where a line ends. Runs on one line more
 * than an em apart are a table's cells (a KPI table exported to PDF): a tab goes between them, so the page's
 * text keeps its columns. A word space is about a quarter of an em.
 */
function pageText(items: TextItem[]): string {
  let out = '';
  let pending = '';
  let prev: { end: number; y: number; size: number } | undefined;
  for (const item of items) {
    if (!('str' in item)) continue;
    if (item.str.trim() === '') {
      pending += item.str;
    } else {
      const [a = 0, , , d = 0, x = 0, y = 0] = item.transform;
      const size = Math.abs(d) || Math.abs(a) || item.height || 1;
      const sameLine = prev !== undefined && Math.abs(y - prev.y) < prev.size / 2;
      out += sameLine && prev && x - prev.end > Math.max(size, prev.size) ? '\t' : pending;
      out += item.str;
      pending = '';
      prev = { end: x + item.width, y, size };
    }
    if (item.hasEOL) {
      out += pending.replace(/[ \t]+$/, '') + '\n';
      pending = '';
      prev = undefined;
    }
  }
  return (out + pending).trimEnd();
}

/** Each page of a PDF as a 'page' element, "Page N"; only the first FILE_LIMITS.pdfPages are read. */
export async function parsePdf(bytes: Uint8Array): Promise<Parsed> {
  const pdf = await open(bytes);
  try {
    const total = pdf.numPages;
    if (total < 1) throw new FileParseError('The PDF could not be read: it has no pages.', 'corrupt');
    const read = Math.min(total, FILE_LIMITS.pdfPages);
    const elements: ParsedElement[] = [];
    const failed: number[] = [];
    for (let number = 1; number <= read; number++) {
      let content = '';
      try {
        const page = await withTimeout(pdf.getPage(number), `page ${number}`);
        content = pageText((await withTimeout(page.getTextContent(), `page ${number}`)).items);
        page.cleanup();
      } catch {
        // One damaged page should not cost the rest of the document.
        failed.push(number);
      }
      elements.push({ kind: 'page', label: `Page ${number}`, index: number - 1, content });
    }
    if (failed.length === read)
      throw new FileParseError('The PDF could not be read: none of its pages open.', 'corrupt');
    const notes: string[] = [];
    if (total > read) notes.push(`Only the first ${count(read)} of ${count(total)} pages were read.`);
    if (failed.length > 0) {
      const pages = failed.length === 1 ? `page ${failed[0]}` : `pages ${failed.slice(0, 10).join(', ')}`;
      notes.push(`The text of ${pages}${failed.length > 10 ? ' and others' : ''} could not be read.`);
    }
    return { elements, notes };
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}
