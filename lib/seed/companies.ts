import { companySearchText, companySortName } from '../db/company-keys';
import { companies, fundCompanies, funds } from '../db/schema';
import type { FundStatus } from '../schemas/fund';
import { IdPool } from './batch';
import type { SeedCompany, SeedContext } from './context';
import { CompanyNamer } from './names';
import { ANCHOR_MS, DAY, at } from './time';
import type { Sector } from './words';

const CHUNK = 1000;

/**
 * The demo's first company is fixed, so documentation and tests can point at
 * it: it is also the one with more than a hundred touchpoints.
 */
const SHOWCASE = { stem: 'Northwind', suffix: 'Analytics', sector: 'ai' as Sector };

export async function seedCompanies(ctx: SeedContext, count: number, withShowcase: boolean): Promise<void> {
  const rng = ctx.rng('companies');
  const namer = new CompanyNamer(rng);
  for (let start = 0; start < count; start += CHUNK) {
    const n = Math.min(CHUNK, count - start);
    const ids = new IdPool(await ctx.w.reserveIds(companies, n));
    const rows = [];
    for (let i = 0; i < n; i++) {
      const index = start + i;
      const identity = namer.next(withShowcase && index === 0 ? SHOWCASE : undefined);
      const createdMs = ANCHOR_MS - rng.int(740, 800) * DAY - rng.int(0, DAY);
      const company: SeedCompany = {
        index,
        id: ids.take(),
        publicId: ctx.publicId(companies),
        name: identity.name,
        sortName: companySortName(identity.name),
        domain: identity.primaryDomain,
        sector: identity.sector,
        offering: identity.offering,
        createdMs,
        persons: [],
        evidence: { emails: [], files: [], elements: [] },
      };
      ctx.companies.push(company);
      rows.push({
        id: company.id,
        workspaceId: ctx.workspaceId,
        publicId: company.publicId,
        name: company.name,
        sortName: company.sortName,
        searchText: companySearchText(identity),
        primaryDomain: identity.primaryDomain,
        domains: identity.domains,
        alternativeNames: identity.alternativeNames,
        headline: identity.headline,
        linkedinSlug: identity.linkedinSlug,
        twitterSlug: identity.twitterSlug,
        crunchbaseSlug: identity.crunchbaseSlug,
        createdAt: at(createdMs),
        updatedAt: at(createdMs + rng.int(0, 700) * DAY),
      });
    }
    await ctx.w.insert(companies, rows);
    ctx.progress('companies', start + n, count);
  }
}

interface FundSpec {
  name: string;
  members: SeedCompany[];
  /** Relative weights of active, exited, dissolved. */
  statusWeights: [number, number, number];
}

const STATUSES: FundStatus[] = ['active', 'exited', 'dissolved'];

export async function seedFunds(ctx: SeedContext, specs: FundSpec[]): Promise<void> {
  const rng = ctx.rng('funds');
  const fundIds = new IdPool(await ctx.w.reserveIds(funds, specs.length));
  const total = specs.reduce((sum, s) => sum + s.members.length, 0);
  let done = 0;
  for (const [i, spec] of specs.entries()) {
    const fundId = fundIds.take();
    const fundCreatedMs = ANCHOR_MS - (790 - i * 150) * DAY;
    await ctx.w.insert(funds, [
      {
        id: fundId,
        workspaceId: ctx.workspaceId,
        publicId: ctx.publicId(funds),
        name: spec.name,
        createdAt: at(fundCreatedMs),
      },
    ]);
    const rows = spec.members.map((c) => {
      const createdMs = Math.max(fundCreatedMs, c.createdMs) + rng.int(1, 30) * DAY;
      const status = rng.weighted(STATUSES, spec.statusWeights);
      return {
        workspaceId: ctx.workspaceId,
        fundId,
        companyId: c.id,
        companySortName: c.sortName,
        companyPublicId: c.publicId,
        status,
        createdAt: at(createdMs),
        // A status other than active was set some time after joining.
        updatedAt: at(status === 'active' ? createdMs : Math.min(ANCHOR_MS - DAY, createdMs + rng.int(60, 500) * DAY)),
      };
    });
    await ctx.w.insert(fundCompanies, rows);
    done += rows.length;
    ctx.progress('funds', done, total);
  }
}

/**
 * Fund I holds the first ~40% of companies (in a shuffled order), Fund II the
 * next ~40%, and the Opportunity Fund follows on ~20% picked from both; the
 * last fifth belongs to no fund. The showcase company sits in Fund I and the
 * Opportunity Fund.
 */
export function demoFundSpecs(ctx: SeedContext): FundSpec[] {
  const rng = ctx.rng('fund-membership');
  const [first, ...rest] = ctx.companies;
  const order = first ? [first, ...rng.shuffle(rest)] : [];
  const n = order.length;
  const fundOne = order.slice(0, Math.round(n * 0.4));
  const fundTwo = order.slice(Math.round(n * 0.4), Math.round(n * 0.8));
  const backed = [...fundOne, ...fundTwo];
  const opportunity = first ? [first, ...rng.sample(backed.slice(1), Math.round(n * 0.2) - 1)] : [];
  return [
    { name: 'Demo Ventures Fund I', members: fundOne, statusWeights: [60, 25, 15] },
    { name: 'Demo Ventures Fund II', members: fundTwo, statusWeights: [85, 10, 5] },
    { name: 'Demo Ventures Opportunity Fund', members: opportunity, statusWeights: [90, 10, 0] },
  ];
}
