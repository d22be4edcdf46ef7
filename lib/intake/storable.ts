import { createHash } from 'node:crypto';

// What PostgreSQL can hold of a parsed message, and a note of every change
// made to get there. `text` refuses NUL; `jsonb` (recipients, the audit trail)
// refuses NUL and lone UTF-16 surrogates; timestamptz takes only instants
// written with a four-digit year; a btree row holds about 2.7 KB. Pure data
// in and out: this runs wherever the message is parsed, a worker included.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * No email predates the Unix epoch, and earlier instants read back wrongly
 * (JavaScript takes years below 100 for 19xx or 20xx; old local-mean-time
 * offsets carry seconds). After 9999 an ISO 8601 year needs six digits,
 * which PostgreSQL does not read.
 */
const EARLIEST_SENT_AT = new Date('1970-01-01T00:00:00.000Z');
const LATEST_SENT_AT = new Date('9999-12-31T23:59:59.999Z');

/**
 * Ids longer than this many UTF-8 bytes are kept as `sha256:<hex>`. A header
 * line holds at most 998 characters (RFC 5322), so no id a mailer wrote in
 * one line is changed, and the hash fits the unique index's row with room.
 */
const MAX_ID_BYTES = 998;

/** Headers quoted in a note are cut to this length: a note explains, it does not carry the header. */
const QUOTE_LIMIT = 200;

/** Makes a message's texts storable and remembers what it changed, field by field, in reading order. */
export class Repairs {
  private readonly nul = new Set<string>();
  private readonly surrogates = new Set<string>();
  private readonly hashed = new Set<string>();
  private readonly other: string[] = [];

  /** The text without NUL characters, lone surrogates replaced by U+FFFD; notes which of the two it changed. */
  text(field: string, value: string): string {
    const withoutNul = value.replaceAll('\u0000', '');
    if (withoutNul !== value) this.nul.add(field);
    const out = withoutNul.replace(LONE_SURROGATE, '\uFFFD');
    if (out !== withoutNul) this.surrogates.add(field);
    return out;
  }

  /** A message id the unique index and thread lookups can hold: itself, or its SHA-256 when too long. */
  id(field: string, value: string): string {
    if (Buffer.byteLength(value, 'utf8') <= MAX_ID_BYTES) return value;
    this.hashed.add(field);
    return `sha256:${createHash('sha256').update(value, 'utf8').digest('hex')}`;
  }

  /** The instant, clamped into what can be stored; `header` is the Date header as written, for the note. */
  date(value: Date, header: string | undefined): Date {
    const bound =
      value.getTime() > LATEST_SENT_AT.getTime()
        ? LATEST_SENT_AT
        : value.getTime() < EARLIEST_SENT_AT.getTime()
          ? EARLIEST_SENT_AT
          : undefined;
    if (!bound) return value;
    const quoted = this.text('Date', header ?? value.toISOString()).slice(0, QUOTE_LIMIT);
    this.other.push(
      `The Date header "${quoted}" is outside ${EARLIEST_SENT_AT.toISOString()} to ${LATEST_SENT_AT.toISOString()}; ` +
        `occurredAt was clamped to ${bound.toISOString()}.`,
    );
    return new Date(bound);
  }

  /** Any other change, said in one sentence. */
  note(sentence: string): void {
    this.other.push(sentence);
  }

  /** What was changed, one sentence per kind of change; empty when the message was stored as it came. */
  notes(): string[] {
    const list = (fields: Set<string>) => [...fields].join(', ');
    const out: string[] = [];
    if (this.nul.size > 0) out.push(`NUL characters were removed from ${list(this.nul)}.`);
    if (this.surrogates.size > 0) {
      out.push(`Lone UTF-16 surrogates were replaced with U+FFFD in ${list(this.surrogates)}.`);
    }
    if (this.hashed.size > 0) {
      out.push(
        `${list(this.hashed)}: ids longer than ${MAX_ID_BYTES} bytes are kept as their SHA-256 (sha256:<hex>), ` +
          'so the same id still matches.',
      );
    }
    return [...out, ...this.other];
  }
}
