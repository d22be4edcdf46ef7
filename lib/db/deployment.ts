import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { deploymentSettings } from './schema';

/**
 * A random secret shared by every server of the deployment: the first server
 * to ask makes it, the insert race is settled by the primary key, and all of
 * them then read the one stored value.
 */
export async function deploymentSecret(db: DbOrTx, name: string): Promise<string> {
  await db
    .insert(deploymentSettings)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: deploymentSettings.value })
    .from(deploymentSettings)
    .where(eq(deploymentSettings.name, name))
    .limit(1);
  if (!row) throw new Error(`deployment setting ${name} could not be stored`);
  return row.value;
}
