import type { SeedContext } from './context';
import type { Rng } from './random';

/**
 * Companies past this many are the long tail of a big CRM: prospects and
 * passed deals, not companies that send monthly updates. Seeds up to this
 * size are dense throughout.
 */
export const DENSE_COMPANIES = 5_000;
/** The share of tail companies with any history: one touchpoint each. */
const TAIL_ACTIVE = 0.1;

/**
 * How many touchpoints each company gets. Among the first DENSE_COMPANIES,
 * one company per block of 200 has 120 (so pagination shows), about two
 * thirds of the others share the rest of `perCompany` each with a
 * long-tailed spread, and the remainder have none. Past them, a company has
 * one touchpoint or none.
 */
export function planTouchpoints(ctx: SeedContext, perCompany: number, showcaseEvery: number): number[] {
  return planOf(ctx.rng('touchpoint-plan'), ctx.companies.length, perCompany, showcaseEvery);
}

/** The plan for `n` companies drawn from `rng`: pure, so a check can draw it again. */
export function planOf(rng: Rng, n: number, perCompany: number, showcaseEvery: number): number[] {
  const dense = Math.min(n, DENSE_COMPANIES);
  const counts = new Array<number>(n).fill(0);
  spread(rng, counts, dense, Math.round(perCompany * dense), showcaseEvery);
  for (let i = dense; i < n; i++) counts[i] = rng.chance(TAIL_ACTIVE) ? 1 : 0;
  return counts;
}

/** Shares `total` touchpoints among the first `n` entries of `counts`. */
function spread(rng: Rng, counts: number[], n: number, total: number, showcaseEvery: number): void {
  const showcases = showcaseEvery > 0 ? Math.max(1, Math.floor(n / showcaseEvery)) : 0;
  const perShowcase = Math.min(120, Math.round((0.12 * total) / Math.max(1, showcases)));
  for (let b = 0; b < showcases; b++) counts[b * showcaseEvery] = perShowcase;
  const rest = total - showcases * perShowcase;
  const weights = counts.slice(0, n).map((c) => (c === 0 && rng.chance(0.65) ? Math.exp(rng.normal() * 0.9) : 0));
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    // Too few companies for a spread (a seed of one or two): the first takes all.
    if (n > 0) counts[0] = (counts[0] ?? 0) + rest;
    return;
  }
  let remaining = rest;
  weights.forEach((w, i) => {
    const k = Math.floor((w / sum) * rest);
    counts[i] = (counts[i] ?? 0) + k;
    remaining -= k;
  });
  for (let i = 0; remaining > 0; i = (i + 1) % n) {
    if ((weights[i] ?? 0) > 0) {
      counts[i] = (counts[i] ?? 0) + 1;
      remaining--;
    }
  }
}
