/**
 * Before anything is timed, bench/run.ts proves that the contenders do the
 * same work: the same SQL statements with the same parameters in the same
 * order on the wire, and byte-for-byte the same body.
 */
import type { Contender, ContenderKind } from './contenders';
import { startContender, stopContender } from './contenders';
import { getOnce } from './load';
import { wireRecorder, type WireStatement } from './pg-wire';
import { ADMIN_URL, log } from './support';

const settle = () => new Promise((r) => setTimeout(r, 200));

/** The statements one request of `path` sends, for the API alone and for the bare server, which must agree. */
export async function checkSameStatements(
  env: NodeJS.ProcessEnv,
  dbName: string,
  key: string,
  path: string,
): Promise<WireStatement[]> {
  const recorder = await wireRecorder(new URL(ADMIN_URL));
  const seen: Partial<Record<ContenderKind, WireStatement[]>> = {};
  try {
    for (const kind of ['api', 'bare'] as const) {
      const c = await startContender(`${kind} (recorded)`, kind, { ...env, DATABASE_URL: recorder.url(dbName) });
      try {
        // A first request may set things up once; the second shows the steady per-request work.
        await getOnce(`${c.url}${path}`, key);
        await settle();
        recorder.take();
        const res = await getOnce(`${c.url}${path}`, key);
        if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${res.body.slice(0, 200)}`);
        await settle();
        seen[kind] = recorder.take();
      } finally {
        await stopContender(c);
      }
    }
  } finally {
    await recorder.close();
  }
  const api = JSON.stringify(seen.api, null, 2);
  const bare = JSON.stringify(seen.bare, null, 2);
  if (api !== bare) throw new Error(`the bare server's SQL differs from the API's:\nAPI: ${api}\nbare: ${bare}`);
  log(`Same SQL on the wire (${seen.api?.length ?? 0} statements per request):`);
  for (const s of seen.api ?? []) log(`  ${s.sql}  -- ${s.params.length} params`);
  return seen.api ?? [];
}

/** Every contender answers `path` with the bare server's exact bytes; returns the body's size and each one's headers. */
export async function checkSameBodies(
  contenders: Contender[],
  path: string,
  key: string,
): Promise<{ bytes: number; headers: Record<string, string[]> }> {
  const answers = await Promise.all(contenders.map((c) => getOnce(`${c.url}${path}`, key)));
  const [first] = answers;
  if (!first) throw new Error('no contenders');
  answers.forEach((a, i) => {
    const name = contenders[i]?.name ?? '?';
    if (a.status !== 200) throw new Error(`${name}: ${a.status} ${a.body.slice(0, 200)}`);
    if (a.body !== first.body) {
      const at = [...a.body].findIndex((ch, j) => ch !== first.body[j]);
      throw new Error(
        `${name}'s body differs from ${contenders[0]?.name} at character ${at}: ` +
          `${JSON.stringify(a.body.slice(Math.max(0, at - 40), at + 40))} vs ` +
          `${JSON.stringify(first.body.slice(Math.max(0, at - 40), at + 40))}`,
      );
    }
  });
  // Identical bodies include the page token; the API accepting it proves the bare server's MAC.
  const token = (JSON.parse(first.body) as { nextPageToken?: string }).nextPageToken;
  const api = contenders.find((c) => c.name !== contenders[0]?.name);
  if (token && api) {
    const next = await getOnce(`${api.url}${path}&pageToken=${encodeURIComponent(token)}`, key);
    if (next.status !== 200) throw new Error(`${api.name} refused the page token: ${next.status} ${next.body}`);
  }
  log(`Same body from all ${contenders.length} contenders: ${Buffer.byteLength(first.body)} bytes.`);
  const headers = Object.fromEntries(answers.map((a, i) => [contenders[i]?.name ?? '?', Object.keys(a.headers)]));
  return { bytes: Buffer.byteLength(first.body), headers };
}
