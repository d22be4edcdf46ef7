import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { ingestPath } from '../../admin/ingest';
import { resolveMember } from '../../admin/keys';
import type { Db } from '../../db/client';
import { ruleDeriver } from '../../derive/pipeline';
import { createLogger } from '../../log';
import { startWorker } from '../../queue/worker';
import { withDatabase } from '../database';
import { progressPrinter } from '../progress';
import { UsageError, parse } from '../usage';

async function waiting(db: Db): Promise<number> {
  const res = await db.execute(
    sql`select count(*)::int as n from derivation_jobs where state in ('queued', 'processing')`,
  );
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** Derives everything queued, in this process, until the queue is empty. */
async function drain(db: Db, print: ReturnType<typeof progressPrinter>): Promise<void> {
  const total = await waiting(db);
  if (total === 0) return;
  const worker = startWorker({
    db,
    log: createLogger('warn'),
    deriver: ruleDeriver,
    concurrency: 1,
    pollMs: 50,
  });
  try {
    for (let left = total; left > 0; left = await waiting(db)) {
      print.update({ phase: 'Deriving', done: total - left, total });
      await new Promise((r) => setTimeout(r, 200));
    }
    print.update({ phase: 'Deriving', done: total, total });
  } finally {
    await worker.stop();
  }
}

export async function ingestCommand(args: string[]): Promise<number | 'help'> {
  const command = 'ingest';
  const { values, positionals } = parse(
    command,
    args,
    { member: { type: 'string' }, workspace: { type: 'string' }, 'no-derive': { type: 'boolean' } },
    1,
  );
  if (values.help) return 'help';
  const [target] = positionals;
  if (!target) throw new UsageError('the path of an .eml file, a folder of them, or an mbox file is missing', command);
  if (!fs.existsSync(target)) throw new UsageError(`${target} does not exist`, command);
  if (!values.member) throw new UsageError('--member is required: the messages are taken on their behalf', command);
  const member = values.member;
  const print = progressPrinter();
  const result = await withDatabase(command, async (db) => {
    const who = await resolveMember(db, member, values.workspace);
    const taken = await ingestPath(db, { workspaceId: who.workspaceId, memberId: who.memberId }, target, (p) =>
      print.update(p),
    );
    if (!values['no-derive']) await drain(db, print);
    return taken;
  });
  print.end();
  process.stdout.write(
    `Took ${result.taken} message(s); ${result.alreadyHad} were already here; ${result.refused.length} refused.\n`,
  );
  for (const r of result.refused) process.stderr.write(`  refused ${r.source}: ${r.reason}\n`);
  return result.refused.length > 0 ? 1 : 0;
}
