import { createApiKey, listApiKeys, revokeApiKey, type KeyInfo } from '../../admin/keys';
import { withDatabase } from '../database';
import { UsageError, parse } from '../usage';

export async function keysCommand(args: string[]): Promise<number | 'help'> {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'create':
      return create(rest);
    case 'list':
      return list(rest);
    case 'revoke':
      return revoke(rest);
    case undefined:
      throw new UsageError('missing subcommand: create, list or revoke', 'keys');
    case '--help':
    case '-h':
      return 'help';
    default:
      throw new UsageError(`unknown subcommand "keys ${sub}"`, 'keys');
  }
}

async function create(args: string[]): Promise<number | 'help'> {
  const { values } = parse(
    'keys create',
    args,
    { email: { type: 'string' }, workspace: { type: 'string' }, label: { type: 'string' } },
    0,
  );
  if (values.help) return 'help';
  const email = values.email;
  if (!email) throw new UsageError('--email is required', 'keys create');
  const created = await withDatabase('keys create', (db) =>
    createApiKey(db, { email, workspaceSlug: values.workspace, label: values.label }),
  );
  // stdout carries the key alone, so `KEY=$(pi keys create …)` works.
  process.stdout.write(`${created.key}\n`);
  process.stderr.write(
    `Created key ${created.prefix}… (id ${created.publicId}) for ${created.memberEmail} in workspace ${created.workspace.slug}. ` +
      'It is shown only now.\n',
  );
  return 0;
}

async function list(args: string[]): Promise<number | 'help'> {
  const { values } = parse('keys list', args, { json: { type: 'boolean' } }, 0);
  if (values.help) return 'help';
  const keys = await withDatabase('keys list', (db) => listApiKeys(db));
  if (values.json) {
    process.stdout.write(`${JSON.stringify(keys, null, 2)}\n`);
  } else if (keys.length === 0) {
    process.stderr.write('No API keys. Create one with: pi keys create --email EMAIL\n');
  } else {
    process.stdout.write(table(keys));
  }
  return 0;
}

async function revoke(args: string[]): Promise<number | 'help'> {
  const { values, positionals } = parse('keys revoke', args, {}, 1);
  if (values.help) return 'help';
  const [needle] = positionals;
  if (!needle) throw new UsageError('the id or prefix of the key to revoke is missing', 'keys revoke');
  const key = await withDatabase('keys revoke', (db) => revokeApiKey(db, needle));
  const who = `${key.prefix}… (id ${key.publicId}, ${key.memberEmail} in ${key.workspaceSlug})`;
  process.stdout.write(
    key.alreadyRevoked ? `Key ${who} was already revoked at ${stamp(key.revokedAt)}.\n` : `Revoked key ${who}.\n`,
  );
  return 0;
}

const stamp = (d: Date) => `${d.toISOString().slice(0, 19).replace('T', ' ')}Z`;

function table(keys: KeyInfo[]): string {
  const header = ['PREFIX', 'ID', 'WORKSPACE', 'MEMBER', 'LABEL', 'CREATED', 'REVOKED'];
  const rows = keys.map((k) => [
    k.prefix,
    k.publicId,
    k.workspaceSlug,
    k.memberEmail,
    k.label ?? '-',
    stamp(k.createdAt),
    k.revokedAt ? stamp(k.revokedAt) : '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const render = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return `${[header, ...rows].map(render).join('\n')}\n`;
}
