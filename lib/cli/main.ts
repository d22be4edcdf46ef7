import { debugEnabled } from '../env';
import { connectionsCommand } from './commands/connections';
import { ingestCommand } from './commands/ingest';
import { keysCommand } from './commands/keys';
import { migrateCommand } from './commands/migrate';
import { restoreCommand } from './commands/restore';
import { seedCommand } from './commands/seed';
import { workspacesCommand } from './commands/workspaces';
import { HELP, UsageError } from './usage';

type Command = (args: string[]) => Promise<number | 'help'>;

const COMMANDS: Record<string, Command> = {
  migrate: migrateCommand,
  seed: seedCommand,
  keys: keysCommand,
  restore: restoreCommand,
  workspaces: workspacesCommand,
  connections: connectionsCommand,
  ingest: ingestCommand,
};

/** Runs `pi` with the arguments after the program name; resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  try {
    if (name === undefined) {
      process.stderr.write(`${HELP['']}\n`);
      return 2;
    }
    if (name === 'help' || name === '--help' || name === '-h') return showHelp(args.join(' '));
    const command = COMMANDS[name];
    if (!command) throw new UsageError(`unknown command "${name}"`);
    const result = await command(args);
    // `pi keys create --help` shows the keys help; so does `pi keys --help`.
    if (result === 'help') return showHelp([name, ...args.filter((a) => !a.startsWith('-'))].slice(0, 2).join(' '));
    return result;
  } catch (err) {
    return report(err);
  }
}

function showHelp(topic: string): number {
  const text = HELP[topic] ?? HELP[topic.split(' ')[0] ?? ''];
  if (text === undefined) {
    process.stderr.write(`pi: no help for "${topic}"\n${HELP['']}\n`);
    return 2;
  }
  process.stdout.write(`${text}\n`);
  return 0;
}

function report(err: unknown): number {
  if (err instanceof UsageError) {
    const hint = err.command ? `pi ${err.command} --help` : 'pi help';
    process.stderr.write(`pi: ${err.message}\nRun '${hint}' for usage.\n`);
    return 2;
  }
  // Drizzle wraps driver errors in one that quotes the query and its parameters; the cause says what went wrong.
  const shown =
    err instanceof Error && err.message.startsWith('Failed query:') && err.cause instanceof Error ? err.cause : err;
  const message = shown instanceof Error ? shown.message : String(shown);
  process.stderr.write(`pi: ${message}\n`);
  if (debugEnabled() && err instanceof Error && err.stack) process.stderr.write(`${err.stack}\n`);
  return 1;
}
