/**
 * Bulk changes to a fund's companies, kept free of React and fetch so the
 * rules read in one place (and can be tested with fake requests):
 *
 * - ids travel in chunks of at most 500, the API's limit for one DELETE;
 * - a status change has no bulk endpoint, so it is one PATCH per company with
 *   at most `concurrency` in flight, chunk after chunk;
 * - a removal is one DELETE per chunk; each is its own transaction, so a chunk
 *   either left the fund whole or not at all, and ids no longer in the fund are
 *   ignored by the API (a repeat is harmless);
 * - every company ends in exactly one of `succeeded` or `failed`, so a partial
 *   failure names precisely who was not changed, and why.
 */

const MAX_CHUNK = 500;
const DEFAULT_CONCURRENCY = 8;

export interface BulkTarget {
  publicId: string;
  name: string;
}

export interface BulkFailure {
  target: BulkTarget;
  message: string;
}

export interface BulkResult {
  succeeded: BulkTarget[];
  failed: BulkFailure[];
}

/** `done` counts companies attempted so far, successful or not. */
export interface BulkProgress {
  done: number;
  total: number;
}

interface BulkOptions {
  onProgress?: (progress: BulkProgress) => void;
  /** Turns a thrown error into the sentence shown next to the company. */
  messageOf?: (error: unknown) => string;
  /** At most MAX_CHUNK. */
  chunkSize?: number;
}

const defaultMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Unknown error';

export function chunk<T>(items: readonly T[], size: number = MAX_CHUNK): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('chunk size must be a positive integer');
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Runs `task` on every item, never more than `limit` at a time. `task` must not throw. */
export async function forEachBounded<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) {
      const item = items[i];
      if (item !== undefined) await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

function chunkSizeOf(options: BulkOptions): number {
  return Math.min(options.chunkSize ?? MAX_CHUNK, MAX_CHUNK);
}

/** Requests finish out of order; reports list companies in the order they were given. */
function inGivenOrder(targets: readonly BulkTarget[], result: BulkResult): BulkResult {
  const rank = new Map(targets.map((t, i) => [t.publicId, i]));
  const by = (a: BulkTarget, b: BulkTarget) => (rank.get(a.publicId) ?? 0) - (rank.get(b.publicId) ?? 0);
  return {
    succeeded: [...result.succeeded].sort(by),
    failed: [...result.failed].sort((a, b) => by(a.target, b.target)),
  };
}

/** One `setOne(publicId)` per company, `concurrency` at a time, in chunks of at most 500. */
export async function bulkSetStatus(
  targets: readonly BulkTarget[],
  setOne: (publicId: string) => Promise<unknown>,
  options: BulkOptions & { concurrency?: number } = {},
): Promise<BulkResult> {
  const messageOf = options.messageOf ?? defaultMessage;
  const result: BulkResult = { succeeded: [], failed: [] };
  const total = targets.length;
  let done = 0;
  options.onProgress?.({ done, total });
  for (const group of chunk(targets, chunkSizeOf(options))) {
    await forEachBounded(group, options.concurrency ?? DEFAULT_CONCURRENCY, async (target) => {
      try {
        await setOne(target.publicId);
        result.succeeded.push(target);
      } catch (error) {
        result.failed.push({ target, message: messageOf(error) });
      }
      done += 1;
      options.onProgress?.({ done, total });
    });
  }
  return inGivenOrder(targets, result);
}

/**
 * One `removeChunk(ids)` per chunk of at most 500, one after another. A failed
 * chunk fails all its companies (its transaction changed nothing); later
 * chunks still run, since each stands on its own.
 */
export async function bulkRemove(
  targets: readonly BulkTarget[],
  removeChunk: (publicIds: string[]) => Promise<unknown>,
  options: BulkOptions = {},
): Promise<BulkResult> {
  const messageOf = options.messageOf ?? defaultMessage;
  const result: BulkResult = { succeeded: [], failed: [] };
  const total = targets.length;
  let done = 0;
  options.onProgress?.({ done, total });
  for (const group of chunk(targets, chunkSizeOf(options))) {
    try {
      await removeChunk(group.map((t) => t.publicId));
      result.succeeded.push(...group);
    } catch (error) {
      const message = messageOf(error);
      result.failed.push(...group.map((target) => ({ target, message })));
    }
    done += group.length;
    options.onProgress?.({ done, total });
  }
  return result;
}

export function progressPercent({ done, total }: BulkProgress): number {
  return total === 0 ? 100 : Math.round((done / total) * 100);
}

/** "1 company", "3 companies". */
export function companiesLabel(count: number): string {
  return `${count} ${count === 1 ? 'company' : 'companies'}`;
}
