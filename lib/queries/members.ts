import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { members, users } from '../db/schema';
import type { Member } from '../schemas/member';

const memberColumns = {
  id: members.id,
  publicId: members.publicId,
  role: members.role,
  userPublicId: users.publicId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

type MemberRow = {
  id: number;
  publicId: string;
  role: string;
  userPublicId: string;
  email: string;
  firstName: string;
  lastName: string;
};

function toMember(row: MemberRow): Member {
  return {
    publicId: row.publicId,
    role: row.role,
    user: { publicId: row.userPublicId, email: row.email, firstName: row.firstName, lastName: row.lastName },
  };
}

/** Members by internal id, for embedding as `creator`. */
export async function membersById(db: DbOrTx, workspaceId: number, ids: number[]): Promise<Map<number, Member>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(memberColumns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.workspaceId, workspaceId), inArray(members.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, toMember(r)]));
}

export async function getMember(db: DbOrTx, workspaceId: number, memberId: number): Promise<Member | undefined> {
  return (await membersById(db, workspaceId, [memberId])).get(memberId);
}
