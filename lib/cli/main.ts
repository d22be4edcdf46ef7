import { debugEnabled } from '../env';
import { HELP, UsageError } from './usage';

type Command = (args: string[]) => Promise<number | 'help'>;

/**
 * Each command is loaded when it runs: `pi keys list` need not load the demo seed's PDF writer or the
 * file parsers, and a spawned `pi` starts in about half the time.
 */
const COMMANDS: Record<string, () => Promise<Command>> = {
  migrate: async () => (await import('./commands/migrate')).migrateCommand,
  seed: async () => (await import('./commands/seed')).seedCommand,
  keys: async () => (await import('./commands/keys')).keysCommand,
  restore: async () => (await import('./commands/restore')).restoreCommand,
  workspaces: async () => (await import('./commands/workspaces')).workspacesCommand,
  connections: async () => (await import('./commands/connections')).connectionsCommand,
  ingest: async () => (await import('./commands/ingest')).ingestCommand,
  search: async () => (await import('./commands/search')).searchCommand,
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
    const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!load) throw new UsageError(`unknown command "${name}"`);
    const result = await (await load())(args);
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
