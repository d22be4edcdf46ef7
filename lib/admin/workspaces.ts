import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { members, users, workspaces } from '../db/schema';
import { newPublicId } from '../ids';
import { AdminError } from './errors';

interface CreateWorkspaceOptions {
  slug: string;
  name: string;
  /** Each becomes a user of the new workspace and an admin member of it. */
  memberEmails: string[];
}

interface CreatedWorkspace {
  publicId: string;
  slug: string;
  name: string;
  members: { publicId: string; email: string; role: 'admin' }[];
}

/** Slugs appear in `--workspace` arguments and logs: short, lowercase, no spaces. */
const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const NAME_MAX = 200;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates a workspace with its admin members in one transaction. Users belong
 * to one workspace, so every email gets a new user; first and last name come
 * from the email's local part (`ada.lovelace@…` → Ada Lovelace).
 */
export async function createWorkspace(db: DbOrTx, opts: CreateWorkspaceOptions): Promise<CreatedWorkspace> {
  const slug = opts.slug.trim();
  const name = opts.name.trim();
  if (!SLUG_PATTERN.test(slug)) {
    throw new AdminError(
      `the slug "${slug}" is not valid: use 1 to 63 lowercase letters, digits and inner hyphens, such as "acme-capital"`,
    );
  }
  if (!name) throw new AdminError('a workspace name is required');
  if (name.length > NAME_MAX) throw new AdminError(`the workspace name must be at most ${NAME_MAX} characters`);
  const emails = uniqueEmails(opts.memberEmails);
  if (emails.length === 0) throw new AdminError('at least one member email is required');
  const bad = emails.find((e) => !EMAIL.test(e));
  if (bad !== undefined) throw new AdminError(`"${bad}" is not an email address`);

  const taken = await alreadyExists(db, slug);
  if (taken) throw taken;
  try {
    return await db.transaction(async (tx) => {
      const publicId = newPublicId();
      const [ws] = await tx.insert(workspaces).values({ publicId, slug, name }).returning({ id: workspaces.id });
      if (!ws) throw new Error('workspace insert returned no row');
      const created: CreatedWorkspace['members'] = [];
      for (const email of emails) {
        const { firstName, lastName } = namesFrom(email);
        const [user] = await tx
          .insert(users)
          .values({ workspaceId: ws.id, publicId: newPublicId(), email, firstName, lastName })
          .returning({ id: users.id });
        if (!user) throw new Error('user insert returned no row');
        const memberPublicId = newPublicId();
        await tx
          .insert(members)
          .values({ workspaceId: ws.id, publicId: memberPublicId, userId: user.id, role: 'admin' });
        created.push({ publicId: memberPublicId, email, role: 'admin' });
      }
      return { publicId, slug, name, members: created };
    });
  } catch (err) {
    // Another process created the same slug between the check and the insert (PostgreSQL).
    throw (await alreadyExists(db, slug)) ?? err;
  }
}

/** The error for a slug in use, or undefined when it is free. Re-running a setup script should read clearly. */
async function alreadyExists(db: DbOrTx, slug: string): Promise<AdminError | undefined> {
  const [ws] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.slug, slug)).limit(1);
  if (!ws) return undefined;
  return new AdminError(`workspace "${slug}" already exists (named "${ws.name}"); nothing was changed`);
}

function uniqueEmails(emails: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of emails) {
    const email = raw.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    out.push(email);
  }
  return out;
}

function namesFrom(email: string): { firstName: string; lastName: string } {
  const words = (email.split('@')[0] ?? '')
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return { firstName: words[0] ?? email, lastName: words.slice(1).join(' ') };
}
