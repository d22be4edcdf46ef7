import { createHash } from 'node:crypto';
import { htmlToText } from 'html-to-text';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { Repairs } from './storable';

/** Bytes that do not make a message: no header section, or no sender. */
export class NotAMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotAMessageError';
  }
}

export interface Address {
  name: string | null;
  email: string;
}

interface ParsedAttachment {
  name: string;
  mediaType: string;
  bytes: Buffer;
}

export interface ParsedEmail {
  /** The Message-ID without angle brackets (`sha256:<hex>` of it when too long), or `sha256:<hex>` of the raw bytes. */
  messageId: string;
  subject: string | null;
  from: Address;
  to: Address[];
  cc: Address[];
  sentAt: Date | null;
  /** Plain text: the text part, or the HTML part converted to text. */
  text: string;
  html: string | null;
  inReplyTo: string | null;
  references: string[];
  attachments: ParsedAttachment[];
  /** What was changed so PostgreSQL could hold the message (NUL removed, a date clamped), one sentence each. */
  notes: string[];
}

/** A header section is lines of `Name: value` (or folded continuations) up to a blank line. */
const HEADER_LINE = /^[!-9;-~]+:/;

function looksLikeMessage(raw: Buffer): boolean {
  const head = raw.subarray(0, 64 * 1024).toString('latin1');
  const end = head.search(/\r?\n\r?\n/);
  const lines = (end === -1 ? head : head.slice(0, end)).split(/\r?\n/);
  if (!HEADER_LINE.test(lines[0] ?? '')) return false;
  return lines.every((l) => HEADER_LINE.test(l) || /^[ \t]/.test(l));
}

function addresses(value: AddressObject | AddressObject[] | undefined): Address[] {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const out: Address[] = [];
  // Groups ("undisclosed-recipients:;") nest their members one level down.
  const walk = (entries: AddressObject['value']) => {
    for (const a of entries) {
      if (a.group) walk(a.group);
      else if (a.address) out.push({ name: a.name || null, email: a.address.toLowerCase() });
    }
  };
  for (const obj of list) walk(obj.value);
  return out;
}

const bare = (id: string) => id.trim().replace(/^<|>$/g, '');

function storableAddresses(fix: Repairs, field: string, list: Address[]): Address[] {
  return list.map((a) => ({ name: a.name && (fix.text(field, a.name) || null), email: fix.text(field, a.email) }));
}

/** A header's value as written (the first of its name), for quoting in a note. */
function headerValue(mail: ParsedMail, key: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === key)?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\s+/g, ' ')
    .trim();
}

function referencesOf(mail: ParsedMail): string[] {
  const refs =
    mail.references === undefined ? [] : Array.isArray(mail.references) ? mail.references : [mail.references];
  return refs
    .flatMap((r) => r.split(/\s+/))
    .filter(Boolean)
    .map(bare);
}

/** HTML up to this size is converted by `textOfHtml`; htmlparser2 is slow on huge, deeply nested input. */
const OWN_HTML_LIMIT = 512 * 1024;

/**
 * An HTML-only body as text: a table's cells three spaces apart, one row per
 * line, so derivation reads it as the table it is; lines are not wrapped.
 */
function textOfHtml(html: string): string | undefined {
  try {
    return htmlToText(html, {
      wordwrap: false,
      limits: { maxDepth: 100 },
      selectors: [
        {
          selector: 'table',
          format: 'dataTable',
          options: { colSpacing: 3, maxColumnWidth: 200, uppercaseHeaderCells: false },
        },
        { selector: 'a', options: { ignoreHref: true } },
        { selector: 'img', format: 'skip' },
      ],
    });
  } catch {
    return undefined;
  }
}

/** Parses one raw RFC 5322 message with mailparser. Throws NotAMessageError for bytes that are not one. */
export async function parseEmail(raw: Buffer): Promise<ParsedEmail> {
  if (raw.length === 0 || !looksLikeMessage(raw)) {
    throw new NotAMessageError('the body is not an RFC 5322 message: it has no header section');
  }
  let mail: ParsedMail;
  try {
    // HTML is converted below, keeping tables' columns apart; mailparser's own conversion runs them together.
    mail = await simpleParser(raw, { skipImageLinks: true, keepCidLinks: false, skipHtmlToText: true });
    const html = typeof mail.html === 'string' ? mail.html : '';
    if (!mail.text?.trim() && html) {
      const text = html.length <= OWN_HTML_LIMIT ? textOfHtml(html) : undefined;
      // Past the limit (or if ours fails), mailparser's conversion, with its guards against hostile HTML.
      mail =
        text === undefined ? await simpleParser(raw, { skipImageLinks: true, keepCidLinks: false }) : { ...mail, text };
    }
  } catch (err) {
    throw new NotAMessageError(`the message could not be parsed: ${err instanceof Error ? err.message : String(err)}`);
  }
  const fix = new Repairs();
  const [from] = storableAddresses(fix, 'From', addresses(mail.from));
  if (!from) throw new NotAMessageError('the message has no From address');
  const subject = fix.text('Subject', mail.subject ?? '').trim() || null;
  const to = storableAddresses(fix, 'To', addresses(mail.to));
  const cc = storableAddresses(fix, 'Cc', addresses(mail.cc));
  // An id that was nothing but NUL is no id: the raw bytes' hash stands in, as for a missing one.
  const ownId = mail.messageId ? fix.text('Message-ID', bare(mail.messageId)) : '';
  const messageId = ownId ? fix.id('Message-ID', ownId) : `sha256:${createHash('sha256').update(raw).digest('hex')}`;
  // Replies name their thread by these ids: kept by the same rule as Message-ID, so they still match.
  const parentId = mail.inReplyTo ? fix.text('In-Reply-To', bare(mail.inReplyTo)) : '';
  const references = referencesOf(mail)
    .map((r) => fix.text('References', r))
    .filter(Boolean)
    .map((r) => fix.id('References', r));
  const sentAt = mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : null;
  const html = typeof mail.html === 'string' ? fix.text('HTML body', mail.html) : null;
  return {
    messageId,
    subject,
    from,
    to,
    cc,
    sentAt: sentAt && fix.date(sentAt, headerValue(mail, 'date')),
    text: fix.text('body', mail.text ?? ''),
    html,
    inReplyTo: parentId ? fix.id('In-Reply-To', parentId) : null,
    references,
    // Inline images of an HTML body are part of its layout, not documents someone sent.
    attachments: mail.attachments
      .filter((a) => !(a.related && a.contentType.startsWith('image/')))
      .map((a, i) => ({
        name: fix.text('attachment names', a.filename ?? '').trim() || `attachment-${i + 1}`,
        mediaType: fix.text('attachment types', a.contentType.toLowerCase()),
        bytes: a.content,
      })),
    notes: fix.notes(),
  };
}
