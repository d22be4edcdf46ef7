import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireFolderLock, FolderInUseError } from '../../lib/db/lock';

// Read straight from /proc rather than through lock.ts, so the tests check its parsing too.
const hasProc = fs.existsSync('/proc/self/stat') && fs.existsSync('/proc/sys/kernel/random/boot_id');
const bootId = () => fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const startTime = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

let dir = '';
let children: ChildProcess[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-lock-'));
});

afterEach(() => {
  for (const child of children) child.kill('SIGKILL');
  children = [];
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A live process that is not a Portfolio Intelligence server. */
function unrelatedProcess(): number {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  if (child.pid === undefined) throw new Error('could not start sleep');
  return child.pid;
}

/** Tries to take the lock from a second Node process; prints what happened. */
function tryInChild(): string {
  const script =
    `import { acquireFolderLock } from ${JSON.stringify(path.resolve(import.meta.dirname, '../../lib/db/lock.ts'))};` +
    `try { acquireFolderLock(${JSON.stringify(dir)}, 'child'); console.log('acquired'); }` +
    `catch (err) { console.log(err.name); }`;
  const res = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`child failed: ${res.stderr}`);
  return res.stdout.trim();
}

const lockFile = () => path.join(dir, 'pi.lock');
const writeLock = (content: object) => fs.writeFileSync(lockFile(), JSON.stringify(content));
const readLock = (): unknown => JSON.parse(fs.readFileSync(lockFile(), 'utf8'));

function expectTakenOver() {
  const lock = acquireFolderLock(dir, 'the test');
  expect(readLock()).toMatchObject({ pid: process.pid, holder: 'the test' });
  lock.release();
  expect(fs.existsSync(lockFile())).toBe(false);
}

describe('the data-folder lock', () => {
  it('records the pid, and on Linux the boot id and the start time', () => {
    const lock = acquireFolderLock(dir, 'the test');
    const record = readLock();
    expect(record).toMatchObject({ pid: process.pid, holder: 'the test' });
    if (hasProc) expect(record).toMatchObject({ bootId: bootId(), startTime: startTime(process.pid) });
    lock.release();
  });

  it('takes over the lock of a pid that no longer runs', async () => {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('exit', resolve));
    writeLock({ pid: child.pid, holder: 'a server that crashed' });
    expectTakenOver();
  });

  it('takes over an unreadable lock', () => {
    fs.writeFileSync(lockFile(), '{"pid":');
    expectTakenOver();
  });

  it.runIf(hasProc)('takes over a lock whose pid now belongs to an unrelated process', () => {
    // After a container restart the recorded pid often runs again, as something else.
    const pid = unrelatedProcess();
    const wrong = String(Number(startTime(pid)) + 12345);
    writeLock({ pid, holder: 'the server before the restart', bootId: bootId(), startTime: wrong });
    expectTakenOver();
  });

  it.runIf(hasProc)('takes over a lock written during another boot', () => {
    const pid = unrelatedProcess();
    writeLock({ pid, holder: 'the server before the reboot', bootId: 'not-this-boot', startTime: startTime(pid) });
    expectTakenOver();
  });

  it.runIf(hasProc)('refuses while the recorded process still runs', () => {
    const pid = unrelatedProcess();
    writeLock({ pid, holder: 'the other server', bootId: bootId(), startTime: startTime(pid) });
    let error: unknown;
    try {
      acquireFolderLock(dir, 'the test');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(FolderInUseError);
    expect((error as Error).message).toBe(
      `The data folder ${dir} is in use by the other server (pid ${pid}). ` +
        'The embedded database allows one process at a time: stop that process first, ' +
        'or set DATABASE_URL to use PostgreSQL, which allows many.',
    );
    expect(readLock()).toMatchObject({ pid, holder: 'the other server' });
  });

  it('refuses on an old lock (pid only) whose pid runs', () => {
    const pid = unrelatedProcess();
    writeLock({ pid, holder: 'an older server' });
    expect(() => acquireFolderLock(dir, 'the test')).toThrow(FolderInUseError);
  });

  it('refuses another process while held (the record it wrote is recognised), and frees the folder on release', () => {
    const lock = acquireFolderLock(dir, 'the test');
    expect(tryInChild()).toBe('FolderInUseError');
    lock.release();
    expect(tryInChild()).toBe('acquired');
  });
});
