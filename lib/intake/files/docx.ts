import mammoth from 'mammoth';
import { type ParsedElement } from '../types';
import { type Parsed } from './parsed';
import { oneLine } from './text';

/** Word's Title style opens a document the way a heading opens a section. */
const STYLE_MAP = ["p[style-name='Title'] => h1:fresh"];

/** Images add nothing to the text; an empty src keeps mammoth from base64-encoding each one. */
const NO_IMAGES = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

interface Section {
  label: string;
  lines: string[];
}

/**
 * Splits mammoth's HTML into sections at its headings (h1–h6), as text: a line per paragraph or
 * list item, table cells separated by tabs. mammoth writes simple, well-formed HTML, so a tag
 * scanner suffices.
 */
function sectionsOf(html: string): Section[] {
  const sections: Section[] = [{ label: 'Document', lines: [] }];
  let line = '';
  let heading: string | undefined;
  let cellDepth = 0;
  const flush = () => {
    const text = line.replace(/[ \t]+$/g, '').replace(/^[ ]+/, '');
    if (text.trim()) sections[sections.length - 1]?.lines.push(text);
    line = '';
  };
  for (const [, close, tagName, text] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/gi)) {
    if (text !== undefined) {
      if (heading !== undefined) heading += decodeEntities(text);
      else line += decodeEntities(text);
      continue;
    }
    const tag = (tagName ?? '').toLowerCase();
    if (/^h[1-6]$/.test(tag)) {
      if (!close) {
        flush();
        heading = '';
      } else {
        const label = oneLine(heading ?? '');
        heading = undefined;
        // An empty heading paragraph starts nothing.
        if (label) sections.push({ label, lines: [label] });
      }
    } else if (tag === 'br') {
      if (heading !== undefined) heading += ' ';
      else line += '\n';
    } else if (tag === 'td' || tag === 'th') {
      cellDepth += close ? -1 : 1;
      if (close) line = `${line.trimEnd()}\t`;
    } else if (close && (tag === 'p' || tag === 'li') && cellDepth > 0) {
      line += ' ';
    } else if (close && ['p', 'li', 'tr', 'table', 'ul', 'ol', 'blockquote', 'pre', 'div'].includes(tag)) {
      flush();
    }
  }
  flush();
  // Text before the first heading is the "Document" section; drop it when there is none.
  const [first, ...rest] = sections;
  return first && first.lines.length === 0 && rest.length > 0 ? rest : sections;
}

/** A DOCX file as 'section' elements, split at its headings; one "Document" section if it has none. */
export async function parseDocx(bytes: Uint8Array): Promise<Parsed> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { value: html } = await mammoth.convertToHtml({ buffer }, { styleMap: STYLE_MAP, convertImage: NO_IMAGES });
  const elements = sectionsOf(html).map((section, index): ParsedElement => ({
    kind: 'section',
    label: section.label,
    index,
    content: section.lines.join('\n'),
  }));
  return { elements, notes: [] };
}
