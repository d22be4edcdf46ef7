import fs from 'node:fs';
import path from 'node:path';

export interface FolderLock {
  release(): void;
}

export class FolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly holder: string,
  ) {
    super(
      `The data folder ${dataDir} is in use by ${holder} (pid ${pid}). ` +
        'The embedded database allows one process at a time: stop that process first, ' +
        'or set DATABASE_URL to use PostgreSQL, which allows many.',
    );
    this.name = 'FolderInUseError';
  }
}

/**
 * PGlite corrupts a data folder that two processes open at once, and does not
 * guard against it itself, so every opener takes this lock file first. A lock
 * left by a process that no longer runs is taken over.
 */
export function acquireFolderLock(dataDir: string, holder: string): FolderLock {
  const file = path.join(dataDir, 'pi.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, holder }));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          const current = readLock(file);
          if (current?.pid === process.pid) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once('exit', release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const current = readLock(file);
      if (current && current.pid !== process.pid && isAlive(current.pid)) {
        throw new FolderInUseError(dataDir, current.pid, current.holder);
      }
      // Stale (or unreadable) lock: remove it and try again.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock the data folder ${dataDir}`);
}

function readLock(file: string): { pid: number; holder: string } | undefined {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (parsed && typeof parsed === 'object' && 'pid' in parsed && typeof parsed.pid === 'number') {
      const holder = 'holder' in parsed && typeof parsed.holder === 'string' ? parsed.holder : 'another process';
      return { pid: parsed.pid, holder };
    }
  } catch {
    // Unreadable: treated as stale.
  }
  return undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
