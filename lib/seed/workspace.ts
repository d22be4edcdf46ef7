import { connections, members, users, workspaces } from '../db/schema';
import { IdPool, type Writer } from './batch';
import type { SeedContext } from './context';
import { ANCHOR_MS, DAY, HOUR, at, daysBefore } from './time';

interface MemberSpec {
  email: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'member';
}

export const DEMO_MEMBERS: MemberSpec[] = [
  { email: 'ada@demo.example', firstName: 'Ada', lastName: 'Lovelace', role: 'admin' },
  { email: 'grace@demo.example', firstName: 'Grace', lastName: 'Hopper', role: 'member' },
  { email: 'katherine@demo.example', firstName: 'Katherine', lastName: 'Johnson', role: 'member' },
  { email: 'barbara@demo.example', firstName: 'Barbara', lastName: 'Liskov', role: 'member' },
  { email: 'edsger@demo.example', firstName: 'Edsger', lastName: 'Dijkstra', role: 'member' },
];

export const OTHER_MEMBERS: MemberSpec[] = [
  { email: 'alan@other.example', firstName: 'Alan', lastName: 'Turing', role: 'admin' },
];

/** Inserts the workspace row and returns its id. */
export async function insertWorkspace(
  w: Writer,
  row: { publicId: string; slug: string; name: string },
): Promise<number> {
  const [id] = await w.reserveIds(workspaces, 1);
  if (id === undefined) throw new Error('seed: no workspace id');
  await w.insert(workspaces, [{ id, ...row, createdAt: daysBefore(800) }]);
  return id;
}

export async function seedMembers(ctx: SeedContext, specs: MemberSpec[]): Promise<void> {
  const userIds = new IdPool(await ctx.w.reserveIds(users, specs.length));
  const memberIds = new IdPool(await ctx.w.reserveIds(members, specs.length));
  const rows = specs.map((spec, i) => ({
    spec,
    userId: userIds.take(),
    memberId: memberIds.take(),
    createdAt: daysBefore(790 - i * 20),
  }));
  await ctx.w.insert(
    users,
    rows.map(({ spec, userId, createdAt }) => ({
      id: userId,
      workspaceId: ctx.workspaceId,
      publicId: ctx.publicId(users),
      email: spec.email,
      firstName: spec.firstName,
      lastName: spec.lastName,
      createdAt,
    })),
  );
  await ctx.w.insert(
    members,
    rows.map(({ spec, userId, memberId, createdAt }) => ({
      id: memberId,
      workspaceId: ctx.workspaceId,
      publicId: ctx.publicId(members),
      userId,
      role: spec.role,
      createdAt,
    })),
  );
  ctx.members = rows.map(({ spec, memberId }) => ({
    id: memberId,
    email: spec.email,
    firstName: spec.firstName,
    lastName: spec.lastName,
  }));
}

/** Five connections, one in each state the console has to show. */
export async function seedDemoConnections(ctx: SeedContext): Promise<void> {
  const base = { workspaceId: ctx.workspaceId };
  await ctx.w.insert(connections, [
    {
      ...base,
      publicId: ctx.publicId(connections),
      provider: 'gmail',
      label: "Ada's inbox",
      followLinks: true,
      followDocsend: true,
      createdAt: daysBefore(700),
      syncedAt: at(ANCHOR_MS - 2 * HOUR),
    },
    {
      ...base,
      publicId: ctx.publicId(connections),
      provider: 'outlook',
      label: 'Deal team shared mailbox',
      followLinks: true,
      followDocsend: false,
      createdAt: daysBefore(520),
      syncedAt: daysBefore(4),
      errorId: 'oauth_token_expired',
      errorAt: at(ANCHOR_MS - 3 * DAY + 7 * HOUR),
    },
    {
      ...base,
      publicId: ctx.publicId(connections),
      provider: 'google_drive',
      label: 'Portfolio reporting drive',
      followLinks: false,
      followDocsend: false,
      createdAt: daysBefore(400),
      syncedAt: daysBefore(31),
      disabledAt: daysBefore(30),
    },
    {
      ...base,
      publicId: ctx.publicId(connections),
      provider: 'dropbox',
      label: 'Data room archive',
      followLinks: false,
      followDocsend: true,
      createdAt: daysBefore(12),
    },
    {
      ...base,
      publicId: ctx.publicId(connections),
      provider: 'upload',
      label: 'Manual uploads',
      followLinks: false,
      followDocsend: false,
      createdAt: daysBefore(650),
      syncedAt: at(ANCHOR_MS - 26 * HOUR),
    },
  ]);
}

export async function seedOtherConnection(ctx: SeedContext): Promise<void> {
  await ctx.w.insert(connections, [
    {
      workspaceId: ctx.workspaceId,
      publicId: ctx.publicId(connections),
      provider: 'gmail',
      label: "Alan's inbox",
      followLinks: true,
      followDocsend: false,
      createdAt: daysBefore(300),
      syncedAt: at(ANCHOR_MS - 5 * HOUR),
    },
  ]);
}
