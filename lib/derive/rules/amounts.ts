/**
 * Amounts as written: "$2.41M", "USD 3.25M", "2,400,000 USD", "$850k", "1.2m", "2.25 mn", "€1.5M", "£900k",
 * "EUR 2m", "900 K€", "335 TEUR", "2.1 million euros", "$1.2bn", "45%", "18 months", "38". Values are exact: the decimal point is shifted as text, so 2.41M is
 * 2410000 and not 2410000.0000000005.
 */

import { currencyCode, ISO_CODES, labelCurrency, SYMBOL } from './currencies';

export interface Amount {
  start: number;
  end: number;
  value: number;
  /** ISO code from a symbol or code next to the number ($ → USD, € → EUR, £ → GBP). */
  currency: string | null;
  /** Written with k / m / bn / million…: a money figure even without a currency. */
  scaled: boolean;
  percent: boolean;
  /** "18 months", "1.5 years" (a runway). */
  duration: 'months' | 'years' | null;
  /** The number has a decimal part (counts of people or customers do not). */
  fractional: boolean;
}

// German and French too: "2,75 Mio.", "335 Tsd.", "1,2 Mrd.".
// Dutch, Italian and Portuguese: "1,42 mln", "1,05 milioni", "150 mila", "240 mil €" (mil: thousand, see findAmounts).
const SCALE =
  'bn|Bn|BN|billion|b|B|mn|Mn|MN|mm|MM|million|Millionen|Mio\\.?|Mrd\\.?|Tsd\\.?|mln|milioni|milione|milhões|milhão|millones|millón|mila|mil|m|M|thousand|k|K';
const POWERS: Record<string, number> = {
  b: 9,
  bn: 9,
  billion: 9,
  mrd: 9,
  m: 6,
  mn: 6,
  mm: 6,
  million: 6,
  millionen: 6,
  mio: 6,
  k: 3,
  thousand: 3,
  tsd: 3,
  mln: 6,
  milioni: 6,
  milhões: 6,
  milhão: 6,
  millones: 6,
  millón: 6,
  milione: 6,
  mila: 3,
  mil: 3,
};
/** A currency written after the figure: "850 k€", "2.1 million euros", "3,1 Mio. EUR", "980 k$". */
const POST = `${ISO_CODES}|(?:d[ie] )?[Ee]uros?|dollars|pounds`;

// Not after a letter, digit, point or dash: keeps "Q3", "FY2025", "v2.1", "2026-07" and "Jul-26" out.
const AMOUNT = new RegExp(
  `(?<![\\w.,$€£/\\-−])(?<neg>[-−](?=\\d|${SYMBOL}))?(?:(?<pre>${SYMBOL}|(?:${ISO_CODES})(?![A-Za-z]))\\s?)?` +
    // "2,400,000"; German "2.600.000" and French "1 020 000" (two groups or more: one is a decimal, or two numbers);
    // a decimal comma only before a European scale or symbol ("2,75 Mio.", "1,2 M€").
    // "R$ 4.870.215,30", "3.912.450,75 €": points grouping thousands, a comma before the cents.
    `(?<num>\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d{1,3}(?:\\.\\d{3})+,\\d{2}(?!\\d)|\\d{1,3}(?:\\.\\d{3}){2,}(?![.,]?\\d)|\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3}){2,}(?![.,]?\\d)|` +
    `\\d+,\\d{1,2}(?=\\s?(?:Mio|Mrd|Tsd|Millionen|mln|milioni|milione|milhões|milhão|millones|millón|MEUR\\b|[MmKk]\\s?€))|` +
    // …or after a currency sign, before a scale: "€2,72M", "€1,8 M", "$1,21M".
    `(?<=[$€£]\\s?)\\d+,\\d{1,2}(?=\\s?[MmKk](?![A-Za-z]))|` +
    // "1 050 k$": one group of thousands before "k" and a currency sign.
    `\\d{1,3}[ \\u00a0\\u202f]\\d{3}(?=\\s?[kK]\\s?[€$£])|` +
    // One group is a thousands group only before a currency written after it: "225 000 €", "345.000 EUR".
    `\\d{1,3}(?:[ \\u00a0\\u202f.]\\d{3})(?=\\s?(?:€|£|(?:EUR|GBP|USD|CHF)(?![A-Za-z])|[Ee]uros?\\b))|` +
    // …or after a currency written before it: "EUR 760 000", "€ 425 000" (a space never separates two numbers there).
    `(?<=(?:[$€£]|(?:${ISO_CODES})(?![A-Za-z]))\\s?)\\d{1,3}[ \\u00a0\\u202f]\\d{3}(?![.,]?\\d)|\\d+(?:\\.\\d+)?)` +
    `(?:(?<dur>\\s?-?\\s?(?:[Mm]onths?|[Mm]os?|[Yy]ears?|[Yy]rs?)(?![A-Za-z]))|` +
    // "335 TEUR", "335 T€": German thousands of euros.
    `(?:\\s?(?<scale>${SCALE})(?![A-Za-z])|\\s?(?<tsd>[TM])(?=EUR\\b|€))?(?:\\s?(?<post>(?:${POST})(?![A-Za-z])|[€£]|(?<=[kKmM]\\s?)\\$))?(?<pct>\\s?%|\\s?percent\\b)?)`,
  'g',
);

