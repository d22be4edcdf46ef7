import { type CellValue } from 'exceljs';

/**
 * A cell as Excel displays it, from its value and number format: "Jan 2024" for a date
 * formatted "mmm yyyy", "1,250,000" for "#,##0", "30.0%" for "0.0%". Covers the formats
 * finance sheets use (dates, thousands, decimals, percent, currency, negatives in brackets);
 * anything more exotic falls back to the plain value.
 */
export function cellText(value: CellValue, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatNumber(value, numFmt);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return formatDate(value, numFmt);
  if ('error' in value) return value.error;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result ?? null, numFmt);
  // A hyperlink's text may itself be rich text, whatever the type says.
  const text: unknown = value.text;
  if (typeof text === 'string') return text;
  return text && typeof text === 'object' && 'richText' in text ? cellText(text as CellValue, undefined) : '';
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const DAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');

type Token = { literal: string } | { code: string };

/** A format section as literal text and codes; quotes, escapes, padding and fills handled. */
function tokenize(section: string, codes: RegExp): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < section.length) {
    const c = section.charAt(i);
    if (c === '"') {
      const end = section.indexOf('"', i + 1);
      tokens.push({ literal: section.slice(i + 1, end < 0 ? undefined : end) });
      i = end < 0 ? section.length : end + 1;
    } else if (c === '\\' || c === '_' || c === '*') {
      // \x is a literal x; _x pads the width of x (a space); *x fills the column (nothing here).
      tokens.push({ literal: c === '\\' ? section.charAt(i + 1) : c === '_' ? ' ' : '' });
      i += 2;
    } else if (c === '[') {
      const end = section.indexOf(']', i);
      const inside = section.slice(i + 1, end < 0 ? undefined : end);
      // [$€-407] is a currency symbol; [Red], [>100] and [h] (elapsed time) add no text here.
      if (inside.startsWith('$')) tokens.push({ literal: inside.slice(1).split('-')[0] ?? '' });
      else if (/^[hms]+$/i.test(inside)) tokens.push({ code: inside });
      i = end < 0 ? section.length : end + 1;
    } else {
      const match = codes.exec(section.slice(i));
      if (match?.index === 0) {
        tokens.push({ code: match[0] });
        i += match[0].length;
      } else {
        tokens.push({ literal: c });
        i++;
      }
    }
  }
  return tokens;
}

