import { createHash } from 'node:crypto';

// How intake reads MIME as real mailers and mail stores write it. Pure data
// in and out: this runs wherever the message is parsed, a worker included.

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The bytes after a UTF-8 byte-order mark, when they start with one. */
export const withoutBom = (raw: Buffer): Buffer =>
  raw.subarray(0, BOM.length).equals(BOM) ? raw.subarray(BOM.length) : raw;

/**
 * The message without framing that is not part of it: a UTF-8 byte-order mark
 * (editors add one) and a leading mbox "From " separator line (a message saved
 * out of a mailbox keeps it). Neither is a header, so neither makes the bytes
 * less of a message.
 */
export function unframe(raw: Buffer): Buffer {
  let out = withoutBom(raw);
  if (out.subarray(0, 5).toString('latin1') === 'From ') {
    const eol = out.indexOf(0x0a);
    out = eol === -1 ? out.subarray(out.length) : out.subarray(eol + 1);
  }
  return out;
}

/**
 * Why a part is not read, or undefined when it is a document to read. These
 * parts hold no text a person wrote for us: the file is kept (and can be
 * downloaded), its state is `skipped` and this is its reason.
 */
export function skipReason(mediaType: string | null | undefined): string | undefined {
  const type = (mediaType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (/^(image|audio|video)\//.test(type)) {
    return `Not read: ${type.split('/')[0]} files hold no text to take values from.`;
  }
  if (/^application\/(x-)?pkcs7-signature$|^application\/pgp-signature$/.test(type)) {
    return 'Not read: a digital signature of the message, not a document.';
  }
  if (type === 'application/pgp-keys') return 'Not read: a public key, not a document.';
  if (type === 'message/external-body') {
    return 'Not read: a reference to content stored elsewhere (message/external-body); the message does not carry it.';
  }
  return undefined;
}

interface InnerMessage {
  from: { name: string | null; email: string };
  to: { name: string | null; email: string }[];
  subject: string | null;
  sentAt: Date | null;
  text: string;
}

const mailbox = (a: { name: string | null; email: string }) => (a.name ? `${a.name} <${a.email}>` : a.email);

/**
 * An attached message (message/rfc822) as the body of the email that carries
 * it shows it: the block mail clients write for an inline forward, so the
 * forwarded text is read (and cited) where it stands, under its own sender.
 */
export function forwardedBlock(inner: InnerMessage): string {
  const head = [
    '---------- Forwarded message ----------',
    `From: ${mailbox(inner.from)}`,
    ...(inner.sentAt ? [`Date: ${inner.sentAt.toUTCString()}`] : []),
    `Subject: ${inner.subject ?? ''}`,
    ...(inner.to.length > 0 ? [`To: ${inner.to.map(mailbox).join(', ')}`] : []),
  ];
  return `${head.join('\n')}\n\n${inner.text.trim()}`;
}

interface Content {
  from: { email: string };
  to: { email: string }[];
  cc: { email: string }[];
  subject: string | null;
  /** The Date header as written: mailparser dates a message without one at the time it reads it. */
  dateHeader: string | undefined;
  inReplyTo: string | null;
  text: string;
  html: string | null;
  attachments: { name: string; mediaType: string; bytes: Buffer }[];
}

/** Line ends and trailing blank lines are how a store keeps the text, not what it says. */
const normal = (s: string | null) => (s ?? '').replace(/\r\n?/g, '\n').trimEnd();

/**
 * The key of a message that has no Message-ID: SHA-256 of what it says (sender,
 * recipients, date, subject, thread, text, HTML, attachments), not of its bytes.
 * The same message saved in an mbox (a "From " line, LF line ends, ">From "
 * quoting, a blank line after it) and sent to POST /emails as the mailer wrote
 * it (CRLF) differs in bytes only; headers a mail store adds (Status,
 * X-Gmail-Labels) are not part of it either. Two messages equal in all of this
 * are one message.
 */
export function contentKey(mail: Content): string {
  const what = JSON.stringify([
    mail.from.email,
    mail.to.map((a) => a.email),
    mail.cc.map((a) => a.email),
    mail.subject,
    mail.dateHeader ?? null,
    mail.inReplyTo,
    normal(mail.text),
    normal(mail.html),
    mail.attachments.map((a) => [a.name, a.mediaType, createHash('sha256').update(a.bytes).digest('hex')]),
  ]);
  return `sha256:${createHash('sha256').update(what, 'utf8').digest('hex')}`;
}
