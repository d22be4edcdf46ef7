import { and, eq, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { changesOf, hasChanges, recordAudit, type Who } from '../audit/record';
import type { Db, DbOrTx } from '../db/client';
import { allOf } from '../db/conditions';
import { companySearchText, companySortName, CONTROL_CHARACTER } from '../db/company-keys';
import { companies, fundCompanies } from '../db/schema';
import { newPublicId } from '../ids';
import type { Company, CompanyCreate, CompanyUpdate } from '../schemas/company';
import { conflict, invalidField, isUniqueViolation, notFound } from '../errors';
import { preparedOn, withFlatRows } from '../db/prepared';
import { keyset, keysetAfter, keysetAfterPlaceholders, keysetOrder, keysetParams, type KeyValue } from './pagination';

type CompanyRow = typeof companies.$inferSelect;

/**
 * The columns the API shows of a company, and its sort key for page tokens. Lists read only these: every column
 * read is parsed and mapped per row, and lists are the API's busiest reads.
 */
const COMPANY_VIEW = {
  publicId: companies.publicId,
  name: companies.name,
  sortName: companies.sortName,
  primaryDomain: companies.primaryDomain,
  domains: companies.domains,
  alternativeNames: companies.alternativeNames,
  headline: companies.headline,
  linkedinSlug: companies.linkedinSlug,
  twitterSlug: companies.twitterSlug,
  crunchbaseSlug: companies.crunchbaseSlug,
};
type CompanyView = Pick<CompanyRow, keyof typeof COMPANY_VIEW>;

export function toCompany(row: CompanyView): Company {
  const out: Company = {
    publicId: row.publicId,
    name: row.name,
    domains: row.domains,
    alternativeNames: row.alternativeNames,
  };
  if (row.primaryDomain !== null) out.primaryDomain = row.primaryDomain;
  if (row.headline !== null) out.headline = row.headline;
  if (row.linkedinSlug !== null) out.linkedinSlug = row.linkedinSlug;
  if (row.twitterSlug !== null) out.twitterSlug = row.twitterSlug;
  if (row.crunchbaseSlug !== null) out.crunchbaseSlug = row.crunchbaseSlug;
  return out;
}

/** A company's fields as the audit trail compares them: the API's view, without the id. */
function companySnapshot(row: CompanyRow | null): Record<string, unknown> | null {
  if (row === null) return null;
  const { publicId: _id, ...fields } = toCompany(row);
  return fields;
}

/** Records a company write (contract §8) in the write's transaction; an update that changed nothing records nothing. */
async function auditCompany(tx: DbOrTx, who: Who, before: CompanyRow | null, after: CompanyRow | null) {
  const changes = changesOf(companySnapshot(before), companySnapshot(after));
  const publicId = (after ?? before)?.publicId;
  if (publicId === undefined || (before !== null && after !== null && !hasChanges(changes))) return;
  const action = before === null ? 'created' : after === null ? 'deleted' : 'updated';
  await recordAudit(tx, who, [{ action, entityType: 'company', entityPublicId: publicId, changes }]);
}

export const companyCursor = (row: { sortName: string; publicId: string }): KeyValue[] => [row.sortName, row.publicId];

/** Escapes LIKE wildcards so a search term matches literally. */
function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export const COMPANY_ORDER = keyset(
  'asc',
  { column: companies.sortName, kind: 'string' },
  { column: companies.publicId, kind: 'string' },
);

/**
 * The one rule for which companies a workspace sees: live ones of the
 * workspace. The API, citations and source pages all ask it, directly or
 * through the rules of what hangs off a company (pass the alias they join).
 */
export function companyVisible(
  workspaceId: number | Placeholder,
  company: { workspaceId: AnyPgColumn; deletedAt: AnyPgColumn } = companies,
): SQL {
  return allOf(eq(company.workspaceId, workspaceId), isNull(company.deletedAt));
}

/**
 * `companyVisible` for rows that carry their company's id and are already
 * scoped to the workspace, for counts over many rows: the company is not
 * deleted. An anti-join over the few deleted companies (companies_deleted),
 * where a join would hash every live one.
 */
export function companyNotDeleted(companyId: AnyPgColumn): SQL {
  return sql`not exists (select 1 from ${companies} where ${companies.id} = ${companyId} and ${companies.deletedAt} is not null)`;
}

/**
 * The one `search` rule (contract §2): a case-insensitive substring of the
 * name, an alternative name or a domain. Undefined when there is no search;
 * a term with a control character matches nothing (no stored text has one).
 * GET /companies and GET /funds/{id}/companies both ask it.
 */
export function companyMatches(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  if (CONTROL_CHARACTER.test(search)) return sql`false`;
  return sql`${companies.searchText} like ${likePattern(search)}`;
}

/** A page of companies, in list order: the columns the API shows of those matching `conditions`. */
const companyPage = (db: DbOrTx, ...conditions: (SQL | undefined)[]) =>
  db
    .select(COMPANY_VIEW)
    .from(companies)
    .where(and(...conditions))
    .orderBy(...keysetOrder(COMPANY_ORDER));

/** A page of the unsearched list, first or after a cursor: the statements every list request runs. */
const preparedPage = (after: boolean) =>
  preparedOn((db) =>
    withFlatRows(
      companyPage(
        db,
        companyVisible(sql.placeholder('workspaceId')),
        after ? keysetAfterPlaceholders(COMPANY_ORDER) : undefined,
      )
        .limit(sql.placeholder('limit'))
        .prepare(after ? 'companies_after' : 'companies_first'),
      COMPANY_VIEW,
    ),
  );
const firstPage = preparedPage(false);
const laterPage = preparedPage(true);

export async function listCompanies(
  db: Db,
  workspaceId: number,
  q: { search?: string; limit: number; after?: KeyValue[] },
): Promise<CompanyView[]> {
  const limit = q.limit + 1;
  if (q.search) {
    return companyPage(
      db,
      companyVisible(workspaceId),
      companyMatches(q.search),
      keysetAfter(COMPANY_ORDER, q.after),
    ).limit(limit);
  }
  return q.after
    ? laterPage(db).execute({ workspaceId, limit, ...keysetParams(q.after) })
    : firstPage(db).execute({ workspaceId, limit });
}

/** A live company of the workspace, or undefined; any string is a valid lookup. */
async function findCompany(db: DbOrTx, workspaceId: number, publicId: string): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(companyVisible(workspaceId), eq(companies.publicId, publicId)))
    .limit(1);
  return row;
}

