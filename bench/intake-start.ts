/**
 * Demo start: what `npm start` does on a machine that has never run it (bin/start.mjs on an empty data folder,
 * embedded PGlite): migrate, seed the demo, serve. Timed from spawn until the console URL is printed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, stop } from './support';
import { NEXT_DIST_DIR } from './intake-server';

export interface StartResult {
  seconds: number;
  /** The console was (re)built first: its sources changed since the last build into .next-bench. */
  built: boolean;
  /** "Seeded … in X s" as the server printed it. */
  seedLine: string;
}

export async function measureDemoStart(timeoutMs = 20 * 60_000): Promise<StartResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-bench-start-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PI_DATA_DIR: dataDir, PORT: '0', PI_NEXT_DIST_DIR: NEXT_DIST_DIR };
  delete env.DATABASE_URL;
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'bin/start.mjs')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  try {
    const seconds = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL after ${timeoutMs} ms:\n${out}`)), timeoutMs);
      const onData = (chunk: Buffer) => {
        out += chunk.toString();
        if (/Console:\s+http:\/\/\S+/.test(out)) {
          clearTimeout(timer);
          resolve((performance.now() - t0) / 1000);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited (${code}) before printing its URL:\n${out}`));
      });
    });
    return {
      seconds,
      built: /Building the console|rebuilding/i.test(out),
      seedLine: /Seeded .*$/m.exec(out)?.[0] ?? '',
    };
  } finally {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
