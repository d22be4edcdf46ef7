/**
 * Numbers and currencies as tables outside the English-speaking world write them, and the currency a table is
 * in when its cells carry none: German "2.600.000" and "3,1", French "1 020 000", a corner cell "GBP", or a line
 * of the mail saying "All figures EUR" or "(in EUR)".
 */

import { type Amount, cellAmount } from './amounts';
import { currencyCode, ISO_CODES, SYMBOL } from './currencies';

/** A number grouped with dots in threes, twice or more ("2.600.000"), or with a decimal comma ("3,1", "2,75"). */
const DOT_GROUPS = /(?<![\d.,])\d{1,3}(?:\.\d{3}){2,}(?![\d.])/;
const DECIMAL_COMMA = /(?<![\d.,])\d+,\d{1,2}(?![\d.,])/;

/**
 * Whether a table's numbers are written the German way: one of its cells can only be read so. Then "305.000" in
 * it is three hundred and five thousand, not 305.
 */
export const dotGrouped = (cells: string[]): boolean => cells.some((c) => DOT_GROUPS.test(c) || DECIMAL_COMMA.test(c));

/**
 * A cell that is one amount (perhaps with a remark in parentheses after it), read with the table's convention;
 * spaces grouping thousands ("1 020 000") too.
 */
export function tableAmount(cell: string, germanNumbers: boolean): Amount | null {
  let text = cell.trim().replace(/(\d)[  ](?=\d{3}(?!\d))/g, '$1');
  // "3,1 Mio.", "335 Tsd.": German scale words.
  text = text.replace(/\s?\b(Mio|Mrd|Tsd)\.?(?=\s|$)/g, (_, w: string) => ({ Mio: 'M', Mrd: 'bn', Tsd: 'K' })[w] ?? w);
  if (germanNumbers) {
    text = text.replace(/\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+,\d+/g, (n) => n.replace(/\./g, '').replace(',', '.'));
  }
  // "$2.9M (Q2: $2.4M)", "2.70m (plan 2.75m)": the figure, then a comparison in parentheses (a word and a number;
  // a mark alone, "(est.)", is not one).
  const remark = /^(\S.*?)\s+\((?=[^()]*[A-Za-z:])(?=[^()]*\d)[^()]*\)$/.exec(text);
  return cellAmount(text) ?? (remark?.[1] ? cellAmount(remark[1]) : null);
}

// Symbols and codes ("A$", "AUD", "€"), and the words written for the commonest.
const CODE = `${SYMBOL}|${ISO_CODES}|dollars|euros?|pounds|sterling`;

const CELL = new RegExp(`^\\(?\\s*(?:in\\s+)?(${CODE})\\s*\\)?$`, 'i');

/** A cell that only names a currency: a table's corner or unit column ("GBP", "(EUR)", "in €"). */
export function currencyCell(cell: string): string | null {
  const m = CELL.exec(cell.trim());
  return m?.[1] ? currencyCode(m[1]) : null;
}

const DECLARED = [
  // "(USD)", "(in EUR)", "(GBP)": a heading's or sentence's unit.
  new RegExp(`\\(\\s*(?:in\\s+|all\\s+in\\s+)?(${CODE})\\s*\\)`, 'gi'),
  // "All figures EUR", "figures are in GBP", "numbers in euros"; "Cifras en euros", "chiffres en euros", "Zahlen in EUR".
  // "EUR." alone on its line; "Q2 KPIs, EUR:" or "September figures – GBP:" at a heading's end.
  new RegExp(`^\\s*(${ISO_CODES})\\s*[.:]?\\s*$`, 'gim'),
  new RegExp(`[,–-]\\s*(${ISO_CODES})\\s*:\\s*$`, 'gim'),
  new RegExp(
    `\\b(?:figures|numbers|amounts|values|kpis|cifras|importes|chiffres|montants|Zahlen|Angaben|Beträge|valores|valori|números)\\s+(?:are\\s+|shown\\s+|em\\s+|sono\\s+)?(?:in\\s+|en\\s+|em\\s+)?(${ISO_CODES}|${SYMBOL}|dollars|euros?|pounds|sterling|reais)(?![\\p{L}])`,
    'giu',
  ),
];

/** The one currency the text says its figures are in, or null (none, or more than one). */
export function declaredCurrency(text: string): string | null {
  const found = new Set<string>();
  for (const re of DECLARED) {
    for (const m of text.matchAll(re)) {
      const code = currencyCode(m[1] ?? '');
      if (code) found.add(code);
    }
  }
  return found.size === 1 ? ([...found][0] ?? null) : null;
}
