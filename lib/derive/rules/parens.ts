/** Parenthesised figures in a sentence: "ARR is $935k (June: $900k)" — a period in them is their figures' only. */

import { type Span } from './sentences';

// A figure of its own: "(June: $900k)", "(Q4 was $640k)", "(Q2 2025: € 610.000)"; not "(September)", "(média T2)".
const FIGURE = /[$€£]\s?\d|\d(?:[.,]\d+)?\s?(?:[kKmM]|bn|MM|%)(?![A-Za-z])|:\s*\d/;

/**
 * The parenthesised parts of `unit` that hold a figure (every one with `all`), in order; unbalanced or nested ones
 * are not.
 */
export function parenGroups(text: string, unit: Span, all = false): Span[] {
  const out: Span[] = [];
  let open = -1;
  for (let i = unit.start; i < unit.end; i++) {
    const c = text[i];
    if (c === '(') open = open < 0 ? i : -2;
    else if (c === ')') {
      if (open >= 0 && (all || FIGURE.test(text.slice(open, i)))) out.push({ start: open, end: i });
      open = -1;
    }
  }
  return out;
}

/** The group (from parenGroups) that holds offset `at`, by binary search; or undefined. */
export function groupAt(groups: Span[], at: number): Span | undefined {
  let [lo, hi] = [0, groups.length - 1];
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const g = groups[mid];
    if (!g) return undefined;
    if (at <= g.start) hi = mid - 1;
    else if (at >= g.end) lo = mid + 1;
    else return g;
  }
  return undefined;
}
