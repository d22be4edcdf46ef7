import { restoreCompany, restoreNote } from '../../admin/restore';
import { withDatabase } from '../database';
import { UsageError, parse } from '../usage';

export async function restoreCommand(args: string[]): Promise<number | 'help'> {
  const [kind, ...rest] = args;
  if (kind === '--help' || kind === '-h') return 'help';
  if (kind === undefined) throw new UsageError('what to restore is missing: company or note', 'restore');
  if (kind !== 'company' && kind !== 'note') throw new UsageError(`unknown subcommand "restore ${kind}"`, 'restore');
  const command = `restore ${kind}`;
  const { values, positionals } = parse(command, rest, {}, 1);
  if (values.help) return 'help';
  const [id] = positionals;
  if (!id) throw new UsageError(`the id of the ${kind} to restore is missing`, command);

  if (kind === 'company') {
    const c = await withDatabase(command, (db) => restoreCompany(db, id));
    const funds =
      c.funds.length === 0
        ? 'no fund memberships to restore'
        : `back in ${c.funds.map((f) => `${f.name} (${f.status})`).join(', ')}`;
    process.stdout.write(`Restored company ${c.name} (${c.publicId}) in workspace ${c.workspaceSlug}; ${funds}.\n`);
  } else {
    const n = await withDatabase(command, (db) => restoreNote(db, id));
    process.stdout.write(
      `Restored note ${n.publicId} on ${n.parent.type} ${n.parent.publicId} in workspace ${n.workspaceSlug}.\n`,
    );
  }
  return 0;
}
