/**
 * Currencies as written, for every reader of amounts, tables and labels: one list, so "A$" is Australian dollars in
 * prose, in a table's corner and in a label alike. A bare "$" is US dollars.
 */

/** ISO codes read beside a figure ("AUD 4.1M", "3,2 Mio. EUR"). */
export const ISO_CODES = 'USD|EUR|GBP|CHF|CAD|AUD|SGD|INR|JPY|SEK|NOK|DKK|ILS|HKD|NZD|BRL|MXN';

/** Dollar signs with a country ("A$", "R$", "C$"), as a regular-expression fragment. */
const PREFIXED = String.raw`(?:US|AU?|R|CA?|NZ|S|HK|MX)\$`;

/** Those, then the bare signs. */
export const SYMBOL = `${PREFIXED}|[$€£]`;

const ISO_ONLY = new RegExp(`^(?:${ISO_CODES})$`);

const SYMBOLS: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  A$: 'AUD',
  AU$: 'AUD',
  R$: 'BRL',
  C$: 'CAD',
  CA$: 'CAD',
  NZ$: 'NZD',
  S$: 'SGD',
  HK$: 'HKD',
  MX$: 'MXN',
  '€': 'EUR',
  '£': 'GBP',
};

const WORDS: Record<string, string> = {
  dollars: 'USD',
  euro: 'EUR',
  euros: 'EUR',
  pounds: 'GBP',
  sterling: 'GBP',
  reais: 'BRL',
};

/** The ISO code of a symbol, code or word as written ("A$", "eur", "euros"), or null. */
export function currencyCode(written: string): string | null {
  const w = written.trim();
  const upper = w.toUpperCase();
  if (SYMBOLS[upper]) return SYMBOLS[upper] ?? null;
  if (ISO_ONLY.test(upper)) return upper;
  return WORDS[w.toLowerCase()] ?? null;
}

const LABEL = new RegExp(String.raw`((?<!\p{L})${PREFIXED}|[$€£])|\b(${ISO_CODES})\b`, 'u');

/** The currency a label names anywhere in it ("ARR (A$m)", "Revenue, EUR", "net burn BRL"), or null. */
export function labelCurrency(label: string): string | null {
  const m = LABEL.exec(label);
  return m ? currencyCode(m[1] ?? m[2] ?? '') : null;
}
