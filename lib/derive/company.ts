import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { companyVisible } from '../queries/companies';
import { companyByDomain, memberEmails, senderOf, type CompanyMatch } from '../queries/company-domains';
import { companies } from '../db/schema';
import { FROM_LABEL } from './rules/mail-headers';

/** Runs of 1–4 words of a subject, lower-cased: the candidates for a company name. */
function nameCandidates(subject: string): string[] {
  const words = subject
    .replace(/^((re|fwd?|aw|wg)\s*:\s*)+/i, '')
    .split(/[\s,:;|()[\]"'—–-]+/)
    .filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= 4 && i + n <= words.length; n++) {
      const phrase = words
        .slice(i, i + n)
        .join(' ')
        .toLowerCase();
      // One- and two-letter words name no company, but match many.
      if (phrase.length >= 3) out.add(phrase);
    }
  }
  return [...out].slice(0, 200);
}

/** A company the subject names, by its name or an alternative name; the longest name wins. */
async function companyBySubject(db: DbOrTx, workspaceId: number, subject: string): Promise<CompanyMatch | undefined> {
  const names = nameCandidates(subject);
  if (names.length === 0) return undefined;
  const list = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
  const live = and(eq(companies.workspaceId, workspaceId), isNull(companies.deletedAt));
  const pick = { id: companies.id, publicId: companies.publicId };
  // sort_name is lower(name): this uses the companies_list index.
  const [byName] = await db
    .select(pick)
    .from(companies)
    .where(and(live, sql`${companies.sortName} in (${list})`))
    .orderBy(sql`length(${companies.sortName}) desc`, companies.id)
    .limit(1);
  if (byName) return byName;
  const [byAlternative] = await db
    .select(pick)
    .from(companies)
    .where(and(live, sql`exists (select 1 from unnest(${companies.alternativeNames}) n where lower(n) in (${list}))`))
    .orderBy(companies.id)
    .limit(1);
  return byAlternative;
}

/** The "From:" line of a forwarded or quoted header block, bold in mail converted from HTML ("**From:**"). */
const FORWARDED_FROM = new RegExp(`^[ \\t>*]*${FROM_LABEL}\\**\\s?:(.*)$`, 'gim');
/** The address on it, however the client wrote it: "<jane@acme.com>", "[mailto:jane@acme.com]", bare. */
const ADDRESS = /[^\s<>[\]()"':;,@]+@[^\s<>[\]()"',;]*[^\s<>[\]()"',;.]/;

/** The senders of the header blocks in `body`, outermost first: a forward of a forward holds several. */
function forwardedSenders(body: string): string[] {
  return [...body.matchAll(FORWARDED_FROM)].flatMap((m) => ADDRESS.exec(m[1] ?? '')?.[0].toLowerCase() ?? []);
}

/**
 * The company of the forwarded message's sender. Past an outsider's header (a co-investor who passed it on, "FW:
 * FW:"), the next one down; never past a member's, whose thread the recipients place better.
 */
async function byForwardedSender(db: DbOrTx, workspaceId: number, body: string, team: Set<string>) {
  for (const original of forwardedSenders(body)) {
    if (team.has(original)) return undefined;
    const company = await companyByDomain(db, workspaceId, original);
    if (company) return company;
  }
  return undefined;
}

interface EmailParties {
  from: string;
  to: string[];
  cc: string[];
  subject: string | null;
  body: string;
}

/**
 * Contract §7: the sender's domain; for mail a member forwarded or sent, the
 * original sender in the quoted header, then the people it went to; else the
 * company the subject names.
 */
export async function companyOfEmail(
  db: DbOrTx,
  workspaceId: number,
  mail: EmailParties,
): Promise<CompanyMatch | undefined> {
  const sender = await senderOf(db, workspaceId, mail.from);
  if (!sender.member && sender.company) return sender.company;
  // A member's or a co-investor's forward: the company is the forwarded message's sender's.
  const team = await memberEmails(db, workspaceId);
  const byOriginal = await byForwardedSender(db, workspaceId, mail.body, team);
  if (byOriginal) return byOriginal;
  if (sender.member) {
    for (const to of [...mail.to, ...mail.cc]) {
      if (team.has(to)) continue;
      const byRecipient = await companyByDomain(db, workspaceId, to);
      if (byRecipient) return byRecipient;
    }
  }
  return mail.subject ? companyBySubject(db, workspaceId, mail.subject) : undefined;
}

/**
 * The company an import named, while it is live: a meeting filed under a
 * company that was deleted since belongs to no company, not to a new guess.
 */
export async function chosenCompany(
  db: DbOrTx,
  workspaceId: number,
  companyId: number,
): Promise<CompanyMatch | undefined> {
  const [row] = await db
    .select({ id: companies.id, publicId: companies.publicId })
    .from(companies)
    .where(and(companyVisible(workspaceId), eq(companies.id, companyId)));
  return row;
}
