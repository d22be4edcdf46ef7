import { MAX_COMPANIES, seedDemo, type SeedSummary } from '../../seed/index';
import { withDatabase } from '../database';
import { progressPrinter } from '../progress';
import { UsageError, parse } from '../usage';

export async function seedCommand(args: string[]): Promise<number | 'help'> {
  const { values, positionals } = parse('seed', args, { companies: { type: 'string' } }, 1);
  if (values.help) return 'help';
  const [what] = positionals;
  if (what === undefined) throw new UsageError('what to seed is missing: pi seed demo', 'seed');
  if (what !== 'demo') throw new UsageError(`unknown seed "${what}" (only "demo" exists)`, 'seed');
  const companies = values.companies === undefined ? undefined : parseCount(values.companies);

  const progress = progressPrinter();
  // First Ctrl-C: stop at the next chunk and roll back cleanly. Second: leave at once.
  const abort = new AbortController();
  const onSigint = () => {
    if (abort.signal.aborted) process.exit(130);
    abort.abort();
    progress.end();
    process.stderr.write('Interrupting: rolling back (Ctrl-C again to quit at once)…\n');
  };
  process.on('SIGINT', onSigint);
  progress.note('Opening the database and applying migrations…');
  try {
    const summary = await withDatabase('seed demo', (db) =>
      seedDemo(db, { companies, onProgress: (p) => progress.update(p), signal: abort.signal }),
    );
    progress.end();
    process.stdout.write(formatSummary(summary));
    return 0;
  } catch (err) {
    progress.end();
    if (abort.signal.aborted) {
      process.stderr.write('pi: seed interrupted; nothing was written\n');
      return 130;
    }
    throw err;
  } finally {
    process.off('SIGINT', onSigint);
  }
}

function parseCount(raw: string): number {
  if (!/^\d+$/.test(raw)) throw new UsageError(`--companies must be a whole number, got "${raw}"`, 'seed');
  const n = Number(raw);
  if (n < 1 || n > MAX_COMPANIES)
    throw new UsageError(`--companies must be from 1 to ${MAX_COMPANIES}, got ${raw}`, 'seed');
  return n;
}

const fmt = (n: number) => n.toLocaleString('en-US');

function formatSummary(s: SeedSummary): string {
  const out: string[] = [];
  for (const w of s.workspaces) {
    out.push(`Workspace ${w.slug} (${w.name}, id ${w.publicId}):`);
    for (const [table, count] of Object.entries(w.counts)) {
      if (table !== 'workspaces') out.push(`  ${table.padEnd(24)}${fmt(count).padStart(11)}`);
    }
  }
  out.push(`${fmt(s.totalRows)} rows in ${(s.elapsedMs / 1000).toFixed(1)}s.`);
  if (s.showcase) out.push(`Busiest company: ${s.showcase.name} (${s.showcase.publicId}).`);
  out.push('Next: pi keys create --email ada@demo.example');
  return `${out.join('\n')}\n`;
}
