/**
 * The writes of bench/writers.ts: what a data pipeline and the console send,
 * spread over the seeded companies and fund memberships so that writers
 * rarely touch the same row at the same moment.
 */
import type { Client } from './writers-http';

export const OPS = ['createCompany', 'updateCompany', 'createNote', 'setFundStatus', 'importMeeting'] as const;
export type Op = (typeof OPS)[number];

export interface Targets {
  companies: Array<{ publicId: string; name: string }>;
  memberships: Array<{ fundPublicId: string; companyPublicId: string }>;
}

export interface Write {
  method: string;
  path: string;
  body: unknown;
}

interface Page<T> {
  items: T[];
  nextPageToken?: string;
}

const FUND_STATUSES = ['active', 'exited', 'dissolved'] as const;

/** Up to `max` live companies and every fund's first 100 memberships, read through the API. */
export async function loadTargets(http: Client, api: string, key: string, max = 1000): Promise<Targets> {
  const companies: Targets['companies'] = [];
  let token: string | undefined;
  do {
    const page: Page<{ publicId: string; name: string }> = await http.getJson(
      `${api}/companies?limit=100${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`,
      key,
    );
    companies.push(...page.items.map((c) => ({ publicId: c.publicId, name: c.name })));
    token = page.nextPageToken;
  } while (token && companies.length < max);
  const funds: Page<{ publicId: string }> = await http.getJson(`${api}/funds?limit=100`, key);
  const memberships: Targets['memberships'] = [];
  for (const fund of funds.items) {
    const page: Page<{ publicId: string }> = await http.getJson(
      `${api}/funds/${fund.publicId}/companies?limit=100`,
      key,
    );
    memberships.push(...page.items.map((c) => ({ fundPublicId: fund.publicId, companyPublicId: c.publicId })));
  }
  if (companies.length === 0 || memberships.length === 0) throw new Error('the seed left no companies or funds');
  return { companies, memberships };
}

/** Spreads writer w's i-th pick over a pool, a different stride per writer. */
const pick = <T>(pool: T[], w: number, i: number): T => {
  const item = pool[(w * 7919 + i * 31) % pool.length];
  if (item === undefined) throw new Error('empty pool');
  return item;
};

/** Writer `w`'s `i`-th write of kind `op`; `tag` keeps names and ids unique across runs. */
export function write(op: Op, t: Targets, tag: string, w: number, i: number): Write {
  switch (op) {
    case 'createCompany':
      return {
        method: 'POST',
        path: '/companies',
        body: {
          name: `Bench ${tag} ${w}-${i}`,
          primaryDomain: `w${w}-i${i}.${tag}.bench.example`,
          headline: 'Created by the writers benchmark',
          alternativeNames: [`BW ${w}-${i}`],
        },
      };
    case 'updateCompany': {
      const c = pick(t.companies, w, i);
      // Every other update renames, which also rewrites the funds' copy of the sort key.
      const rename = i % 2 === 1 ? { name: `${c.name} (${tag} ${w}-${i})` } : { name: c.name };
      return {
        method: 'PUT',
        path: `/companies/${c.publicId}`,
        body: { ...rename, headline: `Updated by writer ${w}, round ${i}`, twitterSlug: `bench_${w}` },
      };
    }
    case 'createNote':
      return {
        method: 'POST',
        path: '/notes',
        body: {
          companyPublicId: pick(t.companies, w, i).publicId,
          content: `# Call notes ${w}-${i}\n\n- pipeline grew 12% month over month\n- hiring two engineers\n- next board meeting in March`,
          topics: ['board-meeting', 'periodic-company-update'],
        },
      };
    case 'setFundStatus': {
      const m = pick(t.memberships, w, i);
      return {
        method: 'PATCH',
        path: `/funds/${m.fundPublicId}/companies/${m.companyPublicId}/status`,
        body: { status: FUND_STATUSES[i % FUND_STATUSES.length] },
      };
    }
    case 'importMeeting':
      // Four ids per writer: the first import of each creates, the later ones update.
      return {
        method: 'POST',
        path: '/meetings',
        body: {
          provider: 'granola',
          meetingNoteId: `${tag}-${w}-${i % 4}`,
          meetingNoteTitle: `Weekly sync ${w}`,
          notes: `Discussed round ${i}.`,
          attendees: [{ name: 'Ada', email: 'ada@demo.example' }, { name: `Guest ${w}` }],
        },
      };
  }
}
