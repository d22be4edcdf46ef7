import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { companies, fundCompanies, funds } from '../../../db/schema';
import type { Fund, FundCompany, FundStatus } from '../../../schemas/fund';
import { notFound } from '../../core/errors';
import { keyset, keysetAfter, keysetOrder, type KeyValue } from '../../core/pagination';
import { companyVisible, toCompany } from '../companies/companies.queries';

type FundRow = typeof funds.$inferSelect;

export const toFund = (row: FundRow): Fund => ({ publicId: row.publicId, name: row.name });
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
  q: { statuses?: FundStatus[]; limit: number; after?: KeyValue[] },
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
        eq(fundCompanies.fundId, fundId),
        isNull(fundCompanies.removedAt),
        isNull(companies.deletedAt),
        q.statuses && q.statuses.length > 0 ? inArray(fundCompanies.status, q.statuses) : undefined,
        keysetAfter(FUND_COMPANY_ORDER, q.after),
      ),
    )
    .orderBy(...keysetOrder(FUND_COMPANY_ORDER))
    .limit(q.limit + 1);
}

/** One statement, so the removal is atomic; ids not in the fund match nothing. */
export async function removeFundCompanies(db: Db, fundId: number, companyPublicIds: string[]): Promise<number> {
  const rows = await db
    .update(fundCompanies)
    .set({ removedAt: new Date() })
    .where(
      and(
        eq(fundCompanies.fundId, fundId),
        isNull(fundCompanies.removedAt),
        inArray(fundCompanies.companyPublicId, companyPublicIds),
      ),
    )
    .returning({ id: fundCompanies.id });
  return rows.length;
}

export async function setFundCompanyStatus(
  db: Db,
  fundId: number,
  companyPublicId: string,
  status: FundStatus,
): Promise<boolean> {
  const rows = await db
    .update(fundCompanies)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        eq(fundCompanies.fundId, fundId),
        isNull(fundCompanies.removedAt),
        eq(fundCompanies.companyPublicId, companyPublicId),
      ),
    )
    .returning({ id: fundCompanies.id });
  return rows.length > 0;
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
  workspaceId: number,
  fundId: number,
  companyPublicId: string,
  status: FundStatus,
): Promise<{ created: boolean }> {
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
      if (inserted.length > 0) return { created: true };
    }
    throw new Error('fund membership upsert did not settle after 3 attempts');
  });
}
