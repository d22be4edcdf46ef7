import type { ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { EMAIL_HTML_TAGS, type EmailHtmlNode, type EmailHtmlTag } from './email-html-tree';

/** Beyond this the formatted view is not offered: the text view holds the same words. */
const MAX_HTML_CHARS = 2_000_000;
const MAX_NODES = 50_000;

const allowed = new Set<string>(EMAIL_HTML_TAGS);
const isTag = (name: string): name is EmailHtmlTag => allowed.has(name);

/**
 * An email's HTML body as a tree of safe nodes, or null when it has none (or
 * too much to show). sanitize-html keeps only formatting, lists, tables and
 * web or mail links, and drops scripts, styles, images (remote images would
 * call out and track the reader) and every other attribute. The tree, rather
 * than markup, goes to the page, so text nodes can mark a quoted passage.
 */
export function emailHtmlTree(html: string | null): EmailHtmlNode[] | null {
  if (!html?.trim() || html.length > MAX_HTML_CHARS) return null;
  const clean = sanitizeHtml(html, {
    allowedTags: [...EMAIL_HTML_TAGS],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
  });
  let budget = MAX_NODES;
  const convert = (nodes: ChildNode[]): EmailHtmlNode[] => {
    const out: EmailHtmlNode[] = [];
    for (const node of nodes) {
      if (--budget < 0) break;
      if (node.type === 'text') {
        if (node.data) out.push({ text: node.data });
      } else if (node.type === 'tag' && isTag(node.name)) {
        const href = node.name === 'a' ? node.attribs.href : undefined;
        out.push({ tag: node.name, ...(href ? { href } : {}), children: convert(node.children) });
      } else if ('children' in node) {
        out.push(...convert(node.children));
      }
    }
    return out;
  };
  const tree = convert(parseDocument(clean, { decodeEntities: true }).children);
  return tree.length > 0 ? tree : null;
}
