import { addImapConnection, listConnections, removeConnection, type ConnectionInfo } from '../../admin/connections';
import { ImapSettingsSchema, type TlsMode } from '../../connections/imap-settings';
import { secretKey } from '../../connections/secret-box';
import { withDatabase } from '../database';
import { UsageError, parse } from '../usage';

export async function connectionsCommand(args: string[]): Promise<number | 'help'> {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'add':
      return add(rest);
    case 'list':
      return list(rest);
    case 'remove':
      return remove(rest);
    case undefined:
      throw new UsageError('missing subcommand: add, list or remove', 'connections');
    case '--help':
    case '-h':
      return 'help';
    default:
      throw new UsageError(`unknown subcommand "connections ${sub}"`, 'connections');
  }
}

async function add(args: string[]): Promise<number | 'help'> {
  const command = 'connections add';
  const { values, positionals } = parse(
    command,
    args,
    {
      workspace: { type: 'string' },
      member: { type: 'string' },
      host: { type: 'string' },
      port: { type: 'string' },
      tls: { type: 'boolean' },
      'no-tls': { type: 'boolean' },
      starttls: { type: 'boolean' },
      user: { type: 'string' },
      mailbox: { type: 'string' },
      label: { type: 'string' },
      'password-stdin': { type: 'boolean' },
    },
    1,
  );
  if (values.help) return 'help';
  const [provider] = positionals;
  if (provider !== 'imap') {
    throw new UsageError(
      provider ? `unknown provider "${provider}": only imap` : 'the provider (imap) is missing',
      command,
    );
  }
  for (const name of ['workspace', 'member', 'host', 'user'] as const) {
    if (!values[name]) throw new UsageError(`--${name} is required`, command);
  }
  // The stored settings' own schema decides (the poller reads them back through it); here it names the flag.
  const typed = ImapSettingsSchema.pick({ host: true, user: true, mailbox: true }).safeParse({
    host: values.host,
    user: values.user,
    mailbox: values.mailbox || 'INBOX',
  });
  if (!typed.success) {
    const issue = typed.error.issues[0];
    throw new UsageError(`--${String(issue?.path[0])} ${issue?.message ?? 'is not valid'}`, command);
  }
  const modes = (['tls', 'no-tls', 'starttls'] as const).filter((m) => values[m]);
  if (modes.length > 1) throw new UsageError('give only one of --tls, --no-tls and --starttls', command);
  const tls: TlsMode = modes[0] === 'no-tls' ? 'none' : modes[0] === 'starttls' ? 'starttls' : 'tls';
  if (values.port !== undefined && !/^\d{1,5}$/.test(values.port)) {
    throw new UsageError('--port must be a number from 1 to 65535', command);
  }
  // A password in argv shows in `ps` and shell history, and the environment is read in one place only.
  if (!values['password-stdin']) {
    throw new UsageError('give the password on standard input with --password-stdin', command);
  }
  const password = await readPassword();
  if (!password) throw new UsageError('the password read from standard input is empty', command);
  const key = secretKey();
  const created = await withDatabase(command, (db) =>
    addImapConnection(
      db,
      {
        workspaceSlug: values.workspace ?? '',
        memberEmail: values.member ?? '',
        host: values.host ?? '',
        port: values.port === undefined ? undefined : Number(values.port),
        tls,
        user: values.user ?? '',
        password,
        mailbox: values.mailbox,
        label: values.label,
      },
      key,
    ),
  );
  // stdout carries the id alone, so `ID=$(pi connections add …)` works.
  process.stdout.write(`${created.publicId}\n`);
  const s = created.settings;
  process.stderr.write(
    `Added IMAP connection ${created.publicId}: ${s.user}@${s.host}:${s.port} (${s.tls}), mailbox ${s.mailbox}. ` +
      'The server polls it from its next scan; GET /connections shows syncedAt or errorAt.\n',
  );
  return 0;
}

async function list(args: string[]): Promise<number | 'help'> {
  const { values } = parse('connections list', args, { workspace: { type: 'string' }, json: { type: 'boolean' } }, 0);
  if (values.help) return 'help';
  const rows = await withDatabase('connections list', (db) => listConnections(db, values.workspace));
  if (values.json) process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  else if (rows.length === 0) process.stderr.write('No connections.\n');
  else process.stdout.write(table(rows));
  return 0;
}

async function remove(args: string[]): Promise<number | 'help'> {
  const { values, positionals } = parse('connections remove', args, {}, 1);
  if (values.help) return 'help';
  const [id] = positionals;
  if (!id) throw new UsageError('the id of the connection to remove is missing', 'connections remove');
  const removed = await withDatabase('connections remove', (db) => removeConnection(db, id));
  process.stdout.write(
    removed.alreadyRemoved
      ? `Connection ${id} (${removed.provider}, ${removed.workspaceSlug}) was already removed.\n`
      : `Removed connection ${id} (${removed.provider}, ${removed.workspaceSlug}); it is no longer polled.\n`,
  );
  return 0;
}

/** All of standard input, less one final line break (a password may end in spaces). */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password (end with Ctrl-D; it is echoed, prefer a pipe): ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

const stamp = (d: Date | null) => (d ? `${d.toISOString().slice(0, 19).replace('T', ' ')}Z` : '-');

function table(rows: ConnectionInfo[]): string {
  const header = ['ID', 'WORKSPACE', 'PROVIDER', 'LABEL', 'TARGET', 'OWNER', 'SYNCED', 'ERROR', 'DISABLED'];
  const cells = rows.map((r) => [
    r.publicId,
    r.workspaceSlug,
    r.provider,
    r.label ?? '-',
    r.target ?? '-',
    r.ownerEmail ?? '-',
    stamp(r.syncedAt),
    r.errorAt ? `${r.errorId ?? 'last error'} at ${stamp(r.errorAt)}` : '-',
    stamp(r.disabledAt),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
  const render = (line: string[]) =>
    line
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return `${[header, ...cells].map(render).join('\n')}\n`;
}
