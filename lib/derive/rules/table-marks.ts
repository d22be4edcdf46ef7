/**
 * What a table says each cell is: a row or column marked "Actual" holds actuals; one marked Forecast, Plan,
 * Budget, Target or Estimate holds none. Marks are whole cells ("Actual" in a scenario column, a row of
 * "Actual | Actual | Forecast" under the months), a header's suffix ("Sep 2026 (A)", "Oct 2026 Fcst") or its
 * prefix ("Ist 04/2026", "Real T3", "Plan 04/2026"). German "Ist", Spanish "Real" and French "Réel" are actuals;
 * "Soll", "Presupuesto" and "Prévisionnel" plans.
 */

export type Mark = 'actual' | 'plan' | null;

const ACTUAL = /^(?:actuals?|act\.?|a|ist|real|r[ée]el|r[ée]alis[ée]|realizado|consuntivo|effettivo)$/i;
const PLAN =
  /^(?:forecasts?|fcst\.?|f|p|b|budget(?:ed)?|bud\.?|plan(?:ned)?|targets?|projected|projections?|proj\.?|estimated?|est\.?|e|outlook|guidance|goal|soll|presupuesto|pr[ée]visionnel|pr[ée]vision)$/i;

/** The mark a whole cell is ("Actual", "(F)", "Budget"), or null. */
export function markOf(cell: string): Mark {
  const word = cell
    .trim()
    .replace(/^\((.*)\)$/, '$1')
    .trim();
  if (ACTUAL.test(word)) return 'actual';
  return PLAN.test(word) ? 'plan' : null;
}

/**
 * A header without its mark ("Sep 2026 (A)" → "Sep 2026", 'actual'; "Ist 04/2026" → "04/2026", 'actual'); a
 * one-letter mark in parentheses, or a capital after a space ("Jan A", "Jan P", where a legend says A = actual).
 */
export function splitMark(cell: string): { bare: string; mark: Mark } {
  // "ARR consuntivo (€)", "Burn netto budget (€)", "arr_plan_usd": a mark before the label's unit.
  const unit = /^(.*\S)\s*(\([^()]{1,8}\)|\s[A-Z]{3})$/.exec(cell.trim());
  if (unit?.[1] && unit[2] && markOf(unit[2]) === null) {
    const inner = splitMark(unit[1]);
    if (inner.mark) return { bare: `${inner.bare} ${unit[2].trim()}`, mark: inner.mark };
  }
  const m = /^(.*?\S)\s*(?:\(([^()]{1,12})\)|[-–·]?\s+([\p{L}.]{2,12})|\s+([AFPBE]))$/u.exec(cell.trim());
  const word = m?.[2] ?? m?.[3] ?? m?.[4];
  const mark = word ? markOf(word) : null;
  if (mark && m?.[1]) return { bare: m[1], mark };
  const pre = /^([\p{L}.]{2,12})\s+(\S.*)$/u.exec(cell.trim());
  const first = pre?.[1] ? markOf(pre[1]) : null;
  return first && pre?.[2] ? { bare: pre[2], mark: first } : { bare: cell.trim(), mark: null };
}

/** Plan wins over actual: a cell in an "Actual" row under a "Forecast" column is a forecast. */
export function combine(...marks: Mark[]): Mark {
  if (marks.includes('plan')) return 'plan';
  return marks.includes('actual') ? 'actual' : null;
}

/** A row of marks only ("", "Actual", "Actual", "Forecast"): it marks the columns, it holds no values. */
export const isMarkRow = (cells: string[]): boolean =>
  cells.some((c) => markOf(c) !== null) && cells.every((c) => c.trim() === '' || markOf(c) !== null);

/** The mark a row's own cells give it: a scenario or type column ("Actual", "Forecast"). */
export const rowMark = (cells: string[]): Mark => combine(...cells.map(markOf));

/** snake_case and lower-case currency codes as a label reads: "net_burn_usd" → "net burn USD". */
export const readableLabel = (label: string): string =>
  label.replace(/_/g, ' ').replace(/\b(?:usd|eur|gbp)\b/gi, (code) => code.toUpperCase());