/** Sections of a format ("positive;negative;zero;text"), split outside quotes. */
function sectionsOf(format: string): string[] {
  return format.match(/(?:"[^"]*"|\\.|[^;])+/g) ?? [''];
}

const DATE_CODES = /^(?:yyyy|yy|m{1,5}|d{1,4}|hh?|ss?|am\/pm|a\/p|\.0+)/i;
const NUMBER_CODES = /^(?:[0#?,.]+(?:E[+-]0+)?|%)/i;

function isDateFormat(section: string): boolean {
  return tokenize(section, DATE_CODES).some((t) => 'code' in t && /^[dmyhs]/i.test(t.code));
}

function isGeneral(format: string | undefined): format is undefined {
  return !format || /^(general|@)$/i.test(format.trim());
}

/**
 * Excel's default date formats (built-in 14 "mm-dd-yy" and 22 "m/d/yy h:mm") follow the
 * viewer's locale rather than their code; an ISO date is unambiguous.
 */
function isDefaultDate(format: string): boolean {
  return /^(mm-dd-yy|m\/d\/yy h:mm)$/i.test(format.trim());
}

function fromSerial(serial: number): Date {
  return new Date(Math.round((serial - 25569) * 86_400_000));
}

/** Rounds half away from zero on the decimal digits, as Excel does (2.675 → 2.68). */
function fixed(value: number, decimals: number): string {
  // The exponent trick needs a plain decimal; huge and tiny values print with an exponent already.
  if (String(value).includes('e') || value >= 1e15) return value.toFixed(decimals);
  return Number(`${Math.round(Number(`${value}e${decimals}`))}e-${decimals}`).toFixed(decimals);
}

function general(value: number): string {
  return String(Number(value.toPrecision(15)));
}

/** The number in one numeric code such as "#,##0.00" or "0.0E+00", for a non-negative value. */
function digits(value: number, code: string): string {
  const [mantissa = '', exponent] = code.toUpperCase().split('E');
  const pattern = mantissa.replace(/,+$/, '');
  const scaled = value / 1000 ** (mantissa.length - pattern.length);
  const [intCode = '', fracCode = ''] = pattern.split('.');
  const decimals = fracCode.replace(/[^0#?]/g, '').length;
  if (exponent !== undefined) {
    const [m = '', e = '0'] = scaled.toExponential(decimals).split('e');
    const power = Number(e);
    return `${m}E${power < 0 ? '-' : '+'}${String(Math.abs(power)).padStart(exponent.length - 1, '0')}`;
  }
  let [int = '', frac = ''] = fixed(scaled, decimals).split('.');
  const minDecimals = (fracCode.match(/0/g) ?? []).length;
  while (frac.length > minDecimals && frac.endsWith('0')) frac = frac.slice(0, -1);
  const minInt = (intCode.match(/0/g) ?? []).length;
  if (int === '0' && minInt === 0) int = '';
  int = int.padStart(minInt, '0');
  if (intCode.includes(',')) int = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${int}.${frac}` : int;
}

function formatNumber(value: number, format: string | undefined): string {
  if (isGeneral(format) || !Number.isFinite(value)) return general(value);
  if (isDefaultDate(format)) return formatDate(fromSerial(value), undefined);
  const sections = sectionsOf(format);
  let section = sections[0] ?? '';
  let sign = value < 0 ? '-' : '';
  if (value < 0 && sections.length > 1) [section, sign] = [sections[1] ?? '', ''];
  else if (value === 0 && sections.length > 2) section = sections[2] ?? '';
  if (isDateFormat(section)) return formatDate(fromSerial(value), section);
  const tokens = tokenize(section, NUMBER_CODES);
  const numbers = tokens.filter((t) => 'code' in t && t.code !== '%');
  // A section of text only, such as "-" for zero in accounting formats, shows just that text.
  if (numbers.length === 0) return tokens.map((t) => ('literal' in t ? t.literal : '')).join('');
  // Fractions ("# ?/?") and other multi-part formats: show the plain value.
  if (numbers.length > 1 || tokens.some((t) => 'literal' in t && t.literal === '/')) return general(value);
  const percent = tokens.some((t) => 'code' in t && t.code === '%') ? 100 : 1;
  const text = tokens
    .map((t) => ('literal' in t ? t.literal : t.code === '%' ? '%' : digits(Math.abs(value) * percent, t.code)))
    .join('')
    .trim();
  return sign + text;
}

function two(n: number): string {
  return String(n).padStart(2, '0');
}

/** A date (read as UTC, as exceljs returns them) in a date format; ISO when there is none. */
function formatDate(date: Date, format: string | undefined): string {
  if (Number.isNaN(date.getTime())) return '';
  const section = isGeneral(format) || isDefaultDate(format) ? undefined : sectionsOf(format).find(isDateFormat);
  if (!section) {
    const iso = date.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  }
  const tokens = tokenize(section, DATE_CODES);
  const twelveHour = tokens.some((t) => 'code' in t && /^a/i.test(t.code));
  const codes = tokens.map((t) => ('code' in t ? t.code.toLowerCase() : ''));
  const hours = date.getUTCHours();
  return tokens
    .map((t, i) => {
      if ('literal' in t) return t.literal;
      const code = codes[i] ?? '';
      const previous = codes.slice(0, i).filter(Boolean).pop() ?? '';
      const next = codes.slice(i + 1).find(Boolean) ?? '';
      const minutes = /^m{1,2}$/.test(code) && (previous.startsWith('h') || next.startsWith('s'));
      if (minutes) return code === 'mm' ? two(date.getUTCMinutes()) : String(date.getUTCMinutes());
      const month = MONTHS[date.getUTCMonth()] ?? '';
      const day = DAYS[date.getUTCDay()] ?? '';
      const hour = twelveHour ? hours % 12 || 12 : hours;
      const parts: Record<string, string> = {
        yyyy: String(date.getUTCFullYear()),
        yy: two(date.getUTCFullYear() % 100),
        mmmmm: month.charAt(0),
        mmmm: month,
        mmm: month.slice(0, 3),
        mm: two(date.getUTCMonth() + 1),
        m: String(date.getUTCMonth() + 1),
        dddd: day,
        ddd: day.slice(0, 3),
        dd: two(date.getUTCDate()),
        d: String(date.getUTCDate()),
        hh: two(hour),
        h: String(hour),
        ss: two(date.getUTCSeconds()),
        s: String(date.getUTCSeconds()),
        'am/pm': hours < 12 ? 'AM' : 'PM',
        'a/p': hours < 12 ? 'A' : 'P',
      };
      if (code.startsWith('.'))
        return `.${String(date.getUTCMilliseconds())
          .padStart(3, '0')
          .slice(0, code.length - 1)}`;
      return parts[code] ?? '';
    })
    .join('');
}
