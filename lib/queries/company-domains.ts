import { and, arrayOverlaps, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { companies, meetingAttendees, members, users } from '../db/schema';

/*
 * Which company an email address belongs to, by its domain: the one rule that derivation files emails and
 * meetings by, and that the meeting import reports.
 */

export interface CompanyMatch {
  id: number;
  publicId: string;
}

/** A company found by a domain, and the domain. */
interface DomainMatch extends CompanyMatch {
  name: string;
  domain: string;
}

/** mail.acme.com → [mail.acme.com, acme.com]: mail from a subdomain is the company's too. */
function domainCandidates(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at === -1) return [];
  const labels = email
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '')
    .split('.');
  const out: string[] = [];
  for (let i = 0; i + 2 <= labels.length; i++) out.push(labels.slice(i).join('.'));
  return out;
}

/**
 * The live company of the workspace owning one of the address's domains (the most specific wins, then the
 * oldest company), and whether the address is a member's: one read, the first of every email's derivation.
 */
export async function senderOf(
  db: DbOrTx,
  workspaceId: number,
  email: string,
): Promise<{ member: boolean; company?: DomainMatch }> {
  const domains = domainCandidates(email);
  const candidates = sql`array[${sql.join(
    domains.map((d) => sql`${d}`),
    sql`, `,
  )}]::text[]`;
  const res = await db.execute(sql`
    select exists (
        select 1 from ${members} m join ${users} u on u.id = m.user_id
        where m.workspace_id = ${workspaceId} and lower(u.email) = ${email}
      ) as member, c.id, c.public_id, c.name, c.domain
    from (select 1) one
    left join lateral (
      select co.id, co.public_id, co.name, d.domain
      from unnest(${candidates}) with ordinality d(domain, n)
      join ${companies} co on co.workspace_id = ${workspaceId} and co.deleted_at is null
        and (co.primary_domain = d.domain or co.domains @> array[d.domain])
      order by d.n, co.id
      limit 1
    ) c on true`);
  const [row] = (res as unknown as { rows: Record<string, unknown>[] }).rows;
  const member = row?.member === true;
  if (!row || row.id == null) return { member };
  return {
    member,
    company: {
      id: Number(row.id),
      publicId: String(row.public_id),
      name: String(row.name),
      domain: String(row.domain),
    },
  };
}

/** The live company of the workspace owning one of these domains; the most specific domain wins. */
export async function companyByDomain(
  db: DbOrTx,
  workspaceId: number,
  email: string,
): Promise<DomainMatch | undefined> {
  return (await senderOf(db, workspaceId, email)).company;
}

/** Lower-cased emails of the workspace's members: their mail is about a company, not from one. */
export async function memberEmails(db: DbOrTx, workspaceId: number): Promise<Set<string>> {
  const rows = await db
    .select({ email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.workspaceId, workspaceId));
  return new Set(rows.map((r) => r.email.toLowerCase()));
}

/** The company an attendee's email says a meeting is with, and which email and domain said so. */
interface AttendeeCompany extends DomainMatch {
  email: string;
}

/**
 * A meeting's company: the first attendee (in order, not a member of the workspace) whose email's domain,
 * or a parent domain, is a company's. Derivation files a meeting there unless the import named a company;
 * the import's answer names it too.
 */
async function companyOfAttendees(
  db: DbOrTx,
  workspaceId: number,
  emails: string[],
): Promise<AttendeeCompany | undefined> {
  const team = await memberEmails(db, workspaceId);
  const candidates = emails
    .map((email) => email.toLowerCase())
    .filter((email) => !team.has(email))
    .map((email) => ({ email, domains: domainCandidates(email) }));
  const all = [...new Set(candidates.flatMap((c) => c.domains))];
  if (all.length === 0) return undefined;
  // One query for every attendee (a town hall has a thousand), then companyByDomain's order: attendee, most
  // specific domain, lowest id.
  const rows = await db
    .select({
      id: companies.id,
      publicId: companies.publicId,
      name: companies.name,
      primaryDomain: companies.primaryDomain,
      domains: companies.domains,
    })
    .from(companies)
    .where(
      and(
        eq(companies.workspaceId, workspaceId),
        isNull(companies.deletedAt),
        or(inArray(companies.primaryDomain, all), arrayOverlaps(companies.domains, all)),
      ),
    )
    .orderBy(companies.id);
  for (const { email, domains } of candidates) {
    for (const domain of domains) {
      const row = rows.find((r) => r.primaryDomain === domain || r.domains.includes(domain));
      if (row) return { id: row.id, publicId: row.publicId, name: row.name, domain, email };
    }
  }
  return undefined;
}

/** The company a stored meeting's attendees (those not removed, in order) place it with. */
export async function companyOfMeetingAttendees(
  db: DbOrTx,
  workspaceId: number,
  meetingId: number,
): Promise<AttendeeCompany | undefined> {
  const attendees = await db
    .select({ email: meetingAttendees.email })
    .from(meetingAttendees)
    .where(and(eq(meetingAttendees.meetingId, meetingId), isNull(meetingAttendees.removedAt)))
    .orderBy(meetingAttendees.position);
  return companyOfAttendees(
    db,
    workspaceId,
    attendees.flatMap((a) => (a.email ? [a.email] : [])),
  );
}
