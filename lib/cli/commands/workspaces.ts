import { createWorkspace } from '../../admin/workspaces';
import { withDatabase } from '../database';
import { UsageError, parse } from '../usage';

export async function workspacesCommand(args: string[]): Promise<number | 'help'> {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'create':
      return create(rest);
    case undefined:
      throw new UsageError('missing subcommand: create', 'workspaces');
    case '--help':
    case '-h':
      return 'help';
    default:
      throw new UsageError(`unknown subcommand "workspaces ${sub}"`, 'workspaces');
  }
}

async function create(args: string[]): Promise<number | 'help'> {
  const command = 'workspaces create';
  const { values, positionals } = parse(
    command,
    args,
    { name: { type: 'string' }, member: { type: 'string', multiple: true } },
    1,
  );
  if (values.help) return 'help';
  const [slug] = positionals;
  if (!slug) throw new UsageError('the slug of the new workspace is missing', command);
  if (!values.name) throw new UsageError('--name is required', command);
  const memberEmails = values.member ?? [];
  if (memberEmails.length === 0) throw new UsageError('--member is required', command);
  const name = values.name;
  const ws = await withDatabase(command, (db) => createWorkspace(db, { slug, name, memberEmails }));
  const admins = ws.members.map((m) => m.email).join(', ');
  process.stdout.write(`Created workspace ${ws.slug} (${ws.name}, id ${ws.publicId}) with admin ${admins}.\n`);
  const first = ws.members[0]?.email ?? '';
  process.stderr.write(`Create a key with: pi keys create --email ${first} --workspace ${ws.slug}\n`);
  return 0;
}