export async function requireCompany(db: DbOrTx, workspaceId: number, publicId: string): Promise<CompanyRow> {
  const row = await findCompany(db, workspaceId, publicId);
  if (!row) throw notFound(`company ${publicId} not found`);
  return row;
}

interface Normalized {
  name: string;
  primaryDomain: string | null;
  domains: string[];
  alternativeNames: string[];
}

/** Lower-cases and de-duplicates domains, and keeps the primary among them. */
function normalize(v: Normalized): Normalized & { sortName: string; searchText: string } {
  const primary = v.primaryDomain?.toLowerCase() ?? null;
  const domains = [...new Set([...(primary ? [primary] : []), ...v.domains.map((d) => d.toLowerCase())])];
  if (domains.length > 100) throw invalidField('domains', 'must have at most 100 items, primaryDomain included');
  const alternativeNames = [...new Set(v.alternativeNames)];
  return {
    name: v.name,
    primaryDomain: primary,
    domains,
    alternativeNames,
    sortName: companySortName(v.name),
    searchText: companySearchText({ name: v.name, alternativeNames, domains }),
  };
}

function domainConflict(err: unknown, domain: string | null): never {
  if (isUniqueViolation(err, 'companies_primary_domain')) {
    throw conflict(`primaryDomain ${domain ?? ''} is already used by another company`);
  }
  throw err;
}

