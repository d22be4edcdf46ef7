import { randomBytes } from 'node:crypto';
import { resolveMember } from '../../admin/keys';
import { loadConfig } from '../../config';
import { ApiError } from '../../errors';
import { pageTokens } from '../../queries/pagination';
import { search } from '../../queries/search';
import { SEARCH_DEFAULT_LIMIT, SearchQuerySchema, type SearchHit } from '../../schemas/search';
import { withDatabase } from '../database';
import { UsageError, parse } from '../usage';

/** One hit as a line or two: what, when, where, then the passage with its matches in [brackets]. */
function describe(hit: SearchHit): string {
  let snippet = '';
  let at = 0;
  for (const h of hit.highlights) {
    snippet += `${hit.snippet.slice(at, h.start)}[${hit.snippet.slice(h.start, h.start + h.length)}]`;
    at = h.start + h.length;
  }
  snippet += hit.snippet.slice(at);
  const company = hit.companyName ? `  ${hit.companyName}` : '';
  return `${hit.type.padEnd(8)} ${hit.occurredAt.slice(0, 10)}  ${hit.title}${company}\n         ${snippet}\n         ${hit.permalink}`;
}

export async function searchCommand(args: string[]): Promise<number | 'help'> {
  const command = 'search';
  const { values, positionals } = parse(
    command,
    args,
    {
      member: { type: 'string' },
      workspace: { type: 'string' },
      type: { type: 'string', multiple: true },
      limit: { type: 'string' },
      json: { type: 'boolean' },
    },
    1,
  );
  if (values.help) return 'help';
  if (!values.member) throw new UsageError('--member is required: hits are what that member may open', command);
  // The API's own schema checks q, type and limit, so the command refuses exactly what GET /search refuses.
  const parsed = SearchQuerySchema.safeParse({ q: positionals[0] ?? '', type: values.type, limit: values.limit });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'q');
    throw new UsageError(
      `${name === 'q' ? 'the words to find' : `--${name}`}: ${issue?.message ?? 'invalid'}`,
      command,
    );
  }
  const { q, type, limit = SEARCH_DEFAULT_LIMIT } = parsed.data;
  const member = values.member;
  const config = loadConfig();
  const page = await withDatabase(command, async (db) => {
    const who = await resolveMember(db, member, values.workspace);
    // One page, never continued: its token's key need not outlive the command.
    const pages = pageTokens(randomBytes(32).toString('hex'));
    return search(db, who.workspaceId, { q, types: type, limit }, pages, config.appBaseUrl ?? '');
  }).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 400) throw new UsageError(err.message, command);
    throw err;
  });
  if (values.json) process.stdout.write(`${JSON.stringify(page.items, null, 2)}\n`);
  else if (page.items.length === 0) process.stdout.write('No hits.\n');
  else process.stdout.write(`${page.items.map(describe).join('\n')}\n`);
  return 0;
}
