/**
 * Request bodies as plans hold them. Thousands of plans are generated per
 * operation before any is sent, so megabyte strings and 5,000-deep nesting
 * are kept as small stand-ins and expanded only on the wire; reports print
 * the stand-in, not the megabyte.
 */

/** A string of `unit` repeated `count` times (1 MB strings). */
export class Huge {
  constructor(
    readonly unit: string,
    readonly count: number,
  ) {}
}

/** `depth` nested arrays or objects, innermost `1`. */
export class Deep {
  constructor(
    readonly depth: number,
    readonly shape: 'array' | 'object',
  ) {}
}

/** JSON text spliced in as-is: numbers JavaScript cannot hold, duplicate keys, raw escapes. */
export class RawJson {
  constructor(readonly text: string) {}
}

export type Json = null | boolean | number | string | Huge | Deep | RawJson | Json[] | { [key: string]: Json };

export type Body =
  | { kind: 'json'; value: Json }
  /** Exact text, sent as UTF-8 (malformed JSON, RFC 822 messages, form data). */
  | { kind: 'text'; text: string }
  /** Exact bytes (invalid UTF-8, byte order marks). */
  | { kind: 'bytes'; bytes: Uint8Array }
  | { kind: 'multipart'; boundary: string; parts: MultipartPart[] };

export interface MultipartPart {
  name: string;
  filename?: string;
  type?: string;
  data: string | Huge;
}

function deepText(d: Deep): string {
  return d.shape === 'array'
    ? `${'['.repeat(d.depth)}1${']'.repeat(d.depth)}`
    : `${'{"a":'.repeat(d.depth)}1${'}'.repeat(d.depth)}`;
}

/** JSON text of a value; strings with lone surrogates come out escaped (`"\ud800"`), as JSON.stringify writes them. */
export function toJson(value: Json): string {
  if (value instanceof Huge) return JSON.stringify(value.unit.repeat(value.count));
  if (value instanceof Deep) return deepText(value);
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Short, readable form for reports: stand-ins stay stand-ins. */
export function describeJson(value: Json): string {
  if (value instanceof Huge) return `<${JSON.stringify(value.unit)}×${value.count}>`;
  if (value instanceof Deep) return `<${value.depth}-deep ${value.shape === 'array' ? '[[…]]' : '{"a":{"a":…}}'}>`;
  if (value instanceof RawJson) return value.text.length > 80 ? `${value.text.slice(0, 80)}…` : value.text;
  if (Array.isArray(value)) return `[${value.map(describeJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${describeJson(v)}`)
      .join(',')}}`;
  }
  const text = JSON.stringify(value) ?? 'null';
  return text.length > 120 ? `${text.slice(0, 120)}…(${text.length} chars)` : text;
}

export function bodyBytes(body: Body): Buffer {
  switch (body.kind) {
    case 'json':
      return Buffer.from(toJson(body.value), 'utf8');
    case 'text':
      return Buffer.from(body.text, 'utf8');
    case 'bytes':
      return Buffer.from(body.bytes);
    case 'multipart': {
      const chunks = body.parts.map((p) => {
        const disposition = `form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
        const data = p.data instanceof Huge ? p.data.unit.repeat(p.data.count) : p.data;
        const type = p.type === undefined ? '' : `Content-Type: ${p.type}\r\n`;
        return `--${body.boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n${data}\r\n`;
      });
      return Buffer.from(`${chunks.join('')}--${body.boundary}--\r\n`, 'utf8');
    }
  }
}

export function describeBody(body: Body, max = 400): string {
  let text: string;
  switch (body.kind) {
    case 'json':
      text = describeJson(body.value);
      break;
    case 'text':
      text = JSON.stringify(body.text.length > max ? `${body.text.slice(0, max)}…` : body.text);
      break;
    case 'bytes':
      text = `bytes ${Buffer.from(body.bytes.slice(0, max / 2)).toString('hex')}${body.bytes.length > max / 2 ? '…' : ''}`;
      break;
    case 'multipart':
      text = `multipart ${body.parts
        .map(
          (p) =>
            `${p.name}${p.filename ? `(${p.filename})` : ''}=${p.data instanceof Huge ? describeJson(p.data) : JSON.stringify(p.data.slice(0, 60))}`,
        )
        .join(' ')}`;
      break;
  }
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
