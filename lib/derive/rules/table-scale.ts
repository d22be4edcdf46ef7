/**
 * Tables written in thousands or millions: a corner cell "Metric (USD k)", a heading "in TEUR:", "($000s)",
 * "(€m)" or "figures in EUR thousands". Their cells ("3,610", "295") are then that many thousands, in that
 * currency. German units (TEUR, Tsd., Mio.) say the table groups its thousands with a point: "2.750" is 2750.
 */

import { type Span } from './sentences';
import { currencyCode, ISO_CODES, SYMBOL } from './currencies';

export interface TableScale {
  /** Power of ten the cells are in: 3 for thousands, 6 for millions. */
  pow: number;
  currency: string | null;
  /** Written with a German unit: "2.750" in it is two thousand seven hundred and fifty. */
  german: boolean;
}

const CUR = `${SYMBOL}|${ISO_CODES}`;
const THOUSANDS = String.raw`k|K|'?000s?|thousands?|Tsd\.?|milliers|miles`;
// "$MM": US finance's millions.
const MILLIONS = String.raw`m|M|mn|MM|mm|millions?|Mio\.?|millones`;
const SCALE = `${THOUSANDS}|${MILLIONS}`;
// "TEUR", "T€", "kEUR", "k€", "MEUR", "M€": a scale and a currency in one word.
const UNIT =
  String.raw`(?:(?<cur>${CUR})\s?(?<scale>${SCALE})|(?<scale2>${SCALE})\s?(?:(?:of|de)\s+)?(?<cur2>${CUR}|euros?|dollars|pounds)?|` +
  String.raw`(?<joined>[TkKM])(?<cur3>EUR|USD|GBP|€|\$|£))`;
/** After "(" or "in": "(USD k)", "($000s)", "(in TEUR)", "in EUR thousands", "in thousands". */
const DECLARED = new RegExp(
  String.raw`(?:\(\s*(?:in\s+|all\s+in\s+|en\s+)?|\b(?:in|en)\s+)${UNIT}(?=\s*(?:\)|[:.,;]|$))`,
  'gm',
);

/** A unit any heading names for its figures "unless noted": "Q3 flash, $MM unless noted:", "(£000 unless stated)". */
const UNLESS = new RegExp(
  String.raw`(?<![\w$€£])${UNIT}\s+unless\s+(?:otherwise\s+)?(?:noted|stated|indicated|specified|shown)\b`,
  'gm',
);

const powOf = (scale: string): number => (new RegExp(`^(?:${THOUSANDS})$`).test(scale) ? 3 : 6);

/** The one scale the text declares for its figures, or null (none, or several that differ). */
export function declaredScale(text: string): TableScale | null {
  const found = new Map<string, TableScale>();
  for (const m of [...text.matchAll(DECLARED), ...text.matchAll(UNLESS)]) {
    const g = m.groups ?? {};
    const joined = g.joined;
    const scale = g.scale ?? g.scale2;
    // A lone "k" or "m" with no currency ("in m.") is too often something else.
    if (!joined && !g.cur && !g.cur2 && /^(?:k|K|m|M|mn|MM|mm)$/.test(scale ?? '')) continue;
    const pow = joined ? (joined === 'M' ? 6 : 3) : scale ? powOf(scale) : 0;
    const currency = currencyCode(g.cur ?? g.cur2 ?? g.cur3 ?? '');
    const german = (joined === 'T' && g.cur3 !== undefined) || /^(?:Tsd|Mio)/.test(scale ?? '');
    found.set(`${pow}|${currency}`, { pow, currency, german });
  }
  return found.size === 1 ? ([...found.values()][0] ?? null) : null;
}

/**
 * The scale declared just above a body table (its heading, up to three lines up: "anbei die KPIs, in TEUR:"), or
 * null. Not the whole text's: a note may hold one table in thousands and another written in full.
 */
export function headingScale(text: string, live: Span[], table: Span[]): TableScale | null {
  const first = table[0];
  if (!first) return null;
  const above = live.filter((l) => l.end <= first.start).slice(-3);
  return declaredScale(above.map((l) => text.slice(l.start, l.end)).join('\n'));
}

/** The scale a table's corner cell gives: "Metric (USD k)", or a unit alone ("£000", "TEUR"). */
export function cornerScale(cell: string): TableScale | null {
  const text = cell.trim();
  return declaredScale(text) ?? (text.length <= 12 ? declaredScale(`(${text.replace(/^\((.*)\)$/, '$1')})`) : null);
}
