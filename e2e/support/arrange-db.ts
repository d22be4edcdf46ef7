import { and, asc, eq, isNull } from 'drizzle-orm';
import { bootstrapDemo } from '../../lib/admin/bootstrap';
import { openDatabase } from '../../lib/db/client';
import { companies, fundCompanies, funds, workspaces } from '../../lib/db/schema';
import { newPublicId } from '../../lib/ids';

/** A fund only the bulk-remove test touches: the API cannot add a company back to a fund. */
export const REMOVAL_FUND = 'Browser tests: removal fund';
const REMOVAL_MEMBERS = 8;

/**
 * Before the server starts (it holds the embedded database from then on): the
 * demo workspace as a first start makes it, plus the removal fund. The server
 * then finds the demo seeded and only stores its console key.
 */
export async function arrangeDatabase(dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir, holder: 'the browser tests setup' });
  try {
    await database.migrate();
    await bootstrapDemo(database.db);
    await database.db.transaction(async (tx) => {
      const [demo] = await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.slug, 'demo'));
      if (!demo) throw new Error('the demo workspace was not seeded');
      const members = await tx
        .select({ id: companies.id, sortName: companies.sortName, publicId: companies.publicId })
        .from(companies)
        .where(and(eq(companies.workspaceId, demo.id), isNull(companies.deletedAt)))
        .orderBy(asc(companies.sortName), asc(companies.publicId))
        .limit(REMOVAL_MEMBERS);
      const [fund] = await tx
        .insert(funds)
        .values({ workspaceId: demo.id, publicId: newPublicId(), name: REMOVAL_FUND })
        .returning({ id: funds.id });
      if (!fund) throw new Error('could not create the removal fund');
      await tx.insert(fundCompanies).values(
        members.map((c) => ({
          workspaceId: demo.id,
          fundId: fund.id,
          companyId: c.id,
          companySortName: c.sortName,
          companyPublicId: c.publicId,
          status: 'active',
        })),
      );
    });
  } finally {
    await database.close();
  }
}
