import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { SEARCH_CONFIG } from '../db/search-vector';
import { invalidField } from '../errors';

/**
 * What `q` asks for, before the database reads it: the words as typed, and the
 * last one again when it may be a word still being typed (matched as a prefix).
 */
interface SearchTerms {
  /** All of `q` when there is no prefix; else `q` without its last word. */
  words: string;
  /** Letters and digits only, so it can never carry tsquery syntax. */
  prefix?: string;
}

/** A last word of letters and digits, after a space or at the start: not `-word`, not `a-b`, not `"…"`. */
const LAST_WORD = /(?:^|\s)([\p{L}\p{N}]+)$/u;

export function searchTerms(q: string): SearchTerms {
  const text = q.trimEnd();
  const last = LAST_WORD.exec(text);
  // An odd number of quotes leaves a phrase open, which runs to the end: its words are not prefixes.
  const openPhrase = (text.match(/"/g)?.length ?? 0) % 2 === 1;
  if (!last?.[1] || openPhrase) return { words: text };
  const head = text.slice(0, text.length - last[1].length);
  // `a or b`: `or` is websearch syntax, and cutting `b` away would change what it joins.
  if (/^or$/i.test(last[1]) || /(?:^|\s)or\s*$/i.test(head)) return { words: text };
  return { words: head, prefix: last[1] };
}

const CONFIG = sql.raw(`'${SEARCH_CONFIG}'::regconfig`);

/**
 * The tsquery of `q`: websearch syntax (phrases, `-word`, `or`) for the words,
 * the last word also as a prefix. User text only ever travels as parameters.
 */
function tsqueryOf(terms: SearchTerms): SQL {
  const words = sql`websearch_to_tsquery(${CONFIG}, ${terms.words})`;
  if (terms.prefix === undefined) return words;
  return sql`(${words} && to_tsquery(${CONFIG}, ${`${terms.prefix}:*`}))`;
}

/**
 * `q` as the database's tsquery, in its text form (which the main query reads
 * back as a parameter). No word left once stop words are dropped, or only
 * excluded words (which would match nearly everything, without an index), is a 400.
 */
export async function parseSearch(db: DbOrTx, q: string): Promise<string> {
  const query = tsqueryOf(searchTerms(q));
  const res = await db.execute(sql`select ${query}::text as query, querytree(${query}) as tree`);
  const row = (res as unknown as { rows: { query: string; tree: string }[] }).rows[0];
  if (!row || row.query === '' || row.tree === 'T' || row.tree === '') {
    throw invalidField('q', 'must contain at least one searchable word');
  }
  return row.query;
}
