import { XMLParser } from 'fast-xml-parser';
import JSZip from 'jszip';
import { type ParsedElement } from '../types';
import { type Parsed } from './parsed';
import { oneLine } from './text';

/** A node of fast-xml-parser's ordered output: { tag: children, ':@': attributes } or { '#text': text }. */
type XmlNode = Record<string, unknown>;

// Ordered, untrimmed and unconverted: run order and spaces matter, and "007" must stay text.
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
});

function tagOf(node: XmlNode): string {
  return Object.keys(node).find((key) => key !== ':@') ?? '';
}

function childrenOf(node: XmlNode): XmlNode[] {
  const children = node[tagOf(node)];
  return Array.isArray(children) ? (children as XmlNode[]) : [];
}

function attribute(node: XmlNode, name: string): string | undefined {
  const value = (node[':@'] as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

function* descendants(nodes: XmlNode[]): Generator<XmlNode> {
  for (const node of nodes) {
    yield node;
    yield* descendants(childrenOf(node));
  }
}

async function readXml(zip: JSZip, path: string): Promise<XmlNode[] | undefined> {
  const text = await zip.file(path)?.async('string');
  if (text === undefined) return undefined;
  const parsed: unknown = parser.parse(text);
  return Array.isArray(parsed) ? (parsed as XmlNode[]) : [];
}

/** Resolves a relationship target against the folder of the part that names it. */
function resolve(from: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = from.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

/** A part's relationships (from its _rels/*.rels): id → { type, path }. */
async function relationships(zip: JSZip, part: string): Promise<Map<string, { type: string; path: string }>> {
  const slash = part.lastIndexOf('/');
  const nodes = (await readXml(zip, `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`)) ?? [];
  const map = new Map<string, { type: string; path: string }>();
  for (const node of descendants(nodes)) {
    const [id, target] = [attribute(node, 'Id'), attribute(node, 'Target')];
    if (tagOf(node) !== 'Relationship' || !id || !target || attribute(node, 'TargetMode') === 'External') continue;
    map.set(id, { type: attribute(node, 'Type') ?? '', path: resolve(part, target) });
  }
  return map;
}

/** A text paragraph's runs in order; a:br is a line break. */
function paragraphText(paragraph: XmlNode): string {
  let text = '';
  for (const node of descendants(childrenOf(paragraph))) {
    const tag = tagOf(node);
    if (tag === 'a:br') text += '\n';
    else if (tag === 'a:t')
      text += childrenOf(node)
        .map((child) => String(child['#text'] ?? ''))
        .join('');
  }
  return text;
}

interface Paragraph {
  text: string;
  /** The placeholder type of the shape it is in ("title", "body", ...); undefined outside placeholders. */
  placeholder: string | undefined;
}

/** Paragraphs in document order; a table row becomes one line, its cells separated by tabs. */
function paragraphs(nodes: XmlNode[], placeholder: string | undefined, out: Paragraph[]): Paragraph[] {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === 'a:p') {
      out.push({ text: paragraphText(node), placeholder });
    } else if (tag === 'a:tr') {
      const cells = childrenOf(node).filter((cell) => tagOf(cell) === 'a:tc');
      const text = cells.map((cell) =>
        paragraphs(childrenOf(cell), placeholder, [])
          .map((p) => p.text)
          .join(' '),
      );
      out.push({ text: text.join('\t'), placeholder });
    } else if (tag === 'p:sp') {
      const nvSpPr = childrenOf(node).find((child) => tagOf(child) === 'p:nvSpPr') ?? {};
      const ph = [...descendants(childrenOf(nvSpPr))].find((child) => tagOf(child) === 'p:ph');
      // A placeholder without a type is a body placeholder.
      paragraphs(childrenOf(node), ph ? (attribute(ph, 'type') ?? 'body') : undefined, out);
    } else if (tag !== '#text') {
      paragraphs(childrenOf(node), placeholder, out);
    }
  }
  return out;
}

/** Slide parts in the order the presentation shows them, or by number when it does not say. */
async function slidePaths(zip: JSZip): Promise<string[]> {
  const rels = await relationships(zip, 'ppt/presentation.xml');
  const presentation = (await readXml(zip, 'ppt/presentation.xml')) ?? [];
  const ordered = [...descendants(presentation)]
    .filter((node) => tagOf(node) === 'p:sldId')
    .map((node) => rels.get(attribute(node, 'r:id') ?? '')?.path)
    .filter((path): path is string => path !== undefined && zip.file(path) !== null);
  if (ordered.length > 0) return ordered;
  const numbered = zip.file(/^ppt\/slides\/slide\d+\.xml$/).map((file) => file.name);
  const number = (path: string) => Number(/(\d+)\.xml$/.exec(path)?.[1]);
  return numbered.sort((a, b) => number(a) - number(b));
}

/** The speaker notes of a slide: the body placeholder of its notes page, without the slide image or number. */
async function notesOf(zip: JSZip, slide: string): Promise<string> {
  const rel = [...(await relationships(zip, slide)).values()].find((r) => r.type.endsWith('/notesSlide'));
  const nodes = rel ? await readXml(zip, rel.path) : undefined;
  if (!nodes) return '';
  const lines = paragraphs(nodes, undefined, []).filter((p) => p.placeholder === 'body' && p.text.trim());
  return lines.map((p) => p.text).join('\n');
}

/** Each slide of a PPTX file as a 'slide' element, labelled by its title or "Slide N", notes included. */
export async function parsePptx(bytes: Uint8Array): Promise<Parsed> {
  const zip = await JSZip.loadAsync(bytes);
  const elements: ParsedElement[] = [];
  for (const [index, path] of (await slidePaths(zip)).entries()) {
    const found = paragraphs((await readXml(zip, path)) ?? [], undefined, []).filter((p) => p.text.trim());
    const title = oneLine(
      found
        .filter((p) => p.placeholder === 'title' || p.placeholder === 'ctrTitle')
        .map((p) => p.text)
        .join(' '),
    );
    const notes = await notesOf(zip, path);
    const text = found.map((p) => p.text).join('\n');
    const content = notes ? `${text}${text ? '\n\n' : ''}Notes:\n${notes}` : text;
    elements.push({ kind: 'slide', label: title || `Slide ${index + 1}`, index, content });
  }
  return { elements, notes: [] };
}
