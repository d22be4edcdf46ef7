import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { enqueue } from '../queue/jobs';
import type { Db } from '../db/client';
import { companies, fundCompanies, funds, notes, persons, workspaces } from '../db/schema';
import { AdminError } from './errors';

interface RestoredCompany {
  publicId: string;
  name: string;
  workspaceSlug: string;
  /** Funds the company re-joined, with the status it had there. */
  funds: Array<{ publicId: string; name: string; status: string }>;
}

interface RestoredNote {
  publicId: string;
  workspaceSlug: string;
  parent: { type: 'company' | 'person'; publicId: string };
}

/**
 * Undoes `DELETE /companies/{id}`. That delete stamps the company's
 * deleted_at and the removed_at of its live fund memberships with the same
 * instant, so the memberships removed at exactly that instant are the ones it
 * took away; memberships removed earlier (by a fund's own remove) stay removed.
 */
export async function restoreCompany(db: Db, publicId: string): Promise<RestoredCompany> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({
        id: companies.id,
        workspaceId: companies.workspaceId,
        name: companies.name,
        sortName: companies.sortName,
        primaryDomain: companies.primaryDomain,
        deletedAt: companies.deletedAt,
        slug: workspaces.slug,
      })
      .from(companies)
      .innerJoin(workspaces, eq(workspaces.id, companies.workspaceId))
      .where(eq(companies.publicId, publicId))
      .for('update', { of: companies });
    if (!company) throw new AdminError(`no company with id ${publicId}`);
    const deletedAt = company.deletedAt;
    if (!deletedAt) throw new AdminError(`company ${publicId} (${company.name}) is not deleted`);

    if (company.primaryDomain) {
      const [holder] = await tx
        .select({ publicId: companies.publicId, name: companies.name })
        .from(companies)
        .where(
          and(
            eq(companies.workspaceId, company.workspaceId),
            eq(companies.primaryDomain, company.primaryDomain),
            isNull(companies.deletedAt),
            ne(companies.id, company.id),
          ),
        )
        .limit(1);
      if (holder) {
        throw new AdminError(
          `cannot restore ${company.name}: its primary domain ${company.primaryDomain} is now used by ` +
            `${holder.name} (${holder.publicId}); change or delete that company first`,
        );
      }
    }

    await tx
      .update(companies)
      .set({ deletedAt: null, updatedAt: sql`now()` })
      .where(eq(companies.id, company.id));

    const removed = await tx
      .select({
        id: fundCompanies.id,
        fundId: fundCompanies.fundId,
        status: fundCompanies.status,
        fundPublicId: funds.publicId,
        fundName: funds.name,
      })
      .from(fundCompanies)
      .innerJoin(funds, eq(funds.id, fundCompanies.fundId))
      .where(and(eq(fundCompanies.companyId, company.id), eq(fundCompanies.removedAt, deletedAt)));

    const rejoined: RestoredCompany['funds'] = [];
    const seen = new Set<number>();
    for (const m of removed) {
      if (seen.has(m.fundId)) continue;
      seen.add(m.fundId);
      // The company may have been put back in the fund since; one live membership per fund.
      const [live] = await tx
        .select({ id: fundCompanies.id })
        .from(fundCompanies)
        .where(
          and(
            eq(fundCompanies.fundId, m.fundId),
            eq(fundCompanies.companyId, company.id),
            isNull(fundCompanies.removedAt),
          ),
        )
        .limit(1);
      if (live) continue;
      await tx
        .update(fundCompanies)
        .set({
          removedAt: null,
          updatedAt: sql`now()`,
          // Re-copied in case the name changed while the company was deleted.
          companySortName: company.sortName,
          companyPublicId: publicId,
        })
        .where(eq(fundCompanies.id, m.id));
      rejoined.push({ publicId: m.fundPublicId, name: m.fundName, status: m.status });
    }
    return { publicId, name: company.name, workspaceSlug: company.slug, funds: rejoined };
  });
}

/** Undoes `DELETE /notes/{id}`; refuses while the note's company is deleted. */
export async function restoreNote(db: Db, publicId: string): Promise<RestoredNote> {
  return db.transaction(async (tx) => {
    const [note] = await tx
      .select({
        id: notes.id,
        workspaceId: notes.workspaceId,
        deletedAt: notes.deletedAt,
        companyId: notes.companyId,
        personId: notes.personId,
        slug: workspaces.slug,
      })
      .from(notes)
      .innerJoin(workspaces, eq(workspaces.id, notes.workspaceId))
      .where(eq(notes.publicId, publicId))
      .for('update', { of: notes });
    if (!note) throw new AdminError(`no note with id ${publicId}`);
    if (!note.deletedAt) throw new AdminError(`note ${publicId} is not deleted`);

    let parent: RestoredNote['parent'] | undefined;
    let companyId = note.companyId;
    if (note.personId !== null) {
      const [person] = await tx
        .select({ publicId: persons.publicId, companyId: persons.companyId, deletedAt: persons.deletedAt })
        .from(persons)
        .where(eq(persons.id, note.personId));
      if (!person) throw new AdminError(`note ${publicId} belongs to a person that no longer exists`);
      if (person.deletedAt)
        throw new AdminError(`cannot restore note ${publicId}: the person it is attached to is deleted`);
      parent = { type: 'person', publicId: person.publicId };
      companyId = person.companyId;
    }
    if (companyId !== null) {
      const [company] = await tx
        .select({ publicId: companies.publicId, name: companies.name, deletedAt: companies.deletedAt })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (company?.deletedAt) {
        throw new AdminError(
          `cannot restore note ${publicId}: its company ${company.name} (${company.publicId}) is deleted; ` +
            `restore the company first (pi restore company ${company.publicId})`,
        );
      }
      if (company && note.personId === null) parent = { type: 'company', publicId: company.publicId };
    }
    if (!parent) throw new AdminError(`note ${publicId} has no parent`);

    await tx
      .update(notes)
      .set({ deletedAt: null, updatedAt: sql`now()` })
      .where(eq(notes.id, note.id));
    // Back onto its company's timeline: the running server's worker (or the next start) derives it.
    await enqueue(tx, note.workspaceId, 'note', note.id);
    return { publicId, workspaceSlug: note.slug, parent };
  });
}
