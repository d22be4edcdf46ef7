// A parse worker's entry. On Node 20 a worker thread does not inherit the main thread's tsx
// loader, so it registers its own before loading the TypeScript task.
import os from 'node:os';
import { register } from 'tsx/esm/api';

// On Linux the nice value is per thread, and pid 0 is this thread: reading a big file yields the
// cores to the event loop (and to PostgreSQL) instead of taking turns with them. Measured by
// `npm run bench:hostile`. Where lowering priority is refused, the worker runs as it is.
try {
  // Relative to the thread it was started from (a server run under nice stays lower still), at most 19.
  os.setPriority(0, Math.min(19, os.getPriority(0) + 10));
} catch {
  // not permitted here: no harm, only less fairness
}

register();
const { runTask } = await import('./task.ts');

export default runTask;
