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
  /** A round closed this month: its stage and the amount that reached the bank. */
  raised?: { amount: number; stage: string };
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

/** The story's figure for a metric on a date (a month's or a quarter's last day), or undefined when it tells none. */
export function figureOf(truth: Truth, metric: string, date: string): number | undefined {
  const i = truth.months.findIndex((m) => m.date === date);
  const m = truth.months[i];
  if (!m) return undefined;
  if (metric === 'arr' || metric === 'burn' || metric === 'cash' || metric === 'headcount') return m[metric];
  if (metric === 'revenue' && i >= 2 && new Date(m.ms).getUTCMonth() % 3 === 2)
    return quarterRevenue(truth.months.slice(i - 2, i + 1));
  return undefined;
}

/** Money as a founder writes it: $2.41M, $850K. */
function roundMoney(x: number): number {
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
  // Cash is what the bank holds as written: it falls by each month's burn, as written, and rises by a round.
  let cash = roundMoney(burn * rng.float(12, 36));
  let headcount = Math.max(4, Math.round(arr / rng.float(90_000, 200_000)));
  let rounds = ROUNDS.findIndex((r) => r.upTo >= arr);
  const out: MonthTruth[] = [];
  for (let back = months; back >= 1; back--) {
    const end = monthEnd(back);
    arr *= 1 + growth + rng.normal() * 0.01;
    burn *= 1 + rng.normal() * 0.04;
    const spent = roundMoney(burn);
    cash -= spent;
    let raised: MonthTruth['raised'];
    // A round tops the bank up once it runs low.
    if (cash < spent * 6) {
      const amount = Math.round((spent * rng.float(18, 30)) / 100_000) * 100_000;
      const stage = ROUNDS[Math.min(ROUNDS.length - 1, Math.max(0, ++rounds))]?.stage ?? 'Series C';
      raised = { amount, stage };
      cash += amount;
    }
    if (rng.chance(0.3)) headcount += rng.int(1, 3);
    out.push({
      ms: end.ms,
      date: end.date,
      arr: roundMoney(arr),
      burn: spent,
      cash,
      headcount,
      ...(raised ? { raised } : {}),
    });
  }
  return { currency, months: out };
}

/** The round a company raises next, by the ARR it has reached. */
const ROUNDS = [
  { stage: 'Seed extension', upTo: 1_000_000 },
  { stage: 'Series A', upTo: 4_000_000 },
  { stage: 'Series B', upTo: 15_000_000 },
  { stage: 'Series C', upTo: Infinity },
];