export async function createCompany(db: Db, who: Who, input: CompanyCreate): Promise<string> {
  const n = normalize({
    name: input.name,
    primaryDomain: input.primaryDomain ?? null,
    domains: input.domains ?? [],
    alternativeNames: input.alternativeNames ?? [],
  });
  const publicId = newPublicId();
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(companies)
        .values({
          workspaceId: who.workspaceId,
          publicId,
          ...n,
          headline: input.headline ?? null,
          linkedinSlug: input.linkedinSlug ?? null,
          twitterSlug: input.twitterSlug ?? null,
          crunchbaseSlug: input.crunchbaseSlug ?? null,
        })
        .returning();
      await auditCompany(tx, who, null, row ?? null);
    });
  } catch (err) {
    domainConflict(err, n.primaryDomain);
  }
  return publicId;
}

/** Fields absent from the patch keep their value; null clears. */
const pick = <T>(patch: T | null | undefined, current: T | null): T | null => (patch === undefined ? current : patch);

export async function updateCompany(db: Db, who: Who, publicId: string, patch: CompanyUpdate): Promise<CompanyRow> {
  let primary: string | null = null;
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(companies)
        .where(and(companyVisible(who.workspaceId), eq(companies.publicId, publicId)))
        .for('update')
        .limit(1);
      if (!current) throw notFound(`company ${publicId} not found`);
      const n = normalize({
        name: patch.name ?? current.name,
        primaryDomain: pick(patch.primaryDomain, current.primaryDomain),
        domains: pick(patch.domains, current.domains) ?? [],
        alternativeNames: pick(patch.alternativeNames, current.alternativeNames) ?? [],
      });
      primary = n.primaryDomain;
      const [row] = await tx
        .update(companies)
        .set({
          ...n,
          headline: pick(patch.headline, current.headline),
          linkedinSlug: pick(patch.linkedinSlug, current.linkedinSlug),
          twitterSlug: pick(patch.twitterSlug, current.twitterSlug),
          crunchbaseSlug: pick(patch.crunchbaseSlug, current.crunchbaseSlug),
          updatedAt: new Date(),
        })
        .where(eq(companies.id, current.id))
        .returning();
      if (n.sortName !== current.sortName) {
        // Fund lists page over a copy of the sort key.
        await tx
          .update(fundCompanies)
          .set({ companySortName: n.sortName })
          .where(eq(fundCompanies.companyId, current.id));
      }
      if (!row) throw notFound(`company ${publicId} not found`);
      await auditCompany(tx, who, current, row);
      return row;
    });
  } catch (err) {
    return domainConflict(err, primary);
  }
}

/**
 * Soft delete. The company leaves its funds at the same instant, which is how
 * `pi restore company` knows which memberships to bring back. Its notes,
 * touchpoints and values stay, hidden behind the deleted company. One
 * statement, then its audit event (one event: the memberships it ends are
 * part of the delete).
 */
export async function deleteCompany(db: Db, who: Who, publicId: string): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const gone = tx.$with('gone').as(
      tx
        .update(companies)
        .set({ deletedAt: now })
        .where(and(companyVisible(who.workspaceId), eq(companies.publicId, publicId)))
        .returning(),
    );
    const leftFunds = tx.$with('left_funds').as(
      tx
        .update(fundCompanies)
        .set({ removedAt: now })
        .where(
          and(inArray(fundCompanies.companyId, tx.select({ id: gone.id }).from(gone)), isNull(fundCompanies.removedAt)),
        )
        .returning({ id: fundCompanies.id }),
    );
    const [row] = await tx.with(gone, leftFunds).select().from(gone);
    if (!row) throw notFound(`company ${publicId} not found`);
    // Returned by the update, so deletedAt is set: the snapshot leaves it out anyway.
    await auditCompany(tx, who, row, null);
  });
}
