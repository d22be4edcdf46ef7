import { createHash } from 'node:crypto';
import { htmlToText } from 'html-to-text';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { contentKey, forwardedBlock, skipReason, unframe } from './mime-parts';
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
  /** Why the part will not be read (an image, a signature, an attached message that is not one); stored as the file's error. */
  error?: string;
}

export interface ParsedEmail {
  /** The Message-ID without angle brackets (`sha256:<hex>` of it when too long), or else `contentKey` of the message. */
  messageId: string;
  /** Without a Message-ID: the key intake gave such a message before content keys (SHA-256 of the raw bytes), so one stored then is still found. */
  legacyId: string | null;
  subject: string | null;
  from: Address;
  to: Address[];
  cc: Address[];
  sentAt: Date | null;
  /** Plain text: the text part, or the HTML part converted to text; then each attached message as a forwarded block. */
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

/**
 * The message with its header section ended, or undefined when the bytes do not start with one.
 * A header section some mailers end without the blank line ends, as Python's email parser reads it,
 * at the first line that is neither a header nor a continuation: the blank line is put there.
 */
function headerSectionEnded(raw: Buffer, fix: Repairs): Buffer | undefined {
  const head = raw.subarray(0, 64 * 1024).toString('latin1');
  let at = 0;
  for (let n = 0; at < head.length; n++) {
    const eol = head.indexOf('\n', at);
    const line = head.slice(at, eol === -1 ? head.length : eol).replace(/\r$/, '');
    if (line === '') return n === 0 ? undefined : raw;
    if (!HEADER_LINE.test(line) && (n === 0 || !/^[ \t]/.test(line))) {
      if (n === 0) return undefined;
      fix.note(
        'The header section had no blank line after it; the body was taken to start at its first line that is not a header.',
      );
      const crlf = head[at - 2] === '\r';
      return Buffer.concat([raw.subarray(0, at), Buffer.from(crlf ? '\r\n' : '\n'), raw.subarray(at)]);
    }
    if (eol === -1) break;
    at = eol + 1;
  }
  return raw;
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

/** mailparser's reading of the bytes, its HTML-only body converted by `textOfHtml`. */
async function parsed(raw: Buffer): Promise<ParsedMail> {
  // Attached messages are read below, each as its own message; HTML is converted below, keeping
  // tables' columns apart (mailparser's own conversion runs them together).
  const options = { skipImageLinks: true, keepCidLinks: false, ignoreEmbedded: true } as const;
  try {
    const mail = await simpleParser(raw, { ...options, skipHtmlToText: true });
    const html = typeof mail.html === 'string' ? mail.html : '';
    if (mail.text?.trim() || !html) return mail;
    const text = html.length <= OWN_HTML_LIMIT ? textOfHtml(html) : undefined;
    // Past the limit (or if ours fails), mailparser's conversion, with its guards against hostile HTML.
    return text === undefined ? await simpleParser(raw, options) : { ...mail, text };
  } catch (err) {
    throw new NotAMessageError(`the message could not be parsed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Messages attached to messages are read this deep; a deeper one stays a file, with its reason. */
const MAX_NESTING = 3;

const isMessagePart = (type: string) => type === 'message/rfc822' || type === 'message/global';

interface Parts {
  /** The forwarded blocks of attached messages, in order. */
  forwarded: string[];
  attachments: ParsedAttachment[];
  notes: string[];
}

/**
 * The message's parts: documents to read; parts that are no document, kept with why they are not
 * read; and each attached message read as the email it is: its text a forwarded block, its own
 * parts these parts.
 */
async function partsOf(mail: ParsedMail, fix: Repairs, depth: number): Promise<Parts> {
  const out: Parts = { forwarded: [], attachments: [], notes: [] };
  let unnamed = 0;
  for (const a of mail.attachments) {
    // Inline images of an HTML body are part of its layout, not documents someone sent.
    if (a.related && a.contentType.startsWith('image/')) continue;
    const mediaType = fix.text('attachment types', a.contentType.toLowerCase());
    const name = fix.text('attachment names', a.filename ?? '').trim() || `attachment-${++unnamed}`;
    let error = skipReason(mediaType);
    if (isMessagePart(mediaType)) {
      if (depth >= MAX_NESTING) {
        error = `Not read: a message attached ${depth + 1} levels deep; intake reads ${MAX_NESTING}.`;
      } else {
        try {
          const inner = await parseMessage(a.content, depth + 1);
          out.forwarded.push(forwardedBlock(inner));
          out.attachments.push(...inner.attachments);
          out.notes.push(...inner.notes.map((n) => `In the attached message: ${n}`));
          continue;
        } catch (err) {
          if (!(err instanceof NotAMessageError)) throw err;
          error = `The attached message could not be read: ${err.message}.`;
        }
      }
    }
    out.attachments.push({ name, mediaType, bytes: a.content, ...(error ? { error } : {}) });
  }
  return out;
}

/** Parses one raw RFC 5322 message with mailparser. Throws NotAMessageError for bytes that are not one. */
export function parseEmail(raw: Buffer): Promise<ParsedEmail> {
  return parseMessage(raw, 0);
}

async function parseMessage(raw: Buffer, depth: number): Promise<ParsedEmail> {
  const fix = new Repairs();
  const bytes = headerSectionEnded(unframe(raw), fix);
  if (!bytes) throw new NotAMessageError('the body is not an RFC 5322 message: it has no header section');
  const mail = await parsed(bytes);
  const [from] = storableAddresses(fix, 'From', addresses(mail.from));
  if (!from) throw new NotAMessageError('the message has no From address');
  const subject = fix.text('Subject', mail.subject ?? '').trim() || null;
  const to = storableAddresses(fix, 'To', addresses(mail.to));
  const cc = storableAddresses(fix, 'Cc', addresses(mail.cc));
  // An id that was nothing but NUL is no id: the content's key stands in, as for a missing one.
  const bareId = mail.messageId ? fix.text('Message-ID', bare(mail.messageId)) : '';
  const ownId = bareId && fix.id('Message-ID', bareId);
  // Replies name their thread by these ids: kept by the same rule as Message-ID, so they still match.
  const parentId = mail.inReplyTo ? fix.text('In-Reply-To', bare(mail.inReplyTo)) : '';
  const inReplyTo = parentId ? fix.id('In-Reply-To', parentId) : null;
  const references = referencesOf(mail)
    .map((r) => fix.text('References', r))
    .filter(Boolean)
    .map((r) => fix.id('References', r));
  const dateHeader = headerValue(mail, 'date');
  const date = mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : null;
  const sentAt = date && fix.date(date, dateHeader);
  const html = typeof mail.html === 'string' ? fix.text('HTML body', mail.html) : null;
  const parts = await partsOf(mail, fix, depth);
  const text = [fix.text('body', mail.text ?? ''), ...parts.forwarded].filter((t) => t.trim()).join('\n\n');
  const content = { from, to, cc, subject, sentAt, inReplyTo, text, html, attachments: parts.attachments };
  return {
    ...content,
    messageId: ownId || contentKey({ ...content, dateHeader }),
    legacyId: ownId ? null : `sha256:${createHash('sha256').update(raw).digest('hex')}`,
    references,
    notes: [...fix.notes(), ...parts.notes],
  };
}
