import { and, asc, eq, isNull } from 'drizzle-orm';
import { bootstrapDemo } from '../../lib/admin/bootstrap';
import { openDatabase } from '../../lib/db/client';
import { companies, connections, fundCompanies, funds, refusedMessages, workspaces } from '../../lib/db/schema';
import { newPublicId } from '../../lib/ids';

/** A fund only the bulk-remove test touches: the API cannot add a company back to a fund. */
export const REMOVAL_FUND = 'Browser tests: removal fund';
const REMOVAL_MEMBERS = 8;

/** A message a demo connection passed over: only a poll records one, and the browser tests run none. */
export const REFUSED_MESSAGE = {
  connectionLabel: "Ada's inbox",
  uid: 4217,
  messageId: 'no-sender-4217@mail.example',
  reason: 'the message has no From address',
  size: 2048,
};

/**
 * Before the server starts (it holds the embedded database from then on): the
 * demo workspace as a first start makes it, plus the removal fund and a refused message. The server
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
      const [inbox] = await tx
        .select({ id: connections.id })
        .from(connections)
        .where(and(eq(connections.workspaceId, demo.id), eq(connections.label, REFUSED_MESSAGE.connectionLabel)));
      if (!inbox) throw new Error(`the demo has no connection labelled ${REFUSED_MESSAGE.connectionLabel}`);
      const { connectionLabel: _label, ...refused } = REFUSED_MESSAGE;
      await tx.insert(refusedMessages).values({
        ...refused,
        workspaceId: demo.id,
        publicId: newPublicId(),
        connectionId: inbox.id,
        uidValidity: '1',
      });
    });
  } finally {
    await database.close();
  }
}
