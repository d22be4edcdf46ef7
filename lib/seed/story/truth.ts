import { Rng } from '../random';
import { monthEnd } from '../time';

/** One month of a company's story: the figures its update for that month reports. */
export interface MonthTruth {
  /** The month's last day, midnight UTC. */
  ms: number;
  /** YYYY-MM-DD of that day. */
  date: string;
  arr: number;
  burn: number;
  cash: number;
  headcount: number;
}

/**
 * A company's one truth per metric, month by month, oldest first, ending with
 * the month before the anchor. Every figure is already rounded as it is
 * written, so the text states the truth exactly and derivation reads it back.
 */
export interface Truth {
  currency: 'USD' | 'EUR';
  months: MonthTruth[];
}

/** A quarter's revenue: its three months' ARR over twelve, rounded as the board notes write it. */
export function quarterRevenue(quarter: MonthTruth[]): number {
  return Math.round(quarter.reduce((s, q) => s + q.arr / 12, 0) / 10_000) * 10_000;
}

/** Money as a founder writes it: $2.41M, $850K. */
export function roundMoney(x: number): number {
  if (x >= 1_000_000) return Math.round(x / 10_000) * 10_000;
  return Math.round(x / 10_000) * 10_000 || 10_000;
}

/**
 * The story is drawn from its own stream per company, so it is the same
 * whatever else the seed draws, and can be drawn again when needed.
 */
export function truthOf(label: string, companyIndex: number, months: number): Truth {
  const rng = new Rng(`${label}:truth:${companyIndex}`);
  const currency = rng.chance(0.1) ? 'EUR' : 'USD';
  let arr = Math.exp(rng.float(Math.log(300_000), Math.log(12_000_000)));
  const growth = rng.float(0.005, 0.06);
  let burn = arr * rng.float(0.08, 0.2);
  let cash = burn * rng.float(12, 36);
  let headcount = Math.max(4, Math.round(arr / rng.float(90_000, 200_000)));
  const out: MonthTruth[] = [];
  for (let back = months; back >= 1; back--) {
    const end = monthEnd(back);
    arr *= 1 + growth + rng.normal() * 0.01;
    burn *= 1 + rng.normal() * 0.04;
    cash -= burn;
    // A round tops the bank up once it runs low.
    if (cash < burn * 6) cash += burn * rng.float(18, 30);
    if (rng.chance(0.3)) headcount += rng.int(1, 3);
    out.push({
      ms: end.ms,
      date: end.date,
      arr: roundMoney(arr),
      burn: roundMoney(burn),
      cash: Math.round(cash / 100_000) * 100_000 || 100_000,
      headcount,
    });
  }
  return { currency, months: out };
}