/** `num` × 10^pow, computed on the digits. */
function shift(num: string, pow: number): number {
  const [int = '0', frac = ''] = num.replace(/,/g, '').split('.');
  const digits = int + frac.padEnd(pow, '0');
  const point = int.length + pow;
  return Number(`${digits.slice(0, point)}.${digits.slice(point) || '0'}`);
}

/** A number as written, in the form `shift` reads: "2.600.000" and "1 020 000" → "2600000", "2,75" → "2.75". */
function plainNumber(num: string, grouped = false): string {
  if (/^\d{1,3}(?:\.\d{3})+,\d{2}$/.test(num)) return num.replace(/\./g, '').replace(',', '.');
  if (/^\d{1,3}(?:\.\d{3}){2,}$/.test(num)) return num.replace(/\./g, '');
  if (/\s/.test(num)) return num.replace(/\s/g, '');
  // "EUR 345.000" (a currency before it, no scale): German and Spanish group thousands with a point.
  if (grouped && /^\d{1,3}\.\d{3}$/.test(num)) return num.replace('.', '');
  return /^\d+,\d{1,2}$/.test(num) ? num.replace(',', '.') : num;
}

/** Every amount in text[from, to), offsets into `text`. */
export function findAmounts(text: string, from = 0, to = text.length): Amount[] {
  const out: Amount[] = [];
  // A few characters before `from` let the look-behind see what precedes; scanning a slice, not the rest of text.
  const base = Math.max(0, from - 8);
  for (const m of text.slice(base, to).matchAll(AMOUNT)) {
    const start = base + m.index;
    if (start < from) continue;
    const g = m.groups ?? {};
    const end = start + m[0].length;
    const after = text.slice(end, end + 2);
    // "3x", "2nd", "10am", European "1,5M", "24/7": not amounts as written here.
    if (/^[A-Za-z\d]|^[.,/]\d/.test(after)) continue;
    const num = plainNumber(g.num ?? '0', Boolean(g.pre ?? g.post) && !g.scale);
    const scale = g.tsd
      ? g.tsd === 'M'
        ? 6
        : 3
      : g.scale
        ? (POWERS[g.scale.toLowerCase().replace(/\.$/, '')] ?? 0)
        : 0;
    const sign = g.neg ? -1 : 1;
    const post = g.post?.replace(/^d[ie] /, '');
    const code = g.pre ?? post;
    // "mil" is a thousand in Portuguese and Spanish but a million in English slang ("$2 mil"): read only in euros.
    if (g.scale === 'mil' && code !== 'EUR' && code !== '€') continue;
    out.push({
      start,
      end,
      value: sign * shift(num, scale),
      currency: code ? (currencyCode(code) ?? code) : null,
      scaled: scale > 0,
      percent: g.pct !== undefined,
      duration: g.dur ? (/y/i.test(g.dur) ? 'years' : 'months') : null,
      fractional: num.includes('.') && scale === 0,
    });
  }
  return out;
}

/** A table cell that is one amount and nothing else ("2.41M", "$310,000", "72%", "(120,000)"), or null. */
export function cellAmount(cell: string): Amount | null {
  const text = cell.trim();
  const paren = /^\((.*)\)$/.exec(text);
  const inner = paren?.[1] ?? text;
  const found = findAmounts(inner);
  const only = found[0];
  if (found.length !== 1 || !only || only.start !== 0 || only.end !== inner.length) return null;
  return paren ? { ...only, value: -only.value } : only;
}

interface LabelUnit {
  currency: string | null;
  /** Power of ten the cells are in: "Revenue ($k)" → 3. */
  pow: number;
  percent: boolean;
}

/** The unit a row or column label gives its cells: "ARR ($)", "Revenue (USD '000)", "Burn, €m", "Gross margin %". */
export function labelUnit(label: string): LabelUnit {
  // "Revenue ($k)", "ARR, EUR m"; or a snake_case header read as words: "net burn USD k".
  const unitPart =
    /[([,]([^)\]]*)[)\]]?\s*$/.exec(label)?.[1] ??
    /\b(?:USD|EUR|GBP)\s+(k|K|m|M|mn|MM|mm|'?000s?|thousands?|millions?)\s*$/.exec(label)?.[1] ??
    '';
  const currency = labelCurrency(label);
  const pow = /(?:^|[\s$€£])(?:k|'?000s?|thousands?)\b/i.test(unitPart)
    ? 3
    : /(?:^|[\s$€£])(?:m|mn|mm|millions?)\b/i.test(unitPart)
      ? 6
      : 0;
  return { currency, pow, percent: /%|\bpercent\b|\bpct\b/i.test(label) };
}

/** A year written alone ("2025"), not an amount. */
export const isBareYear = (a: Amount): boolean =>
  !a.currency &&
  !a.scaled &&
  !a.percent &&
  !a.duration &&
  Number.isInteger(a.value) &&
  a.value >= 1990 &&
  a.value <= 2100;

/** `value` × 10^`pow` as written: toPrecision, so 2.41 × 1000 is 2410, not 2410.0000000000005. */
export const timesTenTo = (value: number, pow: number): number => Number((value * 10 ** pow).toPrecision(15));
