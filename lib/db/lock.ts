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

/** What `pi.lock` holds. Files written before bootId/startTime existed have only pid and holder. */
interface LockRecord {
  pid: number;
  holder: string;
  /** /proc/sys/kernel/random/boot_id of the kernel the holder ran on. */
  bootId?: string;
  /** The holder's start time (clock ticks since boot), which tells it apart from a later process with its pid. */
  startTime?: string;
}

/**
 * PGlite corrupts a data folder that two processes open at once, and does not
 * guard against it itself, so every opener takes this lock file first. A lock
 * whose holder no longer runs is taken over — including when its pid now
 * belongs to another process, as is common after a container restart.
 */
export function acquireFolderLock(dataDir: string, holder: string): FolderLock {
  const file = path.join(dataDir, 'pi.lock');
  const bootId = readBootId();
  const record: LockRecord = { pid: process.pid, holder, bootId, startTime: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeSync(fd, JSON.stringify(record));
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
      if (current && isHeld(current, bootId)) throw new FolderInUseError(dataDir, current.pid, current.holder);
      // Stale (or unreadable) lock: remove it and try again.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock the data folder ${dataDir}`);
}

/** Whether the process that wrote `lock` still runs. Without /proc (not Linux) only the pid can be checked. */
function isHeld(lock: LockRecord, bootId: string | undefined): boolean {
  // Our own pid in the lock is a previous life of ours (e.g. pid 1 in a restarted container).
  if (lock.pid === process.pid) return false;
  // Pids start over at boot: the holder of another boot is gone whatever now runs under its pid.
  if (lock.bootId && bootId && lock.bootId !== bootId) return false;
  if (!isAlive(lock.pid)) return false;
  if (lock.startTime) {
    const startTime = processStartTime(lock.pid);
    // Alive, but started at another time: the pid was reused by an unrelated process.
    if (startTime !== undefined && startTime !== lock.startTime) return false;
  }
  return true;
}

function readLock(file: string): LockRecord | undefined {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (parsed && typeof parsed === 'object' && 'pid' in parsed && typeof parsed.pid === 'number') {
      const text = (name: string) => {
        const value: unknown = (parsed as Record<string, unknown>)[name];
        return typeof value === 'string' && value ? value : undefined;
      };
      return {
        pid: parsed.pid,
        holder: text('holder') ?? 'another process',
        bootId: text('bootId'),
        startTime: text('startTime'),
      };
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

/** Identifies the running kernel's boot; undefined without /proc. */
function readBootId(): string | undefined {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Start time of `pid` in clock ticks since boot: field 22 of /proc/<pid>/stat.
 * Undefined without /proc or when the process is gone.
 */
function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command name, is in parentheses and may itself hold spaces and ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTime = fields[22 - 3];
    return startTime && /^\d+$/.test(startTime) ? startTime : undefined;
  } catch {
    return undefined;
  }
}
