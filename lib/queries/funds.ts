import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { recordAudit, type AuditEntry, type Who } from '../audit/record';
import type { Db, DbOrTx } from '../db/client';
import { companies, fundCompanies, funds } from '../db/schema';
import type { CompanyFund, Fund, FundCompany, FundStatus, FundStatusCounts } from '../schemas/fund';
import { FUND_STATUSES } from '../schemas/values';
import { notFound } from '../errors';
import { keyset, keysetAfter, keysetOrder, type KeyValue } from './pagination';
import { companyMatches, companyNotDeleted, companyVisible, toCompany } from './companies';

const isFundStatus = (s: string): s is FundStatus => (FUND_STATUSES as readonly string[]).includes(s);

type FundRow = typeof funds.$inferSelect;
/** The fund a membership write is about: its row id for the write, its public id for the trail. */
type FundRef = Pick<FundRow, 'id' | 'publicId'>;

/** A membership's audit entry: the entity is the company, the fund rides along (contract §8). */
const membershipEntry = (
  fund: FundRef,
  companyPublicId: string,
  action: 'added' | 'removed' | 'status_changed',
  status: [string | null, string | null],
): AuditEntry => ({
  action,
  entityType: 'fund_company',
  entityPublicId: companyPublicId,
  fundPublicId: fund.publicId,
  changes: { status },
});

const NO_COMPANIES: FundStatusCounts = { active: 0, exited: 0, dissolved: 0 };

/** A fund as the API shows it, with its counts (countFundCompanies; a fund with no companies has none there). */
export const toFund = (row: FundRow, counts: ReadonlyMap<number, FundStatusCounts>): Fund => {
  const statusCounts = counts.get(row.id) ?? NO_COMPANIES;
  return {
    publicId: row.publicId,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    companyCount: statusCounts.active + statusCounts.exited + statusCounts.dissolved,
    statusCounts,
  };
};
export const fundCursor = (row: FundRow): KeyValue[] => [row.name, row.publicId];

export const FUND_ORDER = keyset(
  'asc',
  { column: funds.name, kind: 'string' },
  { column: funds.publicId, kind: 'string' },
);

/** Over the fund's own copy of the company sort key (index fund_companies_list). */
export const FUND_COMPANY_ORDER = keyset(
  'asc',
  { column: fundCompanies.companySortName, kind: 'string' },
  { column: fundCompanies.companyPublicId, kind: 'string' },
);

const liveFund = (workspaceId: number) => and(eq(funds.workspaceId, workspaceId), isNull(funds.deletedAt));

export async function listFunds(
  db: Db,
  workspaceId: number,
  q: { limit: number; after?: KeyValue[] },
): Promise<FundRow[]> {
  return db
    .select()
    .from(funds)
    .where(and(liveFund(workspaceId), keysetAfter(FUND_ORDER, q.after)))
    .orderBy(...keysetOrder(FUND_ORDER))
    .limit(q.limit + 1);
}

export async function requireFund(db: DbOrTx, workspaceId: number, publicId: string): Promise<FundRow> {
  const [row] = await db
    .select()
    .from(funds)
    .where(and(liveFund(workspaceId), eq(funds.publicId, publicId)))
    .limit(1);
  if (!row) throw notFound(`fund ${publicId} not found`);
  return row;
}

/**
 * Which memberships a fund shows: live ones of live companies (a deleted
 * company has left its funds, but pi restore may bring it back). The fund's
 * company list, its counts and a company's list of funds all ask this, so
 * they always agree.
 */
const shownMembership = (condition: SQL): SQL | undefined =>
  and(condition, isNull(fundCompanies.removedAt), isNull(companies.deletedAt));

/**
 * The live funds of the workspace a company is in, with its status in each,
 * by fund name (GET /companies/{id}/funds). A company is in a handful of
 * funds, so there is no paging. Served by fund_companies_company.
 */
export async function listCompanyFunds(db: DbOrTx, workspaceId: number, companyId: number): Promise<CompanyFund[]> {
  const rows = await db
    .select({ publicId: funds.publicId, name: funds.name, status: fundCompanies.status })
    .from(fundCompanies)
    .innerJoin(companies, eq(companies.id, fundCompanies.companyId))
    .innerJoin(funds, eq(funds.id, fundCompanies.fundId))
    .where(and(shownMembership(eq(fundCompanies.companyId, companyId)), liveFund(workspaceId)))
    .orderBy(asc(funds.name), asc(funds.publicId));
  return rows.map((r) => ({ ...r, status: r.status as FundStatus }));
}

/**
 * The status counts of several funds in one grouped query (a page of GET
 * /funds: one round trip, not one per fund). shownMembership, with the
 * company's liveness as an anti-join: this counts every membership.
 */
export async function countFundCompanies(db: DbOrTx, fundIds: number[]): Promise<Map<number, FundStatusCounts>> {
  const counts = new Map<number, FundStatusCounts>();
  if (fundIds.length === 0) return counts;
  const rows = await db
    .select({ fundId: fundCompanies.fundId, status: fundCompanies.status, n: sql<number>`count(*)::int` })
    .from(fundCompanies)
    .where(
      and(
        inArray(fundCompanies.fundId, fundIds),
        isNull(fundCompanies.removedAt),
        companyNotDeleted(fundCompanies.companyId),
      ),
    )
    .groupBy(fundCompanies.fundId, fundCompanies.status);
  for (const { fundId, status, n } of rows) {
    if (!isFundStatus(status)) continue;
    const entry = counts.get(fundId) ?? { ...NO_COMPANIES };
    entry[status] = Number(n);
    counts.set(fundId, entry);
  }
  return counts;
}

