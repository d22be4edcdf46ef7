import type { Element, ElementContent, Root, Text } from 'hast';
import { type CellQuote, findQuotedCell, parseCellQuote } from '../sources/cell-quote';
import { quotePattern } from '../sources/quote-pattern';

/** Elements whose text reads as one run: a quoted sentence may cross bold or links inside them, not across them. */
const BLOCKS = new Set(['p', 'li', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'dt', 'dd']);

/**
 * A quote as derivation took it from Markdown source ("ARR hit **$3M**"),
 * as the rendered page reads it ("ARR hit $3M"): emphasis, code and link
 * syntax, list and heading markers gone; whitespace-tolerant.
 */
export function renderedQuotePattern(quote: string | undefined): RegExp | undefined {
  return quotePattern(rendered(quote ?? ''));
}

function rendered(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/\*\*|__|~~|`|\*/g, '')
    .replace(/(^|\s)_(?=\S)|(?<=\S)_(?=\s|$)/g, '$1');
}

/** All text inside an element. */
function textOf(node: Element): string {
  return node.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? textOf(c) : '')).join('');
}

const elements = (node: Root | Element, tag: (t: string) => boolean, out: Element[] = []): Element[] => {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (tag(child.tagName)) out.push(child);
    else elements(child, tag, out);
  }
  return out;
};

/** The one table cell a table value's quote names ("ARR · Oct 2026 · $1.18M"), as the page renders it. */
function quotedCell(tree: Root, q: CellQuote): Element | undefined {
  const plain = { labels: q.labels.map(rendered), cell: rendered(q.cell) };
  for (const table of elements(tree, (t) => t === 'table')) {
    const rows = elements(table, (t) => t === 'tr').map((tr) => elements(tr, (t) => t === 'td' || t === 'th'));
    const at = findQuotedCell(
      rows.map((cells) => cells.map(textOf)),
      plain,
    );
    if (at) return rows[at.row]?.[at.column];
  }
  return undefined;
}

/** The text nodes of a block, in order, without those of blocks nested in it (they are marked on their own). */
function textsOf(node: Element, out: { parent: Element; node: Text }[] = []) {
  for (const child of node.children) {
    if (child.type === 'text') out.push({ parent: node, node: child });
    else if (child.type === 'element' && !BLOCKS.has(child.tagName)) textsOf(child, out);
  }
  return out;
}

const mark = (value: string): Element => ({
  type: 'element',
  tagName: 'mark',
  properties: { dataQuote: '' },
  children: [{ type: 'text', value }],
});

/** Splits each text node along the matched ranges, the matched parts inside <mark data-quote>. */
function markBlock(block: Element, pattern: RegExp): void {
  const texts = textsOf(block);
  const whole = texts.map((t) => t.node.value).join('');
  const ranges = [...whole.matchAll(pattern)]
    .filter((m) => m[0].length > 0)
    .map((m) => [m.index, m.index + m[0].length]);
  if (ranges.length === 0) return;
  let offset = 0;
  for (const { parent, node } of texts) {
    const start = offset;
    const end = offset + node.value.length;
    offset = end;
    const pieces: ElementContent[] = [];
    let at = start;
    for (const [from = 0, to = 0] of ranges) {
      const a = Math.max(from, start);
      const b = Math.min(to, end);
      if (a >= b) continue;
      if (a > at) pieces.push({ type: 'text', value: node.value.slice(at - start, a - start) });
      pieces.push(mark(node.value.slice(a - start, b - start)));
      at = b;
    }
    if (pieces.length === 0) continue;
    if (at < end) pieces.push({ type: 'text', value: node.value.slice(at - start) });
    parent.children.splice(parent.children.indexOf(node), 1, ...pieces);
  }
}

function walk(node: Root | Element, pattern: RegExp): void {
  for (const child of [...node.children]) {
    if (child.type !== 'element') continue;
    if (BLOCKS.has(child.tagName)) markBlock(child, pattern);
    walk(child, pattern);
  }
}

/** Marks a quoted passage in rendered Markdown, where the page and the review pane show a note or a meeting. */
export function rehypeMarkQuote({ quote }: { quote?: string }) {
  const pattern = renderedQuotePattern(quote);
  const cell = parseCellQuote(quote);
  return (tree: Root) => {
    const target = cell && quotedCell(tree, cell);
    if (target) markBlock(target, /[\s\S]+/g);
    else if (pattern) walk(tree, pattern);
  };
}
