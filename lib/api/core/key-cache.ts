import { hashApiKey } from '../../keys';

export interface LiveKey {
  keyId: number;
  workspaceId: number;
  memberId: number;
}

/**
 * The bindings a request carries when this server's own console sends it
 * in-process (`api.fetch(request, IN_PROCESS)`). HTTP requests carry Node's
 * `{incoming, outgoing}` instead, so no client can claim to be in-process.
 */
export const IN_PROCESS: object = Object.freeze({ inProcess: true });

/** Keys kept at once: the console uses one; a changed PI_API_KEY or a re-seed may add another. */
const MAX_KEYS = 8;

export interface VerifiedKeys {
  /** The live key with this text: from memory while verified less than the TTL ago, else from the database. */
  find(key: string): Promise<LiveKey | undefined>;
}

/**
 * The console's own key, verified once per `ttlMs` instead of on every call
 * (server-side prefetches make several per page). Entries are held by the
 * key's hash, never the key; only a live key is kept, so an unknown or
 * revoked one costs its database lookup every time. Keys are revoked only
 * by `pi keys revoke`, another process: a revoked key stops working on every
 * server within `ttlMs`.
 * `ttlMs` 0 keeps nothing.
 */
export function verifiedKeys(
  lookup: (keyHash: string) => Promise<LiveKey | undefined>,
  ttlMs: number,
  now: () => number = () => performance.now(),
): VerifiedKeys {
  const entries = new Map<string, { key: LiveKey; until: number }>();
  return {
    async find(key) {
      const hash = hashApiKey(key);
      const held = entries.get(hash);
      if (held && held.until > now()) return held.key;
      entries.delete(hash);
      const found = await lookup(hash);
      if (found && ttlMs > 0) {
        // Oldest first out: a Map iterates in insertion order.
        if (entries.size >= MAX_KEYS) entries.delete(entries.keys().next().value ?? '');
        entries.set(hash, { key: found, until: now() + ttlMs });
      }
      return found;
    },
  };
}
