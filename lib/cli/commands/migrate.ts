import { withDatabase } from '../database';
import { parse } from '../usage';

export async function migrateCommand(args: string[]): Promise<number | 'help'> {
  const { values } = parse('migrate', args, {}, 0);
  if (values.help) return 'help';
  await withDatabase('migrate', async (_db, database) => {
    process.stdout.write(
      `Migrations applied (${database.kind === 'pglite' ? `embedded database in ${database.where}` : database.where}).\n`,
    );
  });
  return 0;
}