type FundCompanyRow = { company: typeof companies.$inferSelect; status: string; sortName: string; publicId: string };

export const fundCompanyCursor = (row: FundCompanyRow): KeyValue[] => [row.sortName, row.publicId];

export const toFundCompany = (row: FundCompanyRow): FundCompany => ({
  ...toCompany(row.company),
  status: row.status as FundStatus,
});

/** Pages over the fund's own copy of the company sort key (index fund_companies_list). */
export async function listFundCompanies(
  db: Db,
  fundId: number,
  q: { statuses?: FundStatus[]; search?: string; limit: number; after?: KeyValue[] },
): Promise<FundCompanyRow[]> {
  return db
    .select({
      company: companies,
      status: fundCompanies.status,
      sortName: fundCompanies.companySortName,
      publicId: fundCompanies.companyPublicId,
    })
    .from(fundCompanies)
    .innerJoin(companies, eq(companies.id, fundCompanies.companyId))
    .where(
      and(
        shownMembership(eq(fundCompanies.fundId, fundId)),
        q.statuses && q.statuses.length > 0 ? inArray(fundCompanies.status, q.statuses) : undefined,
        companyMatches(q.search),
        keysetAfter(FUND_COMPANY_ORDER, q.after),
      ),
    )
    .orderBy(...keysetOrder(FUND_COMPANY_ORDER))
    .limit(q.limit + 1);
}

/** One statement removes them all (ids not in the fund match nothing); one audit event per company, in the same transaction. */
export async function removeFundCompanies(
  db: Db,
  who: Who,
  fund: FundRef,
  companyPublicIds: string[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(fundCompanies)
      .set({ removedAt: new Date() })
      .where(
        and(
          eq(fundCompanies.fundId, fund.id),
          isNull(fundCompanies.removedAt),
          inArray(fundCompanies.companyPublicId, companyPublicIds),
        ),
      )
      .returning({ companyPublicId: fundCompanies.companyPublicId, status: fundCompanies.status });
    await recordAudit(
      tx,
      who,
      rows.map((r) => membershipEntry(fund, r.companyPublicId, 'removed', [r.status, null])),
    );
    return rows.length;
  });
}

/** Sets the status under a row lock, so the trail's "before" is the status this write replaced. */
export async function setFundCompanyStatus(
  db: Db,
  who: Who,
  fund: FundRef,
  companyPublicId: string,
  status: FundStatus,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: fundCompanies.id, status: fundCompanies.status })
      .from(fundCompanies)
      .where(
        and(
          eq(fundCompanies.fundId, fund.id),
          isNull(fundCompanies.removedAt),
          eq(fundCompanies.companyPublicId, companyPublicId),
        ),
      )
      .for('update')
      .limit(1);
    if (!current) return false;
    await tx.update(fundCompanies).set({ status, updatedAt: new Date() }).where(eq(fundCompanies.id, current.id));
    if (current.status !== status) {
      await recordAudit(tx, who, [membershipEntry(fund, companyPublicId, 'status_changed', [current.status, status])]);
    }
    return true;
  });
}

/**
 * Puts a company in a fund with a status. A live membership with another
 * status takes the new one; one with the same status is left as it is; a
 * company that was removed comes back as a new live row. In one transaction,
 * with the company row share-locked so a concurrent rename cannot leave a
 * stale sort-key copy. Concurrent adds race on the partial unique index
 * fund_companies_live: the loser's insert does nothing and it re-reads the
 * winner's row, so exactly one live membership exists.
 */
export async function addFundCompany(
  db: Db,
  who: Who,
  fund: FundRef,
  companyPublicId: string,
  status: FundStatus,
): Promise<{ created: boolean }> {
  const { workspaceId } = who;
  const fundId = fund.id;
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id, publicId: companies.publicId, sortName: companies.sortName })
      .from(companies)
      .where(and(companyVisible(workspaceId), eq(companies.publicId, companyPublicId)))
      .for('share')
      .limit(1);
    if (!company) throw notFound(`company ${companyPublicId} not found`);
    for (let attempt = 0; attempt < 3; attempt++) {
      const [existing] = await tx
        .select({ id: fundCompanies.id, status: fundCompanies.status })
        .from(fundCompanies)
        .where(
          and(
            eq(fundCompanies.workspaceId, workspaceId),
            eq(fundCompanies.fundId, fundId),
            eq(fundCompanies.companyId, company.id),
            isNull(fundCompanies.removedAt),
          ),
        )
        .for('update')
        .limit(1);
      if (existing) {
        if (existing.status !== status) {
          await tx
            .update(fundCompanies)
            .set({ status, updatedAt: sql`now()` })
            .where(eq(fundCompanies.id, existing.id));
          await recordAudit(tx, who, [
            membershipEntry(fund, company.publicId, 'status_changed', [existing.status, status]),
          ]);
        }
        return { created: false };
      }
      const inserted = await tx
        .insert(fundCompanies)
        .values({
          workspaceId,
          fundId,
          companyId: company.id,
          companySortName: company.sortName,
          companyPublicId: company.publicId,
          status,
        })
        .onConflictDoNothing({
          target: [fundCompanies.fundId, fundCompanies.companyId],
          where: sql`${fundCompanies.removedAt} is null`,
        })
        .returning({ id: fundCompanies.id });
      if (inserted.length > 0) {
        await recordAudit(tx, who, [membershipEntry(fund, company.publicId, 'added', [null, status])]);
        return { created: true };
      }
    }
    throw new Error('fund membership upsert did not settle after 3 attempts');
  });
}
