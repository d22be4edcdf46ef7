/**
 * Where a server's CPU went, from a V8 `.cpuprofile` (node --cpu-prof):
 * self time per function and, per package or project file, self time and
 * inclusive time (samples with that package anywhere on the stack).
 *
 *   npx tsx bench/cpu-profile.ts FILE.cpuprofile [--skip-seconds 5] [--top 25]
 *
 * bench/run.ts --cpu-prof DIR calls it for each contender, skipping the
 * start-up so only the measured load counts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './support';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Share {
  name: string;
  ms: number;
  percent: number;
}

export interface ProfileSummary {
  sampledMs: number;
  selfByFunction: Share[];
  selfByPackage: Share[];
  inclusiveByPackage: Share[];
  /** Self time with Node's and V8's own frames charged to the nearest package or file that called them. */
  selfByOwner: Share[];
}

/** `pkg` for node_modules, `project:path` for our files, `node:…` for Node's own, else V8's `(garbage collector)` etc. */
function category(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native)';
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (nm?.[1]) return nm[1];
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const file = url.startsWith('file://') ? new URL(url).pathname : url;
  return file.startsWith(root) ? `project:${path.relative(root, file)}` : file;
}

/** Node's and V8's frames (the callee side of I/O, buffers, crypto, microtasks), not a package's own code. */
const isRuntime = (cat: string) => cat.startsWith('node:') || cat === '(native)' || cat === '(program)';

function top(map: Map<string, number>, total: number, n: number): Share[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => ({ name, ms: Math.round(us / 100) / 10, percent: Math.round((us / total) * 1000) / 10 }));
}

export function summarize(file: string, skipMs = 0, n = 25): ProfileSummary {
  const p = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of p.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
  const selfFn = new Map<string, number>();
  const selfPkg = new Map<string, number>();
  const inclPkg = new Map<string, number>();
  const owner = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, us: number) => m.set(k, (m.get(k) ?? 0) + us);
  let t = 0;
  let total = 0;
  p.samples.forEach((id, i) => {
    t += p.timeDeltas[i] ?? 0;
    // A sample lasts until the next one.
    const us = p.timeDeltas[i + 1] ?? 0;
    const node = byId.get(id);
    if (t < skipMs * 1000 || !node || node.callFrame.functionName === '(idle)') return;
    total += us;
    const { functionName, url, lineNumber } = node.callFrame;
    const cat = category(url, functionName);
    add(selfFn, `${functionName || '(anonymous)'} ${cat}:${lineNumber + 1}`, us);
    add(selfPkg, cat, us);
    const seen = new Set<string>();
    let charged: string | undefined;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)?.callFrame;
      if (!f || f.functionName === '(root)') continue;
      const c = category(f.url, f.functionName);
      seen.add(c);
      if (charged === undefined && !isRuntime(c)) charged = c;
    }
    for (const c of seen) add(inclPkg, c, us);
    add(owner, charged ?? cat, us);
  });
  return {
    sampledMs: Math.round(total / 1000),
    selfByFunction: top(selfFn, total, n),
    selfByPackage: top(selfPkg, total, n),
    inclusiveByPackage: top(inclPkg, total, n),
    selfByOwner: top(owner, total, n),
  };
}

/** Node flags that make a process write a CPU profile into `dir` when it exits (none without a dir). */
export const profileArgs = (dir: string | undefined): string[] =>
  dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : [];

/** The profile process `pid` wrote into `dir` (node names it CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile; thread 0 is the main one). */
export function profileOf(dir: string, pid: number): string | undefined {
  const name = fs
    .readdirSync(dir)
    .find((f) => f.endsWith('.cpuprofile') && f.split('.')[3] === String(pid) && f.split('.')[4] === '0');
  return name && path.join(dir, name);
}

export function printSummary(title: string, s: ProfileSummary, out: (line: string) => void): void {
  out(`${title}: ${s.sampledMs} ms of CPU sampled (idle excluded)`);
  for (const [heading, rows] of [
    ['self time by function', s.selfByFunction],
    ['self time by package/file', s.selfByPackage],
    ['inclusive time by package/file', s.inclusiveByPackage],
    ['self time, Node/V8 frames charged to their caller', s.selfByOwner],
  ] as const) {
    out(`  ${heading}:`);
    for (const r of rows) out(`    ${r.percent.toFixed(1).padStart(5)}%  ${r.ms.toFixed(0).padStart(7)} ms  ${r.name}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'skip-seconds': { type: 'string', default: '0' }, top: { type: 'string', default: '25' } },
  });
  for (const file of positionals) {
    printSummary(file, summarize(file, Number(values['skip-seconds']) * 1000, Number(values.top)), console.log);
  }
}
