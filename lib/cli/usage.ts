import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Bad command line: exit code 2 and a pointer to the help. */
export class UsageError extends Error {
  constructor(
    message: string,
    /** The command whose help to point at, e.g. 'keys create'. */
    readonly command?: string,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** Public ids are nanoids, which may begin with '-': such an argument is an id, not an option. */
const ID_LIKE = /^-[A-Za-z0-9_-]{20}$/;

/**
 * Moves id-like arguments behind a `--`, where parseArgs takes them as
 * positionals, leaving real options (and their values) in front.
 */
function separatePositionals(args: string[], options: Options): string[] {
  const front: string[] = [];
  const back: string[] = [];
  const takesValue = (arg: string) => {
    const long = /^--([^=]+)$/.exec(arg)?.[1];
    if (long !== undefined) return options[long]?.type === 'string';
    const short = /^-([^-])$/.exec(arg)?.[1];
    return Object.values(options).some((o) => o.short === short && o.type === 'string');
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--') {
      back.push(...args.slice(i + 1));
      break;
    }
    if (ID_LIKE.test(arg) && !takesValue(arg)) back.push(arg);
    else {
      front.push(arg);
      if (takesValue(arg) && i + 1 < args.length) front.push(args[++i] ?? '');
    }
  }
  return back.length > 0 ? [...front, '--', ...back] : front;
}

const HELP_OPTION = { help: { type: 'boolean', short: 'h' } } as const;

/** parseArgs with strict checking and a --help flag, its errors turned into usage errors. */
export function parse<O extends Options>(command: string, args: string[], options: O, maxPositionals: number) {
  const all = { ...options, ...HELP_OPTION };
  const config = { args: separatePositionals(args, all), options: all, strict: true, allowPositionals: true } as const;
  let parsed: ReturnType<typeof parseArgs<typeof config>>;
  try {
    parsed = parseArgs(config);
  } catch (err) {
    const raw = err instanceof Error ? err.message.replace(/\. To specify a positional argument.*$/s, '') : String(err);
    throw new UsageError(raw.charAt(0).toLowerCase() + raw.slice(1), command);
  }
  const help = 'help' in parsed.values && parsed.values.help === true;
  if (!help && parsed.positionals.length > maxPositionals) {
    throw new UsageError(`unexpected argument "${parsed.positionals[maxPositionals] ?? ''}"`, command);
  }
  return parsed;
}

const ENVIRONMENT = `Environment:
  DATABASE_URL   PostgreSQL connection string (postgres://user:pass@host:5432/db).
                 When unset, the embedded database in PI_DATA_DIR is used.
  PI_DATA_DIR    Folder of the embedded database (default: .data). Only one
                 process may open it at a time: stop the server first, or use
                 DATABASE_URL.
  PI_DEBUG=1     Print stack traces of errors.`;

export const HELP: Record<string, string> = {
  '': `pi — administration of Portfolio Intelligence

Usage: pi <command> [options]

Commands:
  migrate                         Apply database migrations
  seed demo [--companies N]       Create the demo workspaces with generated data
  workspaces create SLUG --name NAME --member EMAIL
                                  Create an empty workspace with an admin member
  keys create --email E [--workspace W] [--label L]
                                  Create an API key; prints only the key
  keys list [--json]              List API keys (never the keys themselves)
  keys revoke ID_OR_PREFIX        Revoke an API key
  connections add imap --workspace W --member E --host H --user U --password-stdin
                                  Add an IMAP mailbox the server polls; prints its id
  connections list [--workspace W] [--json]
                                  List connections and their health (never passwords)
  connections remove ID           Remove a connection (soft); it is no longer polled
  ingest PATH --member E [--workspace W] [--no-derive]
                                  Take .eml files, a folder of them, or an mbox
  search WORDS --member E [--workspace W] [--type T]… [--limit N] [--json]
                                  Find emails, files, meetings, notes, insights, companies
  restore company ID              Undelete a company and its fund memberships
  restore note ID                 Undelete a note
  help [command]                  Show help for a command

Every command that touches data applies pending migrations first.
Run 'pi <command> --help' for details.

Exit status: 0 success, 1 error, 2 bad usage.

${ENVIRONMENT}`,

  migrate: `Usage: pi migrate

Applies pending database migrations and exits. Safe to run repeatedly.

${ENVIRONMENT}`,

  seed: `Usage: pi seed demo [--companies N]

Creates workspace "demo" (Demo Ventures) with generated, deterministic data:
members (ada@demo.example is the admin), companies, funds, people, notes,
touchpoints with emails, files, meetings and insights, trackers with values,
and connections. Also creates workspace "other" (Other Capital) unless it exists.

Options:
  --companies N   Companies in "demo" (default 200, at most 1000000). Up to
                  5,000 companies every other count scales with it: 200
                  companies come with about 1,000 touchpoints and their
                  tracker values. Past 5,000 the rest are the long tail of a
                  big CRM: one in ten has one update, the others none.

The same N always produces the same names, ids and values. Everything is
written in one transaction: an interrupted seed leaves nothing behind.
Refuses if workspace "demo" already exists.
Progress goes to stderr, the summary to stdout.

${ENVIRONMENT}`,

  workspaces: `Usage: pi workspaces create SLUG --name NAME --member EMAIL [--member EMAIL…]

Creates an empty workspace with each EMAIL as an admin member (a new user of
that workspace, named after the email's local part: ada.lovelace@… becomes
Ada Lovelace). Then give a member a key with 'pi keys create --email EMAIL
--workspace SLUG'.

SLUG is 1 to 63 lowercase letters, digits and inner hyphens; NAME at most 200
characters. Refuses, changing nothing, when a workspace with SLUG exists.

${ENVIRONMENT}`,

  keys: `Usage:
  pi keys create --email EMAIL [--workspace SLUG] [--label LABEL]
  pi keys list [--json]
  pi keys revoke ID_OR_PREFIX

create   Creates an API key for the member with EMAIL (case-insensitive) and
         prints only the key on stdout: it is shown once and never stored.
         --workspace is needed when EMAIL is a member of several workspaces.
list     Lists keys: prefix, id, workspace, member, label, created, revoked.
         --json prints them as JSON.
revoke   Revokes the key with that id, or with the prefix 'pi keys list' shows.
         Requests with a revoked key are answered 401.

${ENVIRONMENT}`,

  connections: `Usage:
  pi connections add imap --workspace SLUG --member EMAIL --host HOST --user USER
                          --password-stdin [--port N] [--tls | --starttls | --no-tls]
                          [--mailbox INBOX] [--label LABEL]
  pi connections list [--workspace SLUG] [--json]
  pi connections remove ID

add      Adds an IMAP mailbox to the workspace and prints only its id. The
         server polls it every PI_IMAP_POLL_SECONDS (default 60) and takes
         each new message as if it were sent to POST /emails, on behalf of
         the member with EMAIL. The password is read from standard input
         (printf '%s' "$PASS" | pi connections add imap …) and stored
         encrypted with PI_SECRET_KEY, or else with the key file secret.key
         in PI_DATA_DIR, made on first use: back it up with the database.
         --tls (default, port 993), --starttls (port 143, upgrade required)
         or --no-tls (port 143, cleartext: local servers only).
         Three authentication failures in a row disable the connection.
list     Lists connections: id, workspace, provider, label, user@host:port/
         mailbox, owner, last sync, last error, disabled. --json for JSON.
remove   Removes a connection: it disappears from the API, is no longer
         polled, and its stored password is erased. Items it brought stay.

Servers with separate data folders on one PostgreSQL must all set the same
PI_SECRET_KEY (32 bytes, base64 or hex) instead of using key files.

${ENVIRONMENT}`,

  ingest: `Usage: pi ingest PATH --member EMAIL [--workspace SLUG] [--no-derive]

Takes every message under PATH exactly as POST /emails would, on behalf of
the member with EMAIL: a folder of .eml and .mbox files (searched
recursively), or one file of any name, read by what it holds: an mbox when
it starts with a "From " line, else one message. A message already taken
(the same Message-ID, or without one the same content) is skipped. Then derives everything queued (companies, touchpoints, suggested
values), with progress on stderr; --no-derive leaves that to the server.
A message intake refuses (not a message, no sender) is named on stderr with
its file (and its number in an mbox) and the reason, and the rest are still
taken; the run then exits 1. A failure of the database stops the run at the
message it was taking, naming it.

${ENVIRONMENT}`,

  search: `Usage: pi search WORDS --member EMAIL [--workspace SLUG] [--type TYPE]… [--limit N] [--json]

Finds what the member with EMAIL could open, as GET /search does: emails,
file sections (element), meetings, notes, insights and companies, best first
(relevance with a recency boost). Words are stemmed (English) and accent-
folded; "…" keeps a phrase together, -word leaves out items with that word,
and the last word also matches as a prefix. Quote WORDS for the shell:
  pi search '"board deck" churn -draft' --member ada@demo.example

Options:
  --type TYPE   email, element, meeting, note, insight or company; repeat for
                several (default all)
  --limit N     hits to show, 1 to 100 (default 20)
  --json        print the hits as the API gives them
Matches are shown in [brackets]. Exit status 2 when WORDS has no word to find.

${ENVIRONMENT}`,

  restore: `Usage:
  pi restore company ID
  pi restore note ID

company   Undeletes a company deleted through the API and puts it back in the
          funds the delete removed it from. Refuses while another live company
          of the workspace uses the same primary domain.
note      Undeletes a note. Refuses while the note's company is deleted:
          restore the company first.

${ENVIRONMENT}`,
};

HELP['seed demo'] = HELP.seed ?? '';
HELP['workspaces create'] = HELP.workspaces ?? '';
for (const sub of ['create', 'list', 'revoke']) HELP[`keys ${sub}`] = HELP.keys ?? '';
for (const sub of ['company', 'note']) HELP[`restore ${sub}`] = HELP.restore ?? '';
for (const sub of ['add', 'list', 'remove']) HELP[`connections ${sub}`] = HELP.connections ?? '';
